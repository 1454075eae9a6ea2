import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverUrl } from '../testing/test-gateway.ts';
import {
  acceptedCart,
  customer,
  orderBodyFor,
  product,
  rejected,
  submitOrder,
} from './testing/checkout-steps.ts';
import { type OrderingHarness, START_TIMEOUT_MS, startOrderingHarness } from './testing/ordering-harness.ts';

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
}

describe('stock is taken atomically on PGlite (rule: concurrent orders never drive stock below 0)', () =>
  lastItemsSuite());

describe.runIf(serverUrl !== null)('stock is taken atomically on a PostgreSQL server', () =>
  lastItemsSuite(serverUrl ?? undefined),
);
