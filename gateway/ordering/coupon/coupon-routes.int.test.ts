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
  rejected,
  submitOrder,
} from '../testing/checkout-steps.ts';
import { type OrderingHarness, START_TIMEOUT_MS, startOrderingHarness } from '../testing/ordering-harness.ts';

let h: OrderingHarness;
beforeAll(async () => {
  h = await startOrderingHarness();
}, START_TIMEOUT_MS);
afterAll(() => h.close());

async function check(who: Customer, code: string, payment = 'onlycard', restaurantId = 1001) {
  const reply = await checkCoupon(h, who, restaurantId, code, payment);
  expect(reply.status).toBe(200);
  return rightOf(decodeResponse(calls['coupon.check'], reply.body));
}

/** A guest with a verified phone and an 18,000원 cart (21,000원 with the fee) at 1001. */
async function shopper(
  id: string,
  products: readonly unknown[] = [friedChicken()],
  options: { readonly phone?: string; readonly member?: boolean } = {},
) {
  const who = await customer(h, id, options);
  return { who, cart: await acceptedCart(h, who, 1001, products) };
}

/** The customer's order with WELCOME3000 (3,000원 off), checked first as the client does. */
async function orderWithWelcome(shop: Awaited<ReturnType<typeof shopper>>) {
  const { who, cart } = shop;
  await check(who, 'WELCOME3000', 'creditcard');
  const coupon = { code: 'WELCOME3000', amount: 3000 };
  return submitOrder(h, who, orderBodyFor(who, cart, { coupon, total: cart.cart.total - 3000 }));
}

describe('coupon.check (rules: exists, not expired, minimum order, payment restriction)', () => {
  it('applies a valid coupon, typed in any case, and answers what it takes off', async () => {
    const { who } = await shopper('c-ok');
    expect(await check(who, 'welcome3000')).toEqual({
      status_code: 200,
      coupon_discount: 3000,
      error_msg: '',
    });
  });

  it('refuses an unknown and an expired code (gateway clock 2026-11-21, expired 2026-10-31)', async () => {
    const { who } = await shopper('c-bad');
    expect(await check(who, 'NOSUCHCODE')).toEqual({
      status_code: 404,
      coupon_discount: 0,
      error_msg: '존재하지 않는 쿠폰입니다.',
    });
    expect(await check(who, 'EXPIRED5000')).toMatchObject({
      status_code: 410,
      error_msg: '사용 기간이 지난 쿠폰입니다.',
    });
  });

  it('measures the minimum against the cart total: 18,000원 is under SAVE5000’s 20,000원, 36,000원 is not', async () => {
    const { who } = await shopper('c-min');
    expect(await check(who, 'SAVE5000')).toMatchObject({
      status_code: 422,
      error_msg: '20,000원 이상 주문 시 사용할 수 있는 쿠폰입니다.',
    });
    await acceptedCart(h, who, 1001, [friedChicken(2)]);
    expect(await check(who, 'SAVE5000')).toMatchObject({ status_code: 200, coupon_discount: 5000 });
  });

  it('keeps online coupons to online payments (onlycard, onlyhpp) and offline ones to creditcard / cash', async () => {
    const { who } = await shopper('c-pay');
    expect(await check(who, 'ONLINE2000', 'cash')).toMatchObject({ status_code: 403 });
    expect(await check(who, 'ONLINE2000', 'onlyhpp')).toMatchObject({
      status_code: 200,
      coupon_discount: 2000,
    });
    expect(await check(who, 'CASH1000', 'onlycard')).toMatchObject({
      status_code: 403,
      error_msg: '만나서 결제 시에만 사용할 수 있는 쿠폰입니다.',
    });
    expect(await check(who, 'CASH1000', 'creditcard')).toMatchObject({ status_code: 200 });
  });

  it('caps a coupon larger than the order at the order (the total floors at 0)', async () => {
    const { who } = await shopper('c-big');
    expect(await check(who, 'BIG50000')).toMatchObject({ status_code: 200, coupon_discount: 21000 });
  });

  it('needs a verified phone, a cart at the restaurant and a token', async () => {
    const unverified = await customer(h, 'c-unverified', { phone: '01066660000', verified: false });
    await acceptedCart(h, unverified, 1001, [friedChicken()]);
    expect(await check(unverified, 'WELCOME3000')).toMatchObject({
      status_code: 401,
      error_msg: messages.PHONE_NOT_VERIFIED,
    });
    const { who } = await shopper('c-nocart');
    expect(await check(who, 'WELCOME3000', 'onlycard', 1002)).toMatchObject({ status_code: 400 });
    expect((await checkCoupon(h, { ...who, token: '' }, 1001, 'WELCOME3000')).status).toBe(401);
  });
});

