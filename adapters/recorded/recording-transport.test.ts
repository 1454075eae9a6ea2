import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { readCassetteFile } from './cassette-file.ts';
import { recordingTransport } from './recording-transport.ts';
import { replayTransport } from './replay-transport.ts';
import { json, ORIGIN, request, responseOf, scripted } from './testing/http-exchanges.ts';

const cart = { products: [], lat: 37.498168, lng: 127.02761, payment_type: 'offline' };
const cartPath = '/cart/v3/food/customers/900001/restaurants/1001/vd/';

/** A fake server: a rating, a cart answer, a text page; anything else times out. */
const server = () =>
  scripted((req) => {
    if (req.url.endsWith('/avgrating/')) return json(200, { review_avg: 4.6, review_count: 14 });
    if (req.url.includes('/cart/')) return json(200, { customer_cart: null, meta: { errors: [] } });
    if (req.url.includes('/templates/'))
      return { status: 200, headers: { 'content-type': 'text/html' }, body: '<p>약관</p>' };
    return { ok: false, failure: { kind: 'timeout' } };
  });

const requests = [
  request('GET', '/review/restaurant/1001/avgrating/'),
  request('POST', cartPath, cart),
  request('GET', '/templates/terms'),
];

describe('record, save, load, replay', () => {
  it('replays every answer as recorded, with no network', async () => {
    const live = server();
    const recorder = recordingTransport(live, {
      origins: [ORIGIN],
      now: () => new Date('2026-11-21T03:00:00Z'),
    });
    const recorded = await Promise.all(requests.map((r) => recorder.send(r)));
    const file = join(mkdtempSync(join(tmpdir(), 'jumun-cassette-')), 'nested', 'run.json');
    expect(recorder.save(file)).toEqual(E.right(undefined));

    const loaded = readCassetteFile(file);
    if (E.isLeft(loaded)) throw new Error(loaded.left.message);
    const replay = replayTransport(loaded.right, { origins: [ORIGIN] });
    for (const [i, r] of requests.entries()) {
      const answer = responseOf(await replay.send(r));
      const original = responseOf(recorded[i] ?? { ok: false, failure: { kind: 'timeout' } });
      expect(answer.status).toBe(original.status);
      expect(answer.headers['content-type']).toBe(original.headers['content-type']);
      expect(JSON.stringify(answer.body)).toBe(JSON.stringify(original.body));
    }
    expect(replay.remaining()).toEqual([]);
    expect(replay.unmatched()).toEqual([]);
    expect(live.sent).toHaveLength(3);
  });

  it('stores the path without the origin, the call name, parsed bodies and only relevant headers', async () => {
    const recorder = recordingTransport(server(), {
      origins: [ORIGIN],
      now: () => new Date('2026-11-21T03:00:00Z'),
    });
    for (const r of requests) await recorder.send(r);
    const cassette = recorder.cassette();
    expect(cassette).toMatchObject({
      version: 1,
      recorded_at: '2026-11-21T03:00:00.000Z',
      profile_origin: ORIGIN,
    });
    expect(cassette.interactions[1]).toEqual({
      call: 'cart.submit',
      request: { method: 'POST', path: cartPath, body: cart },
      response: {
        status: 200,
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: { customer_cart: null, meta: { errors: [] } },
      },
    });
    expect(cassette.interactions[2]?.response.body).toBe('<p>약관</p>');
  });

  it('keeps a JSON-typed body that is not JSON as raw text, and replays it byte for byte', async () => {
    const broken = scripted(() => ({
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: '{"a":',
    }));
    const recorder = recordingTransport(broken);
    await recorder.send(request('GET', '/api/v1/notices/'));
    expect(recorder.cassette().interactions[0]?.response).toMatchObject({ body: '{"a":', raw_text: true });
    const replayed = await replayTransport(recorder.cassette()).send(request('GET', '/api/v1/notices/'));
    expect(responseOf(replayed).body).toBe('{"a":');
  });

  it('records in the order the requests were sent, whatever order the answers arrive in', async () => {
    const slowFirst = {
      send: async (r: { url: string }) => {
        if (r.url.includes('/1/')) await new Promise((resolve) => setTimeout(resolve, 20));
        return { ok: true as const, response: json(200, { url: r.url }) };
      },
    };
    const recorder = recordingTransport(slowFirst, { origins: [ORIGIN] });
    await Promise.all([recorder.send(request('GET', '/a/1/')), recorder.send(request('GET', '/a/2/'))]);
    expect(recorder.cassette().interactions.map((i) => i.request.path)).toEqual(['/a/1/', '/a/2/']);
  });

  it('passes transport failures through without recording them', async () => {
    const recorder = recordingTransport(server(), { origins: [ORIGIN] });
    const result = await recorder.send(request('GET', '/api/v1/faq/'));
    expect(result).toEqual({ ok: false, failure: { kind: 'timeout' } });
    expect(recorder.cassette().interactions).toEqual([]);
    expect(recorder.skipped()).toEqual([
      { method: 'GET', path: '/api/v1/faq/', failure: { kind: 'timeout' } },
    ]);
  });

  it('reports a file it cannot write as a value', () => {
    const recorder = recordingTransport(server());
    const blocker = join(mkdtempSync(join(tmpdir(), 'jumun-cassette-')), 'file');
    expect(recorder.save(blocker)).toEqual(E.right(undefined));
    expect(readFileSync(blocker, 'utf8')).toContain('"interactions": []');
    const result = recorder.save(join(blocker, 'inside.json'));
    expect(E.isLeft(result) && result.left.message).toMatch(/^cannot write: /);
  });
});
