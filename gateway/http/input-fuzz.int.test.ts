// Input the database cannot store never reaches it: every field of every POST body, every query
// parameter and every path segment of every call of the contract is sent NUL characters, lone
// surrogates, overlong strings, huge and negative numbers, wrong types and extra fields, as a
// customer with a valid token. Not one answer is a 5xx, and the gateway keeps serving.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyCall } from '../../contract/call-def.ts';
import { callList } from '../../contract/calls.ts';
import { samples } from '../../contract/samples/index.ts';
import { edit, type Key, pathsOf, valueAt } from '../../contract/testing/codec-helpers.ts';
import type { RunningGateway } from '../start.ts';
import { startTestGateway } from '../testing/test-gateway.ts';
import { routePath } from './serve-call.ts';

const OVERLONG = 'x'.repeat(20_000);

/** What a hostile client puts where a value of this kind belongs. */
function badValues(value: unknown): readonly unknown[] {
  switch (typeof value) {
    case 'string':
      return [`a\u0000b`, '\ud800', `가\udc00`, OVERLONG, 12, {}];
    case 'number':
      return [1e20, -1e20, 2 ** 31, -(2 ** 31) - 1, 1.5, Number.MAX_SAFE_INTEGER, 'abc', null];
    case 'boolean':
      return ['yes', 1];
    default:
      return Array.isArray(value) ? ['x', [{ x: '\u0000' }], Array(5000).fill(value[0] ?? 1)] : [];
  }
}

/** Query and path values are strings on the wire: the raw, percent-encoded text a client sends. */
const badSegments = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%EF%BF%BE',
  OVERLONG,
  '-1',
  '1e400',
  '99999999999999999999',
  '%',
];

interface Probe {
  readonly label: string;
  readonly request: InjectOptions;
}

type Strings = Readonly<Record<string, string>>;

function url(
  call: AnyCall,
  params: Strings,
  query: Strings | undefined,
  raw?: { key: string; text: string },
) {
  let path = routePath(call);
  for (const [name, value] of Object.entries(params)) {
    const text = raw?.key === `:${name}` ? raw.text : encodeURIComponent(value);
    path = path.replace(`:${name}`, text);
  }
  const pairs = Object.entries(query ?? {}).map(
    ([k, v]) => `${encodeURIComponent(k)}=${raw?.key === k ? raw.text : encodeURIComponent(v)}`,
  );
  if (raw?.key.startsWith('?')) pairs.push(`${raw.key.slice(1)}=${raw.text}`);
  return pairs.length === 0 ? path : `${path}?${pairs.join('&')}`;
}

function probesOf(call: AnyCall, token: string, customerId: string): Probe[] {
  const sample = samples[call.name as keyof typeof samples];
  if (sample === undefined) return [];
  const mine = (record: object | undefined): Strings =>
    Object.fromEntries(
      Object.entries(record ?? {}).map(([k, v]) => [k, k === 'customer_id' ? customerId : String(v)]),
    );
  const params = mine(sample.params);
  const query = 'query' in sample ? mine(sample.query as object) : undefined;
  const headers = { authorization: `Bearer ${token}` };
  const probes: Probe[] = [];
  const segments = [
    ...Object.keys(params).map((k) => `:${k}`),
    ...Object.keys(query ?? {}),
    '?extra_parameter',
  ];
  for (const key of segments)
    for (const text of badSegments)
      probes.push({
        label: `${call.name} ${key}=${text.slice(0, 24)}`,
        request: { method: call.method, url: url(call, params, query, { key, text }), headers },
      });
  if (call.method === 'POST') {
    const body =
      'body' in sample && sample.body !== undefined
        ? JSON.parse(JSON.stringify(sample.body).replaceAll('"anon-7f3a"', JSON.stringify(customerId)))
        : {};
    const target = url(call, params, query);
    const send = (label: string, payload: unknown): Probe => ({
      label: `${call.name} body${label}`,
      request: {
        method: 'POST',
        url: target,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      },
    });
    for (const path of pathsOf(body)) {
      const here = valueAt(body, path);
      const at = path.map((k: Key) => `.${k}`).join('');
      for (const bad of badValues(here))
        probes.push(send(`${at} = ${JSON.stringify(bad)?.slice(0, 24)}`, edit(body, path, bad)));
      if (typeof here === 'object' && here !== null && !Array.isArray(here))
        probes.push(send(`${at}.extra_field`, edit(body, [...path, 'extra_field'], '\u0000')));
    }
    probes.push(send(' = "text"', 'text'), send(' = []', []), send(' = null', null));
  }
  return probes;
}

async function anonymousCustomer(app: FastifyInstance) {
  const answer = await app.inject({
    method: 'POST',
    url: routePath(callList.find((c) => c.name === 'member.anonymous-customer') as AnyCall),
    headers: { 'content-type': 'application/json' },
    payload: { device_id: 'fuzz-device' },
  });
  expect(answer.statusCode).toBe(200);
  return answer.json() as { customer_id: string; access_token: string };
}

describe('hostile input to every call', () => {
  let gateway: RunningGateway;
  beforeAll(async () => {
    gateway = await startTestGateway();
  }, 60_000);
  afterAll(() => gateway.close());

  it('answers no 5xx, and the gateway keeps serving', async () => {
    const { customer_id, access_token } = await anonymousCustomer(gateway.app);
    const probes = callList.flatMap((call) => probesOf(call, access_token, customer_id));
    expect(probes.length).toBeGreaterThan(1000);
    const failures: string[] = [];
    for (const probe of probes) {
      const answer = await gateway.app.inject(probe.request);
      if (answer.statusCode >= 500)
        failures.push(`${probe.label}: ${answer.statusCode} ${answer.body.slice(0, 160)}`);
      else if (/22021|22P05|54000|22003|violates|syntax error/.test(answer.body))
        failures.push(
          `${probe.label}: ${answer.statusCode} echoes the database: ${answer.body.slice(0, 160)}`,
        );
    }
    expect(failures).toEqual([]);
    const list = await gateway.app.inject({
      method: 'GET',
      url: '/api/v2/restaurants?lat=37.498168&lng=127.02761&items=60',
    });
    expect(list.statusCode).toBe(200);
  }, 240_000);
});
