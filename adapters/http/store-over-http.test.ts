// End to end: the domain store and its handlers place a cash order over httpGateway, with a
// transport that answers the wire samples. Proves the wiring from command to bytes and back.

import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { calls } from '../../contract/calls.ts';
import { decodeBody, formatWireError } from '../../contract/decode.ts';
import { orderResult } from '../../contract/samples/checkout.ts';
import { sampleOf } from '../../contract/testing/codec-helpers.ts';
import type { Command } from '../../domain/commands/commands.ts';
import { handlers } from '../../domain/intents/index.ts';
import type { Ports } from '../../domain/ports/gateway.ts';
import { manualClock, sequentialIds } from '../../domain/ports/in-memory/clock.ts';
import { reactions } from '../../domain/reactions/index.ts';
import { createStore } from '../../domain/store/store.ts';
import { httpPaymentProvider } from './payment-provider.ts';
import { httpProviderLogout } from './provider-logout.ts';
import { testGateway } from './testing/scripted-gateway.ts';
import { json } from './testing/scripted-transport.ts';
import type { HttpRequest } from './transport.ts';

const cartPath = '/gateway/cart/v3/food/customers/anon-7f3a/restaurants/1000101/vd/';
const orderPath = '/gateway/order/cart/submit/food/anon-7f3a/37.4995/127.0366';

const toCheckout: readonly Command[] = [
  { type: 'SetLocation', address: '테헤란로 152' },
  { type: 'OpenRestaurant', restaurantId: 1000101 },
  { type: 'AddItem', menu: '후라이드치킨', options: { '맛 선택': ['양념'] }, amount: 2 },
  // The sample's additional discount is for members: a guest goes on without it.
  { type: 'GoToCheckout', confirmed: true },
  { type: 'SetAddressDetail', detail: '101호' },
  { type: 'SetPhone', phone: '010-1234-5678' },
  { type: 'RequestSmsCode' },
  { type: 'VerifySmsCode', code: '1234' },
  { type: 'ChoosePayment', payment: 'cash' },
];

/** A cash result: the sample without the wallet fields. */
const cashResult = {
  order_number: orderResult.order_number,
  payment_url: null,
  payment_amount: 41000,
  payment_method: 'cash',
  discounts: { coupon: 0 },
  restaurant: orderResult.restaurant,
  total_order_amount: 41000,
};

/** The order body must satisfy the wire contract, as the reference gateway would check it. */
function answerOrder(request: HttpRequest) {
  const body = decodeBody(calls['order.submit'], JSON.parse(request.body ?? 'null'));
  return E.isRight(body)
    ? json(200, cashResult)
    : json(400, { error_code: 400, error_message: formatWireError(body.left) });
}

function wiredStore() {
  const { transport, gateway, tokens } = testGateway(null);
  transport
    .on('GET', '/gateway/adiyo/geocode', json(200, sampleOf('geo.geocode').response))
    .on(
      'GET',
      '/api/v1/geo-restaurants-available/',
      json(200, sampleOf('geo.restaurants-available').response),
    )
    .on('GET', '/api/v2/restaurants/1000101', json(200, sampleOf('restaurant.detail').response))
    .on('GET', '/api/v1/restaurants/1000101/menu/', json(200, sampleOf('restaurant.menu').response))
    .on('POST', '/v1/customers', json(200, sampleOf('member.anonymous-customer').response))
    .on('POST', cartPath, json(200, sampleOf('cart.submit').response))
    // Switching to cash refreshes the same cart for offline payment.
    .on('POST', `${cartPath}refresh/`, json(200, sampleOf('cart.submit').response))
    .on('GET', '/vericode/isveriphone/01012345678/', json(200, 0))
    .on('POST', '/member/v2/send-phone-certification-code', json(200, sampleOf('sms.send').response))
    .on('POST', '/vericode/checkvericode/01012345678/', json(200, { result: true, message: '' }))
    .on('POST', orderPath, answerOrder)
    .on('GET', '/gateway/order/api/v2/orders/20261120-000123/', json(200, sampleOf('order.info').response));
  const ports: Ports = {
    gateway,
    // Inside the sample restaurant's discount window.
    clock: manualClock('2026-11-21T12:00:00+09:00'),
    ids: sequentialIds(),
    blocklist: { isBlocked: () => Promise.resolve(false) },
    device: { cookiesEnabled: () => true, isMobile: () => true },
    socialProvider: httpProviderLogout(transport, 'https://www.jumun.test'),
    paymentProvider: httpPaymentProvider(transport, 'https://www.jumun.test'),
  };
  return { store: createStore({ ports, handlers, reactions }), transport, tokens };
}

describe('the store over httpGateway', () => {
  it('places a cash order from the location to the thank-you page', async () => {
    const { store, transport, tokens } = wiredStore();
    const commands: readonly Command[] = [
      ...toCheckout,
      { type: 'SubmitOrder' },
      { type: 'LoadOrder', orderNumber: '20261120-000123' },
    ];
    const outcomes = [];
    for (const command of commands) outcomes.push(await store.dispatch(command));

    expect(
      outcomes.map((o) => `${o.kind}${o.kind === 'accepted' ? '' : ` ${JSON.stringify(o.rejection)}`}`),
    ).toEqual(commands.map(() => 'accepted'));
    const { checkout, session, cart } = store.projections();
    expect(session.location?.zipcode).toBe('06236');
    expect(checkout.orderNumber).toBe('20261120-000123');
    expect(outcomes[9]?.kind === 'accepted' && outcomes[9].navigate).toContain('/checkout/thankyou!!/');
    expect(cart.items).toEqual([]);

    const [order] = transport.to('POST', orderPath);
    expect(order?.headers['idempotency-key']).toBe('c5a1e0f2-7d4b-4c61-9a0e-3f2b1d6c8e90.sig-3f2b1d6c');
    expect(order?.headers.authorization).toBe('Bearer anon-token');
    expect(JSON.parse(order?.body ?? '{}')).toMatchObject({
      cart_uuid: 'c5a1e0f2-7d4b-4c61-9a0e-3f2b1d6c8e90',
      customer: { id: 'anon-7f3a', phone: '01012345678' },
      delivery_info: { email: null, street_number: '101호' },
      agreements: { third_party_provision: true, efinance: false },
      payment: { service: 'cash', user_benefits: { coupons: [] } },
      serving_type: 'vd',
    });
    const [submit] = transport.to('POST', cartPath);
    expect(JSON.parse(submit?.body ?? '{}')).toMatchObject({
      products: [
        {
          vendor_product_id: 5000101,
          vendor_category_id: 'chicken',
          quantity: 2,
          option_sections: [{ section_id: 7001, option_ids: [7102] }],
        },
      ],
    });
    expect(tokens.accessToken()).toBe('anon-token');
  });

  it('shows the refused order\'s first entry by the spec\'s type order (spec 000 §8 "Cart submit errors")', async () => {
    const { store, transport } = wiredStore();
    transport.on(
      'POST',
      orderPath,
      json(400, {
        errors: [
          ['coupon', '쿠폰을 사용할 수 없습니다.'],
          ['zip_code', '배달 지역이 아닙니다.'],
        ],
      }),
    );
    for (const command of toCheckout) expect((await store.dispatch(command)).kind).toBe('accepted');
    expect(await store.dispatch({ type: 'SubmitOrder' })).toMatchObject({
      kind: 'rejected',
      rejection: {
        code: 'ORDER_NOT_PROCESSED',
        message: '배달 지역이 아닙니다.',
        details: { type: 'zip_code' },
      },
    });
    expect(store.projections().checkout.orderNumber).toBeNull();
  });
});
