import { describe, expect, it } from 'vitest';
import type { Cassette } from './cassette.ts';
import { replayTransport } from './replay-transport.ts';
import { failureOf, request } from './testing/http-exchanges.ts';

const headers = { 'content-type': 'application/json' };
const orderPath = '/order/cart/submit/food/900001/37.498168/127.02761';
const order = (total: number, comment: string) => ({
  cart_uuid: 'c5a1e0f2-7d4b-4c61-9a0e-3f2b1d6c8e90',
  delivery_info: { user_comment: comment, phone: '01012345678' },
  payment: { service: 'cash', total },
});

const cassette: Cassette = {
  version: 1,
  recorded_at: '2026-11-21T12:00:00+09:00',
  interactions: [
    {
      call: 'restaurant.detail',
      request: { method: 'GET', path: '/api/v2/restaurants/1001?serving_type=vd&lat=37.498168', body: null },
      response: { status: 200, headers, body: { id: 1001 } },
    },
    {
      call: 'order.submit',
      request: { method: 'POST', path: orderPath, body: order(22000, '') },
      response: { status: 200, headers, body: { order_number: '20261121-000001' } },
    },
  ],
};

describe('an unmatched request', () => {
  it('fails as a transport failure, never as an HTTP answer', async () => {
    const replay = replayTransport(cassette);
    const result = await replay.send(request('POST', orderPath, order(23000, '문 앞')));
    expect(result.ok).toBe(false);
    expect(failureOf(result).kind).toBe('network');
  });

  it('prints the request and the nearest recorded interaction with the differing JSON paths', async () => {
    const replay = replayTransport(cassette);
    const failure = failureOf(await replay.send(request('POST', orderPath, order(23000, '문 앞'))));
    const detail = failure.kind === 'network' ? failure.detail : '';
    expect(detail).toContain('no recorded interaction matches');
    expect(detail).toContain(`request: POST ${orderPath}  [order.submit]`);
    expect(detail).toContain('"total":23000');
    expect(detail).toContain(`nearest recorded: #1 order.submit: POST ${orderPath}`);
    expect(detail).toContain('$.delivery_info.user_comment: recorded "", got "문 앞"');
    expect(detail).toContain('$.payment.total: recorded 22000, got 23000');
    expect(detail).not.toContain('cart_uuid: recorded');
  });

  it('shows a differing query value and an extra query key by name', async () => {
    const replay = replayTransport(cassette);
    const failure = failureOf(
      await replay.send(request('GET', '/api/v2/restaurants/1001?serving_type=od&lat=37.498168&page=2')),
    );
    const detail = failure.kind === 'network' ? failure.detail : '';
    expect(detail).toContain('nearest recorded: #0 restaurant.detail');
    expect(detail).toContain('query.serving_type: recorded "vd", got "od"');
    expect(detail).toContain('query.page: recorded (absent), got "2"');
  });

  it('prefers an interaction of the same call over a more alike one of another', async () => {
    const replay = replayTransport(cassette);
    const failure = failureOf(
      await replay.send(request('POST', '/order/cart/submit/food/900002/37.5/127.0', { id: 1001 })),
    );
    expect(failure.kind === 'network' && failure.detail).toContain('nearest recorded: #1 order.submit');
  });

  it('is listed by unmatched(), and what was not replayed by remaining()', async () => {
    const replay = replayTransport(cassette);
    await replay.send(request('GET', '/api/v2/restaurants/1001?serving_type=vd&lat=37.498168'));
    await replay.send(request('GET', '/api/v1/faq/'));
    expect(replay.unmatched()).toMatchObject([
      { method: 'GET', path: '/api/v1/faq/', body: null, call: 'content.faq' },
    ]);
    expect(replay.remaining()).toEqual([{ index: 1, call: 'order.submit', method: 'POST', path: orderPath }]);
  });

  it('says so when the cassette is empty', async () => {
    const replay = replayTransport({ ...cassette, interactions: [] });
    const failure = failureOf(await replay.send(request('GET', '/api/v1/faq/')));
    expect(failure.kind === 'network' && failure.detail).toContain('nearest recorded: none');
  });
});
