import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { calls } from '../../contract/calls.ts';
import { decodeResponse } from '../../contract/decode.ts';
import { failureOf, json, request, responseOf, scripted } from '../recorded/testing/http-exchanges.ts';
import type { FaultRule } from './fault-config.ts';
import { faultTransport, pathPattern } from './fault-transport.ts';

const orderPath = '/order/cart/submit/food/900001/37.498168/127.02761';
const listPath = '/api/v2/restaurants?lat=37.498168&lng=127.02761';
const server = () => scripted(() => json(200, { ok: true }));
const submit = () => request('POST', orderPath, { cart_uuid: 'u' });

async function once(rule: FaultRule) {
  const inner = server();
  const faults = faultTransport(inner, [rule]);
  const result = await faults.send(submit());
  return { result, inner, faults };
}

describe('fault injection', () => {
  it('timeout: a timeout failure, the server never asked', async () => {
    const { result, inner } = await once({ match: 'order.submit', fault: 'timeout' });
    expect(result).toEqual({ ok: false, failure: { kind: 'timeout' } });
    expect(inner.sent).toHaveLength(0);
  });

  it('timeout: waits the request timeout when asked to be realistic', async () => {
    const faults = faultTransport(server(), [{ match: 'order.submit', fault: 'timeout' }], {
      realTimeouts: true,
    });
    const started = Date.now();
    await faults.send({ ...submit(), timeoutMs: 30 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  });

  it('status500: an HTTP 500 with an error object', async () => {
    const { result, inner } = await once({ match: 'order.submit', fault: 'status500' });
    expect(responseOf(result).status).toBe(500);
    expect(JSON.parse(responseOf(result).body)).toMatchObject({ error_code: 500 });
    expect(inner.sent).toHaveLength(0);
  });

  it('status0: a network failure, no HTTP answer', async () => {
    const { result, inner } = await once({ match: 'order.submit', fault: 'status0' });
    expect(failureOf(result)).toMatchObject({ kind: 'network' });
    expect(inner.sent).toHaveLength(0);
  });

  it('reset: the server gets the request, the client gets a network failure', async () => {
    const { result, inner } = await once({ match: 'order.submit', fault: 'reset' });
    expect(failureOf(result)).toEqual({ kind: 'network', detail: expect.stringContaining('ECONNRESET') });
    expect(inner.sent).toHaveLength(1);
  });

  it('malformed: a 200 whose body does not decode, shaped like the real answer', async () => {
    const faults = faultTransport(server(), [{ match: 'restaurant.list', fault: 'malformed' }]);
    const answer = responseOf(await faults.send(request('GET', listPath)));
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('{"restaurants":"oops"}');
    expect(E.isLeft(decodeResponse(calls['restaurant.list'], JSON.parse(answer.body)))).toBe(true);
  });

  it('malformed: the exact body given, invalid JSON included', async () => {
    const { result } = await once({ match: 'order.submit', fault: 'malformed', body: '{"order_number":' });
    expect(responseOf(result).body).toBe('{"order_number":');
  });

  it('fires the next N matching requests only, then passes through', async () => {
    const inner = server();
    const faults = faultTransport(inner, [{ match: 'order.submit', fault: 'status500', times: 2 }]);
    expect(faults.pending()).toEqual([{ rule: 0, left: 2 }]);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push(responseOf(await faults.send(submit())).status);
    expect(statuses).toEqual([500, 500, 200]);
    expect(inner.sent).toHaveLength(1);
    expect(faults.pending()).toEqual([]);
    expect(faults.fired()).toEqual([
      { rule: 0, fault: 'status500', call: 'order.submit', method: 'POST', path: orderPath },
      { rule: 0, fault: 'status500', call: 'order.submit', method: 'POST', path: orderPath },
    ]);
  });

  it('leaves other calls alone and matches path patterns', async () => {
    const inner = server();
    const faults = faultTransport(inner, [{ match: '/api/v1/restaurants/:id/menu/', fault: 'status0' }]);
    expect(responseOf(await faults.send(submit())).status).toBe(200);
    expect(
      failureOf(await faults.send(request('GET', '/api/v1/restaurants/1001/menu/?force=true'))).kind,
    ).toBe('network');
    expect(pathPattern('/order/**').test('/order/cart/submit/food/1/2/3')).toBe(true);
    expect(pathPattern('/api/v2/restaurants/*').test('/api/v2/restaurants/1001')).toBe(true);
    expect(pathPattern('/api/v2/restaurants/*').test('/api/v2/restaurants/1001/x')).toBe(false);
    expect(pathPattern('/a.b').test('/aXb')).toBe(false);
  });
});
