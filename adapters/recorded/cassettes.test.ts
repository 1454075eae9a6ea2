// Every cassette under fixtures/cassettes/ against the wire contract: a stale cassette (a renamed
// field, a changed path) fails here, not in a QA run.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { type CallName, calls } from '../../contract/calls.ts';
import {
  decodeBody,
  decodeFailure,
  decodeParams,
  decodeQuery,
  decodeResponse,
  formatWireError,
} from '../../contract/decode.ts';
import { matchCall } from './call-name.ts';
import { type Cassette, formatCassette, formatCassetteError, type Interaction } from './cassette.ts';
import { readCassetteFile } from './cassette-file.ts';
import type { Json } from './json.ts';
import { replayTransport } from './replay-transport.ts';
import { standIns, standInText } from './stand-ins.ts';
import { ORIGIN, request } from './testing/http-exchanges.ts';
import { splitPath } from './url-path.ts';

const dir = new URL('../../fixtures/cassettes/', import.meta.url).pathname;
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));

function load(file: string): Cassette {
  const result = readCassetteFile(join(dir, file));
  if (E.isLeft(result)) throw new Error(formatCassetteError(result.left));
  return result.right;
}

/**
 * The wire-codec problems of one interaction, as `call: $.path: message` lines. What the cassette
 * redacted is checked as replay serves it: with its stand-ins (a masked phone is no phone number).
 */
function problems(interaction: Interaction): string[] {
  const req = {
    ...interaction.request,
    path: standInText(interaction.request.path),
    body: standIns(interaction.request.body),
  };
  const res = { ...interaction.response, body: standIns(interaction.response.body) };
  const match = matchCall(req.method, req.path);
  // The sandbox providers (the SMS outbox QA reads, the payment pages scripts answer) and the
  // mobile-card provider's next-step route (spec 000 §2, where its popup posts) are outside the
  // contract, by design.
  const provider = req.path.startsWith('/sandbox/') || req.path.startsWith('/smilepay/next/');
  if (match === null && interaction.call === null && provider) return [];
  if (match === null || match.name !== interaction.call)
    return [`call: ${interaction.call} but the path is ${match?.name ?? 'outside the contract'}`];
  const call = calls[match.name as CallName];
  if (call.method === 'GET' && req.body !== null) return [`${call.name}: a GET with a body`];
  const query = Object.fromEntries(splitPath(req.path).query);
  const data = (res.status >= 200 && res.status < 300) || call.dataStatuses.includes(res.status);
  const checks = [
    decodeParams(call, match.params),
    call.method === 'GET' ? decodeQuery(call, query) : decodeBody(call, req.body),
    call.responseType === 'text'
      ? E.right(null)
      : data
        ? decodeResponse(call, res.body)
        : decodeFailure(call, res.body),
  ];
  return checks.flatMap((c) => (E.isLeft(c) ? [formatWireError(c.left)] : []));
}

describe('the cassette check', () => {
  it('catches a stale interaction: a renamed field, a wrong path, a bad answer', () => {
    const order = load('cash-order.json').interactions.find((i) => i.call === 'order.submit');
    if (order === undefined) throw new Error('no order.submit in cash-order.json');
    const body = order.request.body as Readonly<Record<string, Json>>;
    const { cart_uuid, ...renamed } = body;
    const stale: Interaction = {
      ...order,
      request: { ...order.request, body: { ...renamed, cartUuid: cart_uuid ?? null } },
    };
    expect(problems(stale)).toEqual(['order.submit: $.cart_uuid: missing, expected NonEmptyText(64)']);
    expect(
      problems({ ...order, request: { ...order.request, path: '/order/cart/submit/food/900001' } }),
    ).toEqual(['call: order.submit but the path is outside the contract']);
    const answer = { ...order.response, body: { order_number: 1 } };
    expect(problems({ ...order, response: answer })[0]).toMatch(/^order\.submit: \$\.order_number: /);
  });
});

describe.each(files)('fixtures/cassettes/%s', (file) => {
  it('decodes every request and response with its call codecs', () => {
    const cassette = load(file);
    expect(cassette.interactions.length).toBeGreaterThan(0);
    expect(cassette.interactions.flatMap((i, n) => problems(i).map((p) => `#${n} ${p}`))).toEqual([]);
  });

  it('is written in the canonical format (so a re-recording diffs cleanly)', () => {
    expect(formatCassette(load(file))).toBe(readFileSync(join(dir, file), 'utf8'));
  });

  it('replays its own requests completely, with fresh volatile values', async () => {
    const cassette = load(file);
    const replay = replayTransport(cassette);
    for (const { request: r } of cassette.interactions) {
      const fresh = refresh(r.body);
      await replay.send(request(r.method, r.path, r.body === null ? undefined : fresh));
    }
    expect(replay.unmatched().map((u) => u.detail)).toEqual([]);
    expect(replay.remaining()).toEqual([]);
  });
});

describe('a hand-written cassette under the default profile', () => {
  it('matches requests sent to the host prefixes once the host bases are given as origins', async () => {
    const cassette = load('cash-order.json');
    const hosts = ['gateway', 'member', 'front', 'auth', 'payment'];
    const replay = replayTransport(cassette, { origins: [ORIGIN, ...hosts.map((h) => `${ORIGIN}/${h}`)] });
    for (const { call, request: r } of cassette.interactions) {
      const host = call === null ? 'api' : calls[call].host;
      const prefix = host === 'api' ? '' : `/${host}`;
      const sent = request(r.method, `${prefix}${r.path}`, r.body === null ? undefined : r.body);
      expect((await replay.send(sent)).ok, r.path).toBe(true);
    }
    expect(replay.remaining()).toEqual([]);
  });
});

/** What another run would send: a new phone uuid and SMS code. */
function refresh(body: unknown): unknown {
  const text = JSON.stringify(body)
    .replace(/"phone_uuid":"[^"]*"/g, '"phone_uuid":"0f9e8d7c-6b5a-4c3d-8e1f-a2b3c4d5e6f7"')
    .replace(/^\{"code":"(\d{4}|<redacted:sms-code>)"\}$/, '{"code":"1357"}');
  return JSON.parse(text);
}
