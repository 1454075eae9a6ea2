import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptedCart,
  checkCoupon,
  customer,
  friedChicken,
  orderBodyFor,
  placed,
  rejected,
  submitOrder,
} from '../testing/checkout-steps.ts';
import { type OrderingHarness, START_TIMEOUT_MS, startOrderingHarness } from '../testing/ordering-harness.ts';

let h: OrderingHarness;
beforeAll(async () => {
  h = await startOrderingHarness();
}, START_TIMEOUT_MS);
afterAll(() => h.close());

async function statusOf(orderNumber: string | null) {
  const [row] = await h.gateway.db.query<{ status: string; total: number }>(
    'SELECT status, total FROM orders WHERE order_number = $1',
    [orderNumber],
  );
  return row;
}

async function orderWith(id: string, service: string) {
  const who = await customer(h, id);
  const cart = await acceptedCart(h, who, 1001, [friedChicken(2)]);
  return placed(await submitOrder(h, who, orderBodyFor(who, cart, { service })));
}

describe('order.submit places the order (rules: offline accepted, online awaits the provider)', () => {
  it('accepts an on-site payment at once, with a plain result and a YYMMDD + serial order number', async () => {
    const result = await orderWith('o-cash', 'cash');
    expect(result).toEqual({
      order_number: expect.stringMatching(/^261121\d{4,}$/),
      payment_url: null,
      payment_amount: 39000,
      payment_method: 'cash',
      discounts: { coupon: 0 },
      restaurant: { id: 1001, name: '역삼 황금치킨' },
      total_order_amount: 39000,
    });
    expect(await statusOf(result.order_number)).toEqual({ status: 'accepted', total: 39000 });
  });

  it('sends a card-like PG payment to the sandbox PG page and leaves the order awaiting payment', async () => {
    const result = await orderWith('o-card', 'onlycard');
    expect(result.payment_url).toBe(`/sandbox/pg/${result.order_number}`);
    expect((await statusOf(result.order_number))?.status).toBe('awaiting_payment');
  });

  it('answers the portal wallet’s request fields for naverpay', async () => {
    const result = await orderWith('o-wallet', 'naverpay');
    expect(result).toMatchObject({
      payment_url: null,
      merchantPayKey: result.order_number,
      merchantUserKey: 'o-wallet',
      productName: '후라이드치킨',
      productCount: 2,
      totalPayAmount: 39000,
    });
  });

  it('answers the mobile-card provider’s start fields for smilepay', async () => {
    const result = await orderWith('o-smile', 'smilepay');
    expect(result).toMatchObject({
      payment_url: null,
      OrderId: result.order_number,
      Moid: result.order_number,
      ResultCode: '0000',
    });
  });

  it('takes a coupon larger than the order down to a total of 0', async () => {
    const who = await customer(h, 'o-big');
    const cart = await acceptedCart(h, who, 1001, [friedChicken()]);
    await checkCoupon(h, who, 1001, 'BIG50000', 'creditcard');
    const body = orderBodyFor(who, cart, { coupon: { code: 'BIG50000', amount: 50000 }, total: 0 });
    const result = placed(await submitOrder(h, who, body));
    expect(result).toMatchObject({
      payment_amount: 0,
      total_order_amount: 21000,
      discounts: { coupon: -21000 },
    });
  });
});

describe('order.submit recomputes the total (rule: a client total that differs is refused)', () => {
  it('given a payment.total 1,000원 lower than the server’s, then it is refused with the server’s total and no order', async () => {
    const who = await customer(h, 'o-tamper');
    const cart = await acceptedCart(h, who, 1001, [friedChicken()]);
    const reply = await submitOrder(h, who, orderBodyFor(who, cart, { total: cart.cart.total - 1000 }));
    expect(reply.status).toBe(409);
    expect(rejected(reply).errors).toEqual([
      ['error', '결제 금액이 변경되었습니다. 주문 내용을 확인해주세요.', { total: 21000 }],
    ]);
    expect(await h.gateway.db.query('SELECT 1 FROM orders WHERE cart_uuid = $1', [cart.uuid])).toEqual([]);
  });

  it('given a coupon amount inflated by the client, then the coupon’s own amount counts and the total is refused', async () => {
    const who = await customer(h, 'o-tamper-coupon');
    const cart = await acceptedCart(h, who, 1001, [friedChicken()]);
    await checkCoupon(h, who, 1001, 'NOEXPIRY1500', 'creditcard');
    const body = orderBodyFor(who, cart, {
      coupon: { code: 'NOEXPIRY1500', amount: 9000 },
      total: cart.cart.total - 9000,
    });
    expect(rejected(await submitOrder(h, who, body)).errors[0]?.[2]).toEqual({ total: 19500 });
  });
});

describe('order.submit acts only on the customer’s own signed cart', () => {
  it('refuses a forged signature (400), an unknown cart (404) and another customer’s cart (404)', async () => {
    const who = await customer(h, 'o-own');
    const thief = await customer(h, 'o-thief');
    const cart = await acceptedCart(h, who, 1001, [friedChicken()]);
    const forged = await submitOrder(h, who, { ...orderBodyFor(who, cart), cart_signature: 'forged' });
    expect(forged.status).toBe(400);
    expect(rejected(forged).errors).toEqual([
      ['error', '주문표 정보가 올바르지 않습니다. 주문표를 다시 확인해주세요.'],
    ]);
    expect(
      (await submitOrder(h, who, { ...orderBodyFor(who, cart), cart_uuid: 'no-such-cart' })).status,
    ).toBe(404);
    expect((await submitOrder(h, thief, orderBodyFor(thief, cart))).status).toBe(404);
  });

  it('refuses a token of another customer than the path and body name (403), and no token (401)', async () => {
    const who = await customer(h, 'o-path');
    const cart = await acceptedCart(h, who, 1001, [friedChicken()]);
    const body = orderBodyFor(who, cart);
    const other = await customer(h, 'o-path-other');
    expect((await submitOrder(h, { ...who, token: other.token }, body)).status).toBe(403);
    expect((await submitOrder(h, other, body)).status).toBe(403);
    expect((await submitOrder(h, { ...who, token: '' }, body)).status).toBe(401);
  });
});
