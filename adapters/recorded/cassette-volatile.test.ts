// A cassette's own `volatile` list: written after the envelope, read back, and honoured by its
// replays as the run's --volatile is.
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { decodeCassette, formatCassette, parseCassette } from './cassette.ts';
import { replayTransport } from './replay-transport.ts';
import { cassetteOf, interaction, ORIGIN, request } from './testing/http-exchanges.ts';
import { parseVolatilePaths } from './volatile-paths.ts';

const rating = interaction('review.rating', 'GET', '/review/restaurant/1001/avgrating/', null, {
  review_avg: 4.6,
  review_count: 14,
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
});
