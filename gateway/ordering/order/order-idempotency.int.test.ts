import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKey } from '../../../contract/order.ts';
import { serverUrl } from '../../testing/test-gateway.ts';
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

/** Double submits against one gateway (PGlite, or a PostgreSQL server when DATABASE_URL is set). */
function doubleSubmitSuite(db?: string) {
  let h: OrderingHarness;
  beforeAll(async () => {
    h = await startOrderingHarness(db);
  }, START_TIMEOUT_MS);
  afterAll(() => h.close());

  const ordersOf = async (uuid: string) =>
    (await h.gateway.db.query('SELECT order_number FROM orders WHERE cart_uuid = $1', [uuid])).length;

  it('given an order placed, when the same cart is submitted again, then the same order comes back and stock is taken once', async () => {
    const who = await customer(h, 'i-seq');
    const cart = await acceptedCart(h, who, 1003, [product(1003004, 2, { 100301: [10030101] })]);
    const first = placed(await submitOrder(h, who, orderBodyFor(who, cart)));
    const again = placed(await submitOrder(h, who, orderBodyFor(who, cart)));
    expect(again).toEqual(first);
    expect(await ordersOf(cart.uuid)).toBe(1);
    expect(await h.stockOf(1003, 1003004)).toBe(148);
  });

  it('given 10 concurrent submits of one cart, then all answer the same order number and one order exists', async () => {
    const who = await customer(h, 'i-conc');
    const cart = await acceptedCart(h, who, 1001, [friedChicken()]);
    const body = orderBodyFor(who, cart, { service: 'onlycard' });
    const replies = await Promise.all(Array.from({ length: 10 }, () => submitOrder(h, who, body)));
    const numbers = new Set(replies.map((r) => placed(r).order_number));
    expect(numbers.size).toBe(1);
    expect(await ordersOf(cart.uuid)).toBe(1);
  });

  it('given 10 concurrent submits with a single-use coupon, then one order and one coupon use', async () => {
    const who = await customer(h, 'i-coupon');
    const cart = await acceptedCart(h, who, 1001, [friedChicken()]);
    const check = {
      restaurant_id: 1001,
      coupon_code: 'WELCOME3000',
      phone: who.phone,
      payment: 'creditcard',
      serving_type: 'vd',
    };
    await h.call('coupon.check', { restaurant_id: 1001 }, check, { token: who.token });
    const body = orderBodyFor(who, cart, {
      coupon: { code: 'WELCOME3000', amount: 3000 },
      total: cart.cart.total - 3000,
    });
    const replies = await Promise.all(Array.from({ length: 10 }, () => submitOrder(h, who, body)));
    expect(new Set(replies.map((r) => placed(r).order_number)).size).toBe(1);
    const uses = await h.gateway.db.query('SELECT 1 FROM coupon_uses WHERE customer_id = $1', [who.id]);
    expect(uses).toHaveLength(1);
  });

  it('keys on the idempotency-key header: the same key answers the same order, reused for another cart it is refused', async () => {
    const who = await customer(h, 'i-key');
    const cart = await acceptedCart(h, who, 1001, [friedChicken()]);
    const key = { 'idempotency-key': 'checkout-attempt-1' };
    const first = placed(await submitOrder(h, who, orderBodyFor(who, cart), key));
    expect(placed(await submitOrder(h, who, orderBodyFor(who, cart), key))).toEqual(first);
    const other = await acceptedCart(h, who, 1001, [friedChicken(2)]);
    const reused = await submitOrder(h, who, orderBodyFor(who, other), key);
    expect(reused.status).toBe(422);
    expect(rejected(reused).errors[0]?.[0]).toBe('error');
    expect(await ordersOf(other.uuid)).toBe(0);
  });

  it("keys a submit without the header as the client spells the key: the client's key for that cart is then taken", async () => {
    const who = await customer(h, 'i-default-key');
    const cart = await acceptedCart(h, who, 1001, [friedChicken()]);
    placed(await submitOrder(h, who, orderBodyFor(who, cart)));
    const other = await acceptedCart(h, who, 1001, [friedChicken(2)]);
    const key = { 'idempotency-key': idempotencyKey(cart.uuid, cart.signature) };
    const reused = await submitOrder(h, who, orderBodyFor(who, other), key);
    expect(reused.status).toBe(422);
    expect(await ordersOf(other.uuid)).toBe(0);
  });
}

describe('order.submit is idempotent per cart on PGlite (rule: never a second order)', () =>
  doubleSubmitSuite());

describe.runIf(serverUrl !== null)('order.submit is idempotent per cart on a PostgreSQL server', () =>
  doubleSubmitSuite(serverUrl ?? undefined),
);
