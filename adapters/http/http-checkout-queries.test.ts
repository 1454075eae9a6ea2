import { describe, expect, it } from 'vitest';
import { sampleOf } from '../../contract/testing/codec-helpers.ts';
import { sentAt, testGateway } from './testing/scripted-gateway.ts';
import { json } from './testing/scripted-transport.ts';

const point = { lat: 37.498168, lng: 127.02761 };

describe('CheckoutQueries', () => {
  it('asks {payment}/v2/checkout-methods with merchant_type MOBILE_WEB', async () => {
    const { transport, gateway } = testGateway();
    transport.on('GET', '/payment/v2/checkout-methods', json(200, sampleOf('payment.methods').response));
    const result = await gateway.paymentMethods();
    expect(sentAt(transport).query).toEqual({ merchant_type: 'MOBILE_WEB' });
    expect(result.ok && result.value.map((m) => m.checkout_method_type)).toEqual(['CARD', 'NAVERPAY']);
  });

  it('sends the discount-info body with the fixed feature configuration and reads the discounts', async () => {
    const { transport, gateway } = testGateway();
    const path = '/api/v1/checkout-meta/discount-info/1000101/37.498168/127.02761/';
    transport.on('POST', path, json(200, sampleOf('checkout.discount-info').response));
    const result = await gateway.discountInfo({
      restaurant_id: 1000101,
      point,
      customer_id: '900001',
      cart: { uuid: 'c5a1e0f2-7d4b-4c61-9a0e-3f2b1d6c8e90', signature: 'sig-3f2b1d6c' },
      payment_type: 'online',
      user_agent: 'Mozilla/5.0 (iPhone)',
    });
    expect(sentAt(transport).body).toEqual(sampleOf('checkout.discount-info').body);
    expect(result).toEqual({
      ok: true,
      value: {
        additional_discount: -1000,
        can_use_coupon: true,
        online_payment: { additional_discount: -1000, restaurant_discount: -3800 },
      },
    });
  });
});
