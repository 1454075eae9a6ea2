// The gateway's real answers hold to the OpenAPI document it serves: every sample request of
// contract/samples is sent to a test gateway, as the seed's member minji (the samples' customer
// 900001), and each answer, whatever its status, is validated against the document's response for
// that operation and status. A tool pointed at /openapi.json (Schemathesis's response checks, a
// Postman contract test) then meets what the document says.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyCall, fillPattern } from '../../contract/call-def.ts';
import { type CallName, callList } from '../../contract/calls.ts';
import { samples } from '../../contract/samples/index.ts';
import packageJson from '../../package.json' with { type: 'json' };
import { hostPrefixes } from '../http/hosts.ts';
import type { RunningGateway } from '../start.ts';
import { startTestGateway } from '../testing/test-gateway.ts';
import { bearerUse } from './bearer-use.ts';
import { openApiDocument } from './document.ts';
import { OPENAPI_PATH } from './openapi-route.ts';
import type { OpenApiDocument } from './openapi-types.ts';
import type { AnySample } from './responses.ts';
import { revalidatedCalls } from './revalidation.ts';
import { type Answer, type AnswerCheck, answerCheck } from './testing/answer-check.ts';

let gateway: RunningGateway;
let document: OpenApiDocument;
let check: AnswerCheck;
let token: string;

beforeAll(async () => {
  gateway = await startTestGateway();
}, 60_000);
afterAll(() => gateway.close());

const sampleOf = (call: AnyCall) => samples[call.name as CallName] as AnySample | undefined;

async function send(
  call: AnyCall,
  sample: AnySample,
  bearer: string | null,
  extra: Readonly<Record<string, string>> = {},
): Promise<Answer & { readonly etag: string | null }> {
  const path = fillPattern(
    `${hostPrefixes[call.host]}${call.pattern}`,
    sample.params as Record<string, unknown>,
  );
  const query = new URLSearchParams((sample.query ?? {}) as Record<string, string>).toString();
  const response = await fetch(`${gateway.url}${path}${query === '' ? '' : `?${query}`}`, {
    method: call.method,
    headers: {
      ...(bearer === null ? {} : { authorization: `Bearer ${bearer}` }),
      ...(call.method === 'POST' ? { 'content-type': 'application/json' } : {}),
      ...extra,
    },
    ...(call.method === 'POST' ? { body: JSON.stringify(sample.body ?? {}) } : {}),
  });
  const mediaType = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
  const text = await response.text();
  return {
    status: response.status,
    mediaType,
    body: mediaType === 'application/json' ? JSON.parse(text) : text,
    etag: response.headers.get('etag'),
  };
}

// The session first; what ends it (withdraw, logout) last.
const ENDS_THE_SESSION: readonly string[] = ['member.withdraw', 'member.logout'];
const ordered = [
  ...callList.filter((c) => c.name === 'member.login-email'),
  ...callList.filter((c) => c.name !== 'member.login-email' && !ENDS_THE_SESSION.includes(c.name)),
  ...callList.filter((c) => ENDS_THE_SESSION.includes(c.name)),
];
const statuses = new Map<string, number>();

describe(`GET ${OPENAPI_PATH}`, () => {
  it('is the document of the contract, as JSON, the same bytes each time', async () => {
    const first = await fetch(`${gateway.url}${OPENAPI_PATH}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const text = await first.text();
    expect(JSON.parse(text)).toEqual(openApiDocument({ version: packageJson.version }));
    expect(await (await fetch(`${gateway.url}${OPENAPI_PATH}`)).text()).toBe(text);
    document = JSON.parse(text) as OpenApiDocument;
    check = answerCheck(document);
  });
});

describe("every sample request's real answer", () => {
  it.each(ordered.map((call) => [call.name, call] as const))('%s holds to the document', async (_, call) => {
    const sample = sampleOf(call);
    if (sample === undefined) throw new Error(`${call.name} has no sample in contract/samples`);
    const answer = await send(call, sample, call.name === 'member.login-email' ? null : token);
    statuses.set(call.name, answer.status);
    if (call.name === 'member.login-email') {
      expect(answer.status).toBe(200);
      token = (answer.body as { access_token: string }).access_token;
    }
    expect(check(call.name, answer)).toEqual([]);
  });

  it('were answered 2xx for most calls, so the answers, not only the refusals, were checked', () => {
    const ok = [...statuses.values()].filter((status) => status >= 200 && status < 300).length;
    expect(statuses.size).toBe(callList.length);
    expect(ok).toBeGreaterThan(callList.length / 2);
  });
});

describe("the catalogue's answers for a restaurant of the seed (the samples' restaurant is not in it)", () => {
  const SEEDED = '1001';
  const reads: readonly CallName[] = [
    'restaurant.detail',
    'restaurant.menu',
    'restaurant.info',
    'review.list',
    'review.rating',
  ];
  it.each(reads)('%s answers 200 and holds to the document', async (name) => {
    const call = callList.find((c) => c.name === name);
    const sample = call === undefined ? undefined : sampleOf(call);
    if (call === undefined || sample === undefined) throw new Error(`${name} has no sample`);
    const answer = await send(call, { ...sample, params: { restaurant_id: SEEDED } }, null);
    expect(answer.status).toBe(200);
    expect(check(name, answer)).toEqual([]);
  });

  it("restaurant.list's sample (a category the seed has) answers 200 and holds to the document", async () => {
    const call = callList.find((c) => c.name === 'restaurant.list');
    const sample = call === undefined ? undefined : sampleOf(call);
    if (call === undefined || sample === undefined) throw new Error('restaurant.list has no sample');
    const answer = await send(call, sample, null);
    expect(answer.status).toBe(200);
    expect((answer.body as { restaurants: unknown[] }).restaurants.length).toBeGreaterThan(0);
    expect(check('restaurant.list', answer)).toEqual([]);
  });
});

describe('the reads the document says revalidate (an ETag, then a 304)', () => {
  const SEEDED = { restaurant_id: '1001' };
  const reads = callList.filter((call) => call.method === 'GET');
  it.each(reads.map((call) => [call.name, call] as const))('%s', async (name, call) => {
    const sample = sampleOf(call);
    if (sample === undefined) throw new Error(`${name} has no sample`);
    const seeded = name.startsWith('restaurant.') ? { ...sample, params: SEEDED } : sample;
    const first = await send(call, seeded, token);
    if (!revalidatedCalls.has(name as CallName)) {
      expect(first.etag, `${name} sends an ETag the document does not give it`).toBeNull();
      return;
    }
    expect(first.status).toBe(200);
    expect(first.etag).toMatch(/^"[^"]+"$/);
    const again = await send(call, seeded, token, { 'if-none-match': first.etag ?? '' });
    expect(again.status).toBe(304);
    expect(again.etag).toBe(first.etag);
    expect(check(name, again)).toEqual([]);
  });
});

describe('the calls the document marks as needing the bearer token', () => {
  const required = callList.filter((call) => bearerUse[call.name as CallName] === 'required');
  it.each(required.map((call) => [call.name, call] as const))(
    '%s answers 401 without one',
    async (_, call) => {
      const sample = sampleOf(call);
      if (sample === undefined) throw new Error(`${call.name} has no sample in contract/samples`);
      const answer = await send(call, sample, null);
      expect(answer.status).toBe(401);
      expect(check(call.name, answer)).toEqual([]);
    },
  );
});
