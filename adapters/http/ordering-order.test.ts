import { describe, expect, it } from 'vitest';
import { orderBody, orderResult } from '../../contract/samples/checkout.ts';
import { sampleOf } from '../../contract/testing/codec-helpers.ts';
import { sentAt, testGateway } from './testing/scripted-gateway.ts';
import { json } from './testing/scripted-transport.ts';

const point = { lat: 37.498168, lng: 127.02761 };
const orderPath = '/gateway/order/cart/submit/food/900001/37.498168/127.02761';

describe('order submit (spec 000 §3 "Order result", §8 "Cart submit errors")', () => {
  it('sends the body once with the idempotency-key header and answers the placed result', async () => {
    const { transport, gateway } = testGateway();
    transport.on('POST', orderPath, json(200, orderResult));
    const result = await gateway.submitOrder({
      customer_id: '900001',
      point,
      idempotency_key: 'uuid.sig',
      body: orderBody,
    });
    expect(sentAt(transport).headers['idempotency-key']).toBe('uuid.sig');
    expect(sentAt(transport).body).toEqual(JSON.parse(JSON.stringify(orderBody)));
    expect(result).toMatchObject({
      ok: true,
      value: { kind: 'placed', result: { order_number: '20261120-000123', clientId: 'np_client_1' } },
    });
  });

  it('answers a 4xx with [type, message] entries as a refusal, stock info included', async () => {
    const { transport, gateway } = testGateway();
    const stock = [{ vendor_product_id: 5000101, name: '후라이드치킨', stock_amount: 0, quantity: 2 }];
    transport.on(
      'POST',
      orderPath,
      json(400, {
        errors: [
          ['error_stock', '재고가 부족합니다.'],
          ['coupon', '쿠폰 오류'],
        ],
        stock_info: stock,
      }),
    );
    expect(
      await gateway.submitOrder({ customer_id: '900001', point, idempotency_key: 'k', body: orderBody }),
    ).toEqual({
      ok: true,
      value: {
        kind: 'refused',
        errors: [
          ['error_stock', '재고가 부족합니다.'],
          ['coupon', '쿠폰 오류'],
        ],
        stock_info: stock,
      },
    });
  });

  it('keeps other refusals as failures', async () => {
    const { transport, gateway } = testGateway();
    transport.on('POST', orderPath, json(403, { error_code: 403, error_message: '차단된 사용자' }));
    expect(
      await gateway.submitOrder({ customer_id: '900001', point, idempotency_key: 'k', body: orderBody }),
    ).toMatchObject({
      ok: false,
      failure: { kind: 'rejected', status: 403, message: '차단된 사용자' },
    });
  });
});

describe('order info and the exit poll (spec 000 §7 "Order info", "Exit poll")', () => {
  it('maps order info to the port shape', async () => {
    const { transport, gateway } = testGateway();
    transport.on(
      'GET',
      '/gateway/order/api/v2/orders/20261120-000123/',
      json(200, sampleOf('order.info').response),
    );
    const result = await gateway.orderInfo('20261120-000123');
    expect(result.ok && Object.keys(result.value).sort()).toEqual([
      'address',
      'delivery_fee',
      'discounts',
      'items',
      'items_total',
      'min_order_amount',
      'order_number',
      'payment_amount',
      'payment_method',
      'restaurant_id',
      'restaurant_name',
      'status',
      'total_order_amount',
      'user_comment',
    ]);
  });

  it('sends the poll answer and treats success false as a refusal', async () => {
    const { transport, gateway } = testGateway();
    transport.on(
      'GET',
      '/api/v1/poll_submit/',
      json(200, { success: true }),
      json(200, { success: false, message: '이미 응답했습니다.' }),
    );
    const req = { order_number: '1', number: 9, text: '빨라요', uniq_key: 'u-1' };
    expect(await gateway.pollSubmit(req)).toEqual({ ok: true, value: null });
    expect(sentAt(transport).query).toEqual({
      order_number: '1',
      number: '9',
      text: '빨라요',
      uniq_key: 'u-1',
    });
    expect(await gateway.pollSubmit(req)).toMatchObject({
      ok: false,
      failure: { kind: 'rejected', message: '이미 응답했습니다.' },
    });
  });
});
