// Every call of the contract table goes out as its method, host and path say, and its sample
// answer (and sample refusal) comes back decoded.
import { describe, expect, it } from 'vitest';
import type { Host } from '../../contract/call-def.ts';
import { type CallName, callList } from '../../contract/calls.ts';
import { decodeFailure, decodeParams, decodeQuery, decodeResponse } from '../../contract/decode.ts';
import { rightOf, sampleOf } from '../../contract/testing/codec-helpers.ts';
import type { GatewayResult } from '../../domain/ports/gateway-failure.ts';
import { type GatewayClient, gatewayClient } from './client.ts';
import { defaultProfile } from './profile.ts';
import { type Answer, json, scriptedTransport, text } from './testing/scripted-transport.ts';
import { memoryTokens } from './tokens.ts';

const ORIGIN = 'https://jumun.test';
const prefix: Readonly<Record<Host, string>> = {
  api: '',
  gateway: '/gateway',
  member: '/member',
  front: '/front',
  auth: '/auth',
  payment: '/payment',
};

/** The table is walked by name at run time; each call's own codecs check what goes in and out. */
type LooseCall = (name: string, params: unknown, input: unknown) => Promise<GatewayResult<unknown>>;
const loose = (client: GatewayClient) => client.callGateway as LooseCall;

function setUp(name: CallName, answer: Answer) {
  const call = callList.find((c) => c.name === name);
  if (call === undefined) throw new Error(name);
  const sample = sampleOf(name);
  const params = rightOf(decodeParams(call, sample.params));
  const input = call.method === 'GET' ? rightOf(decodeQuery(call, sample.query ?? {})) : sample.body;
  const path = `${prefix[call.host]}${call.path(params)}`;
  const transport = scriptedTransport().on(call.method, path, answer);
  const tokens = memoryTokens({ access_token: 'token-1', refresh_token: null });
  const client = gatewayClient({
    transport,
    calls: callList,
    profile: defaultProfile(ORIGIN),
    tokens,
    retryDelayMs: 0,
  });
  return { call, sample, path, transport, send: () => loose(client)(name, params, input) };
}

describe('every call of contract/calls.ts over the default profile (one origin, path prefixes)', () => {
  for (const call of callList) {
    const name = call.name as CallName;
    it(`${name}: ${call.method} {${call.host}}${call.pattern} sends the sample request and decodes the sample answer`, async () => {
      const sample = sampleOf(name);
      const answer =
        call.responseType === 'text' ? text(200, String(sample.response)) : json(200, sample.response);
      const { transport, path, send } = setUp(name, answer);

      const result = await send();

      expect(result).toEqual({ ok: true, value: rightOf(decodeResponse(call, sample.response)) });
      expect(transport.sent).toHaveLength(1);
      const request = transport.sent[0];
      const url = new URL(request?.url ?? '');
      expect(request?.method).toBe(call.method);
      expect(`${url.origin}${url.pathname}`).toBe(`${ORIGIN}${path}`);
      if (call.method === 'GET') {
        expect(Object.fromEntries(url.searchParams)).toEqual(sample.query ?? {});
        expect(request?.body).toBeUndefined();
      } else {
        expect(url.search).toBe('');
        expect(JSON.parse(request?.body ?? 'null')).toEqual(JSON.parse(JSON.stringify(sample.body)));
      }
    });
  }

  for (const call of callList.filter((c) => sampleOf(c.name as CallName).failure !== undefined)) {
    const name = call.name as CallName;
    it(`${name}: a 4xx answer with the sample refusal is 'rejected' with the decoded body`, async () => {
      const failure = sampleOf(name).failure;
      const status = failure === 'ban' ? 429 : 400;
      const { send } = setUp(name, json(status, failure));

      const result = await send();

      expect(result).toMatchObject({
        ok: false,
        failure: { kind: 'rejected', status, body: rightOf(decodeFailure(call, failure)) },
      });
    });
  }
});
