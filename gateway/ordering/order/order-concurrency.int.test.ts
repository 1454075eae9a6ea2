import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverUrl } from '../../testing/test-gateway.ts';
import {
  acceptedCart,
  checkCoupon,
  customer,
  friedChicken,
  orderBodyFor,
  product,
  rejected,
  submitOrder,
} from '../testing/checkout-steps.ts';
import { type OrderingHarness, START_TIMEOUT_MS, startOrderingHarness } from '../testing/ordering-harness.ts';

/** 1003001 더블치즈 스매시버거 (12,900원, min order 12,000원) has 10 in stock in the default seed. */
const LAST_TEN = 1003001;

function lastItemsSuite(db?: string) {
  let h: OrderingHarness;
  beforeAll(async () => {
    h = await startOrderingHarness(db);
  }, START_TIMEOUT_MS);
  afterAll(() => h.close());

  it('given 50 customers with a cart of 1 each, when all submit at once, then exactly 10 orders and stock 0', async () => {
    expect(await h.stockOf(1003, LAST_TEN)).toBe(10);
    const shoppers = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const who = await customer(h, `rush-${i}`, { phone: `010${String(40000000 + i)}` });
        return {
          who,
          cart: await acceptedCart(h, who, 1003, [product(LAST_TEN, 1, { 100301: [10030101] })]),
        };
      }),
    );
    const replies = await Promise.all(
      shoppers.map(({ who, cart }) => submitOrder(h, who, orderBodyFor(who, cart, { service: 'onlycard' }))),
    );
    const ok = replies.filter((r) => r.status === 200);
    const refused = replies.filter((r) => r.status !== 200);
    expect(ok).toHaveLength(10);
    expect(new Set(refused.map((r) => `${r.status} ${rejected(r).errors[0]?.[0]}`))).toEqual(
      new Set(['409 error_stock']),
    );
    const [orders] = await h.gateway.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders WHERE restaurant_id = 1003',
    );
    expect(orders?.n).toBe(10);
    expect(await h.stockOf(1003, LAST_TEN)).toBe(0);
  }, 120_000);

  it('given 5 fresh guests with one phone and WELCOME3000 checked, when all submit at once, then one order has it', async () => {
    const phone = '01040001999';
    const coupon = { code: 'WELCOME3000', amount: 3000 };
    const guests = await Promise.all(
      Array.from({ length: 5 }, async (_, i) => {
        const who = await customer(h, `one-phone-${i}`, { phone });
        const cart = await acceptedCart(h, who, 1001, [friedChicken()]);
        expect((await checkCoupon(h, who, 1001, coupon.code, 'creditcard')).body).toMatchObject({
          status_code: 200,
        });
        return { who, cart };
      }),
    );
    const replies = await Promise.all(
      guests.map(({ who, cart }) =>
        submitOrder(h, who, orderBodyFor(who, cart, { coupon, total: cart.cart.total - 3000 })),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 400, 400, 400, 400]);
    const [uses] = await h.gateway.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM coupon_uses WHERE code = 'WELCOME3000' AND phone = $1",
      [phone],
    );
    expect(uses?.n).toBe(1);
  }, 120_000);
}

describe('concurrent orders on PGlite (rules: stock never below 0; a single-use coupon once per phone)', () =>
  lastItemsSuite());

describe.runIf(serverUrl !== null)('concurrent orders on a PostgreSQL server (the same rules)', () =>
  lastItemsSuite(serverUrl ?? undefined),
);
