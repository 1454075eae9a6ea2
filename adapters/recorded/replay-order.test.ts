import { describe, expect, it } from 'vitest';
import { replayTransport } from './replay-transport.ts';
import { bodyOf, cassetteOf, failureOf, interaction, request } from './testing/http-exchanges.ts';

describe('repeated identical requests', () => {
  const stock = (n: number) =>
    interaction('stock.check', 'POST', '/api/v1/restaurants/1001/cart/check_stock_amount/', { n: 1 }, { n });
  const send = (replay: ReturnType<typeof replayTransport>) =>
    replay.send(request('POST', '/api/v1/restaurants/1001/cart/check_stock_amount/', { n: 1 }));

  it('get the recorded answers in turn, then miss', async () => {
    const replay = replayTransport(cassetteOf(stock(1), stock(2)));
    expect(bodyOf(await send(replay))).toEqual({ n: 1 });
    expect(bodyOf(await send(replay))).toEqual({ n: 2 });
    const third = failureOf(await send(replay));
    expect(third.kind === 'network' && third.detail).toContain(
      'identical after normalisation: every such interaction was used',
    );
  });

  it('repeat the last answer when asked to', async () => {
    const replay = replayTransport(cassetteOf(stock(1), stock(2)), { repeatExhausted: true });
    await send(replay);
    await send(replay);
    expect(bodyOf(await send(replay))).toEqual({ n: 2 });
  });

  it('do not have to come in cassette order when they differ', async () => {
    const replay = replayTransport(
      cassetteOf(
        interaction('review.rating', 'GET', '/review/restaurant/1001/avgrating/', null, { a: 1 }),
        interaction('restaurant.info', 'GET', '/api/v1/restaurants/1001/info/', null, { b: 2 }),
      ),
    );
    expect(bodyOf(await replay.send(request('GET', '/api/v1/restaurants/1001/info/')))).toEqual({ b: 2 });
    expect(replay.remaining()).toEqual([
      { index: 0, call: 'review.rating', method: 'GET', path: '/review/restaurant/1001/avgrating/' },
    ]);
  });
});
