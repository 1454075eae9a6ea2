import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../domain/messages.ts';
import {
  acceptedCart,
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

async function refusedOrder(
  id: string,
  restaurantId: number,
  products: readonly unknown[],
  choice = {},
  edit = {},
) {
  const who = await customer(h, id);
  const cart = await acceptedCart(h, who, restaurantId, products);
  const reply = await submitOrder(h, who, { ...orderBodyFor(who, cart, choice), ...edit });
  return { status: reply.status, errors: rejected(reply).errors, reply };
}

describe('order.submit checks the customer (rules: verified phone, blocked user)', () => {
  it('refuses a phone without a recent verification (30 minutes)', async () => {
    const who = await customer(h, 'r-unverified', { phone: '01055550000', verified: false });
    const cart = await acceptedCart(h, who, 1001, [friedChicken()]);
    const body = orderBodyFor(who, cart);
    expect(rejected(await submitOrder(h, who, body)).errors).toEqual([
      ['phone', messages.PHONE_NOT_VERIFIED],
    ]);
    await h.verifyPhone(who.phone, who.id, '2026-11-21T11:29:00+09:00');
    expect((await submitOrder(h, who, body)).status).toBe(400);
    await h.verifyPhone(who.phone, who.id, '2026-11-21T11:31:00+09:00');
    expect((await submitOrder(h, who, body)).status).toBe(200);
  });

  it('refuses a delivery phone that is not the verified customer phone', async () => {
    const who = await customer(h, 'r-phone2');
    const cart = await acceptedCart(h, who, 1001, [friedChicken()]);
    const body = orderBodyFor(who, cart);
    const reply = await submitOrder(h, who, {
      ...body,
      delivery_info: { ...body.delivery_info, phone: '01000000000' },
    });
    expect(rejected(reply).errors[0]?.[0]).toBe('phone_invalid');
  });

  it('refuses the blocked customer id and phone with the page-load-problem text', async () => {
    const blocked = await customer(h, '900099', { phone: '01099990000' });
    const cart = await acceptedCart(h, blocked, 1001, [friedChicken()]);
    const reply = await submitOrder(h, blocked, orderBodyFor(blocked, cart));
    expect(reply.status).toBe(403);
    expect(rejected(reply).errors).toEqual([['error', messages.PAGE_LOAD_PROBLEM]]);
  });
});

describe('order.submit checks payment and agreements', () => {
  it('refuses a payment the restaurant does not take (cash at online-only 1021, cash at except_cash 1022)', async () => {
    const poke = [product(1021003, 1)];
    expect((await refusedOrder('r-pay1', 1021, poke, { service: 'cash' })).errors).toEqual([
      ['payment', messages.PAYMENT_NOT_ALLOWED],
    ]);
    const mala = [product(1022003, 2)];
    expect((await refusedOrder('r-pay2', 1022, mala, { service: 'cash' })).errors[0]?.[0]).toBe('payment');
  });

  it('refuses an order without the third-party consent, and an online one without the e-finance terms', async () => {
    const none = { agreements: { third_party_provision: false, efinance: true } };
    expect((await refusedOrder('r-agree1', 1001, [friedChicken()], {}, none)).status).toBe(400);
    const noEfinance = { agreements: { third_party_provision: true, efinance: false } };
    expect(
      (await refusedOrder('r-agree2', 1001, [friedChicken()], { service: 'onlycard' }, noEfinance)).status,
    ).toBe(400);
  });
});

describe('order.submit checks the restaurant and the menu again (rule: its own data, now)', () => {
  it('given the restaurant closed after the cart was made, then the order is refused', async () => {
    const who = await customer(h, 'r-closed');
    const open = await acceptedCart(h, who, 1020, [product(1020001, 1)]);
    await h.gateway.db.query(
      `UPDATE restaurants SET doc = jsonb_set(doc, '{open}', 'false') WHERE id = 1020`,
    );
    const reply = await submitOrder(h, who, orderBodyFor(who, open));
    expect(rejected(reply).errors).toEqual([['error', messages.RESTAURANT_CLOSED]]);
    await h.gateway.db.query(`UPDATE restaurants SET doc = jsonb_set(doc, '{open}', 'true') WHERE id = 1020`);
  });

  it('given the menu price raised after the cart was made, then the old total is refused', async () => {
    const who = await customer(h, 'r-price');
    const cart = await acceptedCart(h, who, 1020, [product(1020002, 1)]);
    await h.gateway.db.query(
      `UPDATE restaurants SET menu = jsonb_set(menu, '{0,items,1,price}', '14000') WHERE id = 1020`,
    );
    const reply = await submitOrder(h, who, orderBodyFor(who, cart));
    expect(rejected(reply).errors[0]?.slice(0, 2)).toEqual([
      'error',
      '결제 금액이 변경되었습니다. 주문 내용을 확인해주세요.',
    ]);
    expect(
      placed(await submitOrder(h, who, orderBodyFor(who, cart, { total: cart.cart.total + 1000 })))
        .payment_amount,
    ).toBe(cart.cart.total + 1000);
  });

  it('given two carts for the last 3 of 1003002, then the second order is refused with error_stock and stock_info', async () => {
    const first = await customer(h, 'r-stock1');
    const second = await customer(h, 'r-stock2');
    const burgers = [product(1003002, 2, { 100301: [10030101] })];
    const cartA = await acceptedCart(h, first, 1003, burgers);
    const cartB = await acceptedCart(h, second, 1003, burgers);
    placed(await submitOrder(h, first, orderBodyFor(first, cartA)));
    const reply = await submitOrder(h, second, orderBodyFor(second, cartB));
    expect(reply.status).toBe(409);
    const short = { vendor_product_id: 1003002, name: '블랙 트러플 버거', stock_amount: 1, quantity: 2 };
    expect(rejected(reply)).toEqual({
      errors: [['error_stock', messages.STOCK_EXCEEDED, [short]]],
      stock_info: [short],
    });
    expect(await h.stockOf(1003, 1003002)).toBe(1);
  });

  it('takes option stock too: 패티 추가 (5 left) goes down with each order', async () => {
    const who = await customer(h, 'r-option-stock');
    const patty = [product(1003004, 2, { 100301: [10030101], 100302: [10030201] })];
    placed(await submitOrder(h, who, orderBodyFor(who, await acceptedCart(h, who, 1003, patty))));
    expect(await h.stockOf(1003, 10030201)).toBe(3);
    expect(await h.stockOf(1003, 1003004)).toBe(148);
  });
});
