import { describe, expect, it } from 'vitest';
import { hosts, patternParams } from './call-def.ts';
import { type CallName, callList, callNames, calls } from './calls.ts';
import { ClosedType } from './closed.ts';
import { decodeBody, decodeFailure, decodeParams, decodeQuery, decodeResponse } from './decode.ts';
import { samples } from './samples/index.ts';
import { leftOf, rightOf, sampleOf } from './testing/codec-helpers.ts';

describe('the call table', () => {
  it('lists every call once, under its own name', () => {
    expect(callNames.length).toBe(55);
    expect(new Set(callList.map((c) => c.name)).size).toBe(callList.length);
    for (const name of callNames) expect(calls[name].name).toBe(name);
  });

  it('has a valid sample for every call', () => {
    expect(Object.keys(samples).sort()).toEqual([...callNames].sort());
  });

  it('decodes every path parameter the pattern names, and no other', () => {
    for (const call of callList) {
      expect(call.params, call.name).toBeInstanceOf(ClosedType);
      const keys = call.params instanceof ClosedType ? Object.keys(call.params.required) : [];
      expect(keys.sort(), call.name).toEqual(patternParams(call.pattern).sort());
    }
  });

  it('GETs have a query codec, POSTs a body codec', () => {
    for (const call of callList) {
      if (call.method === 'GET') expect(call.query, call.name).toBeDefined();
      else expect(call.body, call.name).toBeDefined();
    }
  });

  it('builds the path from typed params and decodes it back from the router strings', () => {
    for (const name of callNames) {
      const call = calls[name];
      const wire = sampleOf(name).params;
      const typed = rightOf(decodeParams(call, wire));
      const path = call.path(typed as never);
      const expected = call.pattern.replace(/:(\w+)/g, (_, k: string) =>
        encodeURIComponent(String((wire as Record<string, unknown>)[k])),
      );
      expect(path, name).toBe(expected);
      expect(path.includes(':'), name).toBe(false);
    }
  });

  it('decodes every sample request, and encodes a query back to the same strings', () => {
    for (const call of callList) {
      const name = call.name as CallName;
      const sample = sampleOf(name);
      if (call.method === 'GET') {
        const query = rightOf(decodeQuery(call, sample.query ?? {}));
        expect(call.query.encode(query), name).toEqual(sample.query ?? {});
      } else {
        rightOf(decodeBody(call, sample.body));
      }
    }
  });

  it('decodes every sample response and failure body', () => {
    for (const name of callNames) {
      const call = calls[name];
      const sample = sampleOf(name);
      expect(rightOf(decodeResponse(call, sample.response)), name).toEqual(sample.response);
      if (sample.failure !== undefined) rightOf(decodeFailure(call, sample.failure));
    }
  });

  it('uses the hosts of the spec prefixes', () => {
    for (const call of callList) expect(hosts, call.name).toContain(call.host);
    expect(calls['restaurant.search'].host).toBe('gateway');
    expect(calls['payment.methods'].host).toBe('payment');
    expect(calls['sms.send'].host).toBe('member');
    expect(calls['member.user-info'].host).toBe('front');
    expect(calls['member.token-refresh'].host).toBe('auth');
    expect(calls['restaurant.detail'].host).toBe('api');
  });

  it('lets the gateway answer 400 naming a bad query value or an unknown query key', () => {
    const list = calls['restaurant.list'];
    expect(leftOf(decodeQuery(list, { lat: '37.5', lng: 'east' }))).toMatchObject({
      call: 'restaurant.list',
      path: '$.lng',
    });
    expect(leftOf(decodeQuery(list, { lat: '37.5', lng: '127', itmes: '60' })).path).toBe('$.itmes');
    expect(leftOf(decodeParams(list, { page: 2 })).path).toBe('$.page');
    expect(leftOf(decodeParams(calls['restaurant.detail'], { restaurant_id: '0123' })).path).toBe(
      '$.restaurant_id',
    );
  });
});