describe('single use and pending applications (rules: single use per customer and phone; disuse releases)', () => {
  it('given WELCOME3000 ordered with once, then it is refused for that customer and still fine for another', async () => {
    const { who, cart } = await shopper('c-once');
    await check(who, 'WELCOME3000', 'creditcard');
    const coupon = { code: 'WELCOME3000', amount: 3000 };
    const order = placed(
      await submitOrder(h, who, orderBodyFor(who, cart, { coupon, total: cart.cart.total - 3000 })),
    );
    expect(order.discounts.coupon).toBe(-3000);
    expect(await check(who, 'WELCOME3000')).toMatchObject({
      status_code: 409,
      error_msg: '이미 사용한 쿠폰입니다.',
    });
    const second = await acceptedCart(h, who, 1001, [friedChicken()]);
    const again = await submitOrder(
      h,
      who,
      orderBodyFor(who, second, { coupon, total: second.cart.total - 3000 }),
    );
    expect(again.status).toBe(400);
    expect(rejected(again).errors[0]?.[0]).toBe('coupon');
    const { who: other } = await shopper('c-once-other', [friedChicken()], { phone: '01077770001' });
    expect(await check(other, 'WELCOME3000')).toMatchObject({ status_code: 200 });
  });

  it('releases a pending application on disuse, after which the order refuses the coupon', async () => {
    const { who, cart } = await shopper('c-disuse');
    await check(who, 'NOEXPIRY1500', 'creditcard');
    const body = {
      restaurant_id: 1001,
      coupon_code: 'noexpiry1500',
      phone: who.phone,
      payment: 'creditcard',
      serving_type: 'vd',
    };
    const disuse = () => h.call('coupon.disuse', { restaurant_id: 1001 }, body, { token: who.token });
    expect((await disuse()).body).toEqual({ success: true });
    expect((await disuse()).body).toEqual({ success: false });
    const coupon = { code: 'NOEXPIRY1500', amount: 1500 };
    const reply = await submitOrder(
      h,
      who,
      orderBodyFor(who, cart, { coupon, total: cart.cart.total - 1500 }),
    );
    expect(rejected(reply).errors).toEqual([['coupon', '쿠폰을 다시 적용해주세요.']]);
  });

  it('checks the coupon again at the order: an online-only coupon with cash is refused', async () => {
    const { who, cart } = await shopper('c-order-pay', [product(1001001, 1, { 100101: [10010101] })]);
    await check(who, 'ONLINE2000', 'onlycard');
    const coupon = { code: 'ONLINE2000', amount: 2000 };
    const reply = await submitOrder(
      h,
      who,
      orderBodyFor(who, cart, { service: 'cash', coupon, total: cart.cart.total - 2000 }),
    );
    expect(rejected(reply).errors).toEqual([['coupon', '온라인 결제 시에만 사용할 수 있는 쿠폰입니다.']]);
  });
});

describe('single use counts per verified phone and per member, not per token (issue 16 point 5)', () => {
  const used = { status_code: 409, error_msg: '이미 사용한 쿠폰입니다.' };

  it('a new guest token with the phone that already ordered with WELCOME3000 is refused at the check and the submit', async () => {
    const phone = '01077771001';
    expect((await orderWithWelcome(await shopper('g-first', [friedChicken()], { phone }))).status).toBe(200);
    const fresh = await shopper('g-second', [friedChicken()], { phone });
    expect(await check(fresh.who, 'WELCOME3000', 'creditcard')).toMatchObject(used);
    const reply = await orderWithWelcome(fresh);
    expect(rejected(reply).errors[0]?.[0]).toBe('coupon');
    const rows = await h.gateway.db.query(
      "SELECT 1 FROM coupon_uses WHERE code = 'WELCOME3000' AND phone = $1",
      [phone],
    );
    expect(rows).toHaveLength(1);
  });

  it('five fresh guests with one phone get one WELCOME3000 order between them', async () => {
    const phone = '01077771002';
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (await orderWithWelcome(await shopper(`g-five-${i}`, [friedChicken()], { phone }))).status,
      );
    expect(statuses).toEqual([200, 400, 400, 400, 400]);
  });

  it('a member who used it is refused with another verified phone too', async () => {
    const first = await shopper('900001', [friedChicken()], { phone: '01077771003', member: true });
    expect((await orderWithWelcome(first)).status).toBe(200);
    const otherPhone = await shopper('900001', [friedChicken()], { phone: '01077771004', member: true });
    expect(await check(otherPhone.who, 'WELCOME3000', 'creditcard')).toMatchObject(used);
  });
});
