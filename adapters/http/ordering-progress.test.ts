import { describe, expect, it } from 'vitest';
import { orderBody, orderResult } from '../../contract/samples/checkout.ts';
import type { OrderProgress } from '../../domain/ports/gateway.ts';
import { sentAt, testGateway } from './testing/scripted-gateway.ts';
import { json } from './testing/scripted-transport.ts';

const progress: OrderProgress = {
  order_number: '2611210001',
  status: 'accepted',
  version: 2,
  steps: [
    { status: 'received', at: '2026-11-21T12:00:00+09:00' },
    { status: 'accepted', at: '2026-11-21T12:00:30+09:00' },
  ],
  estimated_minutes: 30,
  estimated_arrival: '2026-11-21T12:30:30+09:00',
  restaurant_phone: '02-555-0101',
  cancellable: false,
  cancellation: null,
};
const progressPath = '/gateway/order/api/v2/orders/2611210001/progress/';
const cancelPath = '/gateway/order/api/v2/orders/2611210001/cancel/';
const infoPath = '/gateway/order/api/v2/orders/2611210001/';
const submitPath = '/gateway/order/cart/submit/food/anon-1/37.498168/127.02761';
const point = { lat: 37.498168, lng: 127.02761 };

describe("an order's progress, cancel and history over HTTP (jumun's extension)", () => {
  it('reads the progress with the session token', async () => {
    const { transport, gateway } = testGateway();
    transport.on('GET', progressPath, json(200, progress));
    expect(await gateway.orderProgress('2611210001')).toEqual({ ok: true, value: progress });
    expect(sentAt(transport).headers.authorization).toBe('Bearer token-1');
  });

  it("sends the customer's reason and answers the 409 refusal with the gateway's Korean message", async () => {
    const { transport, gateway } = testGateway();
    transport.on(
      'POST',
      cancelPath,
      json(409, { error_code: 'ORDER_NOT_CANCELLABLE', error_message: '음식점에서 주문을 접수했습니다.' }),
    );
    const answer = await gateway.cancelOrder({ order_number: '2611210001', reason: '' });
    expect(sentAt(transport).body).toEqual({ reason: '' });
    expect(answer).toMatchObject({
      ok: false,
      failure: { kind: 'rejected', status: 409, message: '음식점에서 주문을 접수했습니다.' },
    });
    expect(transport.to('POST', cancelPath)).toHaveLength(1);
  });

  it('asks for a page of the history', async () => {
    const { transport, gateway } = testGateway();
    const page = { orders: [], pagination: { current_page: 2, total_pages: 1, total_count: 0 } };
    transport.on('GET', '/gateway/order/api/v2/orders/', json(200, page));
    expect(await gateway.orderHistory({ page: 2, page_size: 20 })).toEqual({ ok: true, value: page });
    expect(sentAt(transport).query).toEqual({ page: '2', page_size: '20' });
  });

  it("reads a guest's order with the guest's token after the guest logged in", async () => {
    // given a guest (no refresh token) who placed an order, then logged in as a member
    const { transport, gateway, tokens } = testGateway({ access_token: 'guest-token', refresh_token: null });
    transport.on('POST', submitPath, json(200, { ...orderResult, order_number: '2611210001' }));
    await gateway.submitOrder({ customer_id: 'anon-1', point, idempotency_key: 'k', body: orderBody });
    tokens.store({ access_token: 'member-token', refresh_token: 'member-refresh' });
    transport.on('GET', progressPath, json(200, progress));
    // when the device reads the guest's order
    await gateway.orderProgress('2611210001');
    // then it goes with the token that placed it, and another order with the member's
    expect(sentAt(transport, 1).headers.authorization).toBe('Bearer guest-token');
    transport.on('GET', '/gateway/order/api/v2/orders/2611210002/progress/', json(404, {}));
    await gateway.orderProgress('2611210002');
    expect(sentAt(transport, 2).headers.authorization).toBe('Bearer member-token');
  });

  it("keeps no token for a member's order: the member's session reads it", async () => {
    const { transport, gateway, tokens } = testGateway();
    transport.on('POST', submitPath, json(200, { ...orderResult, order_number: '2611210001' }));
    await gateway.submitOrder({ customer_id: 'anon-1', point, idempotency_key: 'k', body: orderBody });
    tokens.store({ access_token: 'token-2', refresh_token: 'refresh-2' });
    transport.on('GET', infoPath, json(404, {}));
    await gateway.orderInfo('2611210001');
    expect(sentAt(transport, 1).headers.authorization).toBe('Bearer token-2');
  });

  it("forgets a kept token the gateway no longer takes, and asks again with the session's", async () => {
    const { transport, gateway, tokens } = testGateway({ access_token: 'guest-token', refresh_token: null });
    transport.on('POST', submitPath, json(200, { ...orderResult, order_number: '2611210001' }));
    await gateway.submitOrder({ customer_id: 'anon-1', point, idempotency_key: 'k', body: orderBody });
    tokens.store({ access_token: 'guest-2', refresh_token: null });
    transport.on('GET', progressPath, (request) =>
      request.headers.authorization === 'Bearer guest-token'
        ? json(401, { message: 'expired or malformed token' })
        : json(404, { error_message: '주문 정보가 없습니다.' }),
    );
    const answer = await gateway.orderProgress('2611210001');
    expect(answer).toMatchObject({ ok: false, failure: { status: 404 } });
    await gateway.orderProgress('2611210001');
    expect(transport.to('GET', progressPath).map((r) => r.headers.authorization)).toEqual([
      'Bearer guest-token',
      'Bearer guest-2',
      'Bearer guest-2',
    ]);
  });
});
