// Replay mode with a gateway named: a miss goes to the live fallback (a recorder) and becomes a new
// episode, numbered tokens after the cassette's own; a cassette's own `volatile` list is kept.
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { decodeCassette, formatCassette, parseCassette } from './cassette.ts';
import { recordingTransport } from './recording-transport.ts';
import { lastTokenNumber } from './redact-cassette.ts';
import { replayTransport } from './replay-transport.ts';
import {
  bodyOf,
  cassetteOf,
  interaction,
  json,
  ORIGIN,
  request,
  scripted,
} from './testing/http-exchanges.ts';
import { parseVolatilePaths } from './volatile-paths.ts';

const rating = interaction('review.rating', 'GET', '/review/restaurant/1001/avgrating/', null, {
  review_avg: 4.6,
  review_count: 14,
});

const liveServer = () =>
  scripted((req) =>
    req.url.includes('/login')
      ? json(200, { access_token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl', customer_id: 900001 })
      : json(200, { id: 1002, name: '새 가게' }),
  );

describe('replay with a live fallback', () => {
  it('answers a recorded request from the cassette and a miss from the fallback, listing it', async () => {
    const live = liveServer();
    const recorder = recordingTransport(live, { origins: [ORIGIN], tokensAfter: 3 });
    const replay = replayTransport(cassetteOf(rating), { origins: [ORIGIN], fallback: recorder });
    expect(bodyOf(await replay.send(request('GET', '/review/restaurant/1001/avgrating/')))).toEqual({
      review_avg: 4.6,
      review_count: 14,
    });
    expect(live.sent).toHaveLength(0);
    expect(bodyOf(await replay.send(request('GET', '/api/v2/restaurants/1002')))).toMatchObject({ id: 1002 });
    await replay.send(request('POST', '/login', { email: 'a@b.kr', password: 'secret' }));
    expect(live.sent).toHaveLength(2);
    expect(replay.unmatched()).toEqual([]);
    expect(replay.wentLive().map((e) => `${e.method} ${e.path}`)).toEqual([
      'GET /api/v2/restaurants/1002',
      'POST /login',
    ]);
    // the episodes as the cassette will keep them: redacted, the token numbered after the cassette's 3
    const episodes = recorder.cassette().interactions;
    expect(JSON.stringify(episodes)).toContain('<redacted:token-4>');
    expect(JSON.stringify(episodes)).not.toContain('secret');
  });

  it('without a fallback a miss still fails as a transport failure', async () => {
    const replay = replayTransport(cassetteOf(rating), { origins: [ORIGIN] });
    const result = await replay.send(request('GET', '/api/v2/restaurants/1002'));
    expect(result.ok).toBe(false);
    expect(replay.unmatched()).toHaveLength(1);
    expect(replay.wentLive()).toEqual([]);
  });
});

describe("a cassette's volatile list", () => {
  const order = (memo: string) =>
    interaction(
      'order.submit',
      'POST',
      '/order/cart/submit/food/900001/37.498168/127.02761',
      { memo, total: 22000 },
      {
        order_number: '20261121-000001',
      },
    );

  it('is written after the envelope, read back, and matches the field whatever it holds', async () => {
    const cassette = { ...cassetteOf(order('run 1')), volatile: ['body.memo'] };
    const text = formatCassette(cassette);
    expect(Object.keys(JSON.parse(text) as object)).toEqual([
      'version',
      'recorded_at',
      'volatile',
      'interactions',
    ]);
    const read = parseCassette(text);
    if (E.isLeft(read)) throw new Error(read.left.message);
    const replay = replayTransport(read.right, { origins: [ORIGIN] });
    const sent = request('POST', '/order/cart/submit/food/900001/37.498168/127.02761', {
      memo: 'run 2',
      total: 22000,
    });
    expect((await replay.send(sent)).ok).toBe(true);
    // without the list the same request misses
    const strict = replayTransport(cassetteOf(order('run 1')), { origins: [ORIGIN] });
    expect((await strict.send(sent)).ok).toBe(false);
    // and a run's --volatile does the same for a cassette without one
    const named = parseVolatilePaths(['body.memo']);
    if (E.isLeft(named)) throw new Error(named.left);
    const flagged = replayTransport(cassetteOf(order('run 1')), { origins: [ORIGIN], volatile: named.right });
    expect((await flagged.send(sent)).ok).toBe(true);
  });

  it('refuses a path that is not one, at its JSON path', () => {
    const bad = decodeCassette({ ...JSON.parse(formatCassette(cassetteOf(rating))), volatile: ['memo'] });
    expect(E.isLeft(bad) && bad.left.path).toBe('$.volatile[0]');
    expect(E.isLeft(bad) && bad.left.message).toMatch(/start with body\./);
  });

  it('counts the tokens a cassette already numbers', () => {
    expect(lastTokenNumber('{"a":"<redacted:token-2>","b":"Bearer <redacted:token-11>"}')).toBe(11);
    expect(lastTokenNumber('{}')).toBe(0);
  });
});
