import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../../contract/calls.ts';
import { decodeResponse } from '../../../contract/decode.ts';
import { rightOf } from '../../../contract/testing/codec-helpers.ts';
import { messages } from '../../../domain/messages.ts';
import {
  acceptedCart,
  type Customer,
  checkCoupon,
  customer,
  friedChicken,
  orderBodyFor,
  placed,
  product,
  submitOrder,
} from '../testing/checkout-steps.ts';
import { type OrderingHarness, START_TIMEOUT_MS, startOrderingHarness } from '../testing/ordering-harness.ts';
import { OrderStatus } from './order-status.ts';

let h: OrderingHarness;
beforeAll(async () => {
  h = await startOrderingHarness();
}, START_TIMEOUT_MS);
afterAll(() => h.close());

const orderInfo = (who: Customer, orderNumber: string) =>
  h.call('order.info', { order_number: orderNumber }, undefined, { token: who.token });

async function infoOf(who: Customer, orderNumber: string) {
  const reply = await orderInfo(who, orderNumber);
  expect(reply.status).toBe(200);
  return rightOf(decodeResponse(calls['order.info'], reply.body));
}

async function order(who: Customer, service = 'creditcard') {
  const cart = await acceptedCart(h, who, 1001, [friedChicken(2), product(1001007, 1)]);
  return placed(await submitOrder(h, who, orderBodyFor(who, cart, { service })));
}

describe('order.info (rule: an order is readable only by its owner)', () => {
  it('given a member’s order, then the member reads it in full', async () => {
    const member = await customer(h, '900001', { member: true, phone: '01012345678' });
    const cart = await acceptedCart(h, member, 1001, [friedChicken(2), product(1001007, 1)]);
    await checkCoupon(h, member, 1001, 'WELCOME3000', 'creditcard');
    const coupon = { code: 'WELCOME3000', amount: 3000 };
    const result = placed(
      await submitOrder(h, member, orderBodyFor(member, cart, { coupon, total: 40000 - 3000 })),
    );
    expect(await infoOf(member, result.order_number ?? '')).toEqual({
      order_number: result.order_number,
      restaurant_id: 1001,
      restaurant_name: '역삼 황금치킨',
      status: 'ACCEPTED',
      items: [
        {
          name: '후라이드치킨',
          quantity: 2,
          price: 18000,
          options: [{ group: '맛', name: '후라이드', price: 0 }],
        },
        { name: '감자튀김', quantity: 1, price: 4000, options: [] },
      ],
      total_order_amount: 40000,
      delivery_fee: 0,
      discount_amount: -3000,
      payment_amount: 37000,
      payment_method: 'creditcard',
      min_order_amount: 15000,
      address: '테헤란로 152',
      created_at: '2026-11-21T12:00:00+09:00',
      items_total: 40000,
      discounts: [{ type: 'coupon', amount: -3000 }],
      user_comment: '문 앞에 놓아주세요',
    });
  });

  it('names each item’s chosen options with what each added to the unit price', async () => {
    // given a guest's 양념 (+1,000원) fried chicken
    const guest = await customer(h, 'info-options');
    const cart = await acceptedCart(h, guest, 1001, [product(1001001, 2, { 100101: [10010102] })]);
    const result = placed(await submitOrder(h, guest, orderBodyFor(guest, cart)));
    // when its owner reads it, then the line carries its option and its price with it
    const info = await infoOf(guest, result.order_number ?? '');
    expect(info.items).toEqual([
      {
        name: '후라이드치킨',
        quantity: 2,
        price: 19000,
        options: [{ group: '맛', name: '양념', price: 1000 }],
      },
    ]);
  });

  it('lists the food alone, the fee, each discount and the shortfall, adding up to what was paid', async () => {
    // given an order with a percent discount and a shortfall to the minimum order (1010: 14,000원 of
    // 15,000원, 10% off, 3,000원 delivery)
    const guest = await customer(h, 'info-breakdown');
    const cart = await acceptedCart(h, guest, 1010, [product(1010001, 2)]);
    const result = placed(await submitOrder(h, guest, orderBodyFor(guest, cart)));

    // when its owner reads it
    const info = await infoOf(guest, result.order_number ?? '');

    // then each amount is its own entry, and they add up to the payment
    expect(info).toMatchObject({
      items_total: 14000,
      delivery_fee: 3000,
      discounts: [
        { type: 'restaurant_discount', amount: -1400 },
        { type: 'min_order_shortfall', amount: 1000 },
      ],
      payment_amount: 16600,
    });
    const parts = [info.items_total ?? 0, info.delivery_fee, ...(info.discounts ?? []).map((d) => d.amount)];
    expect(parts.reduce((a, b) => a + b, 0)).toBe(info.payment_amount);
  });

  it('given a guest’s order, then the guest’s own anonymous token reads it', async () => {
    const guest = await customer(h, 'anon-7f3a');
    const result = await order(guest);
    expect((await infoOf(guest, result.order_number ?? '')).order_number).toBe(result.order_number);
  });

  it('given another customer’s order, then it reads as missing (404), like an order that does not exist', async () => {
    const owner = await customer(h, 'info-owner');
    const other = await customer(h, '900002', { member: true });
    const result = await order(owner);
    const foreign = await orderInfo(other, result.order_number ?? '');
    const missing = await orderInfo(other, '2611219999');
    expect(foreign).toEqual(missing);
    expect(foreign).toEqual({
      status: 404,
      body: { error_code: 'not_found', error_message: messages.ORDER_INFO_MISSING },
    });
    expect((await orderInfo({ ...owner, token: '' }, result.order_number ?? '')).status).toBe(401);
  });

  it('shows the payment status the sandbox providers set (awaiting, paid, failed, cancelled)', async () => {
    const who = await customer(h, 'info-status');
    const result = await order(who, 'onlycard');
    const number = result.order_number ?? '';
    expect((await infoOf(who, number)).status).toBe('PAYMENT_PENDING');
    const expected: [string, string][] = [
      [OrderStatus.PAID, 'ACCEPTED'],
      [OrderStatus.PAYMENT_FAILED, 'CANCELLED'],
      [OrderStatus.CANCELLED, 'CANCELLED'],
      [OrderStatus.DELIVERED, 'DELIVERED'],
    ];
    for (const [status, wire] of expected) {
      await h.gateway.db.query('UPDATE orders SET status = $2 WHERE order_number = $1', [number, status]);
      expect((await infoOf(who, number)).status).toBe(wire);
    }
  });
});
