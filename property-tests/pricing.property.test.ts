// Pricing rules over generated restaurants, carts, clocks and coupons (spec 000 §5, §9 "Money rules"),
// and the rows a customer reads of them at checkout and on the order-complete page.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderSummary } from '../domain/checkout/order-summary.ts';
import type { OrderInfo } from '../domain/ports/order-types.ts';
import {
  checkMinOrder,
  deliveryFee,
  MAX_ALLOWED_SHORTFALL,
  minOrderShortfall,
  type PricedCart,
  type PricingInput,
  type PricingRules,
  priceOrder,
  tierFee,
} from '../domain/pricing/index.ts';
import { type PriceRow, priceRows } from '../domain/pricing/price-rows.ts';
import type { DeliveryFeeTier } from '../domain/restaurant/types.ts';
import { orderBreakdown } from '../gateway/ordering/order/order-breakdown.ts';

const RUNS = { numRuns: 1000 };

const won = (max: number) => fc.integer({ min: 0, max });
const tierArb: fc.Arbitrary<DeliveryFeeTier> = fc.record({
  order_amount: won(60000),
  delivery_fee: won(6000),
});
const tiersArb = fc.array(tierArb, { maxLength: 6 });

// 2020–2030, as epoch ms; shown to the rules either as a number or as an ISO string.
const epochArb = fc.integer({ min: 1577836800000, max: 1893456000000 });
const isoArb = epochArb.map((ms) => new Date(ms).toISOString());

const rulesArb: fc.Arbitrary<PricingRules> = fc.record({
  delivery_fee: won(6000),
  free_delivery_threshold: fc.option(won(60000)),
  delivery_fee_by_order_amounts: fc.option(fc.record({ basic: tiersArb })),
  min_order_amount: won(30000),
  unorderable_under_min_order_value: fc.boolean(),
  discount_percent: fc.option(
    fc.oneof(fc.integer({ min: 0, max: 100 }), fc.double({ min: 0, max: 100, noNaN: true })),
  ),
  discount_from: fc.option(isoArb),
  discount_until: fc.option(isoArb),
  discounts: fc.option(
    fc.record({
      additional: fc.record({
        delivery: fc.option(
          fc.record({
            amount: fc.integer({ min: -5000, max: 20000 }),
            discount_mov: won(40000),
            is_per_menu: fc.boolean(),
            only_for_member: fc.boolean(),
          }),
        ),
      }),
    }),
  ),
});

const cartArb: fc.Arbitrary<PricedCart> = fc.record({
  default_price: won(3000),
  items: fc.array(
    fc.record({
      price: won(40000),
      amount: fc.integer({ min: 1, max: 10 }),
      ms_type: fc.constantFrom(null, undefined, 'disposable' as const),
    }),
    { maxLength: 6 },
  ),
});

const inputArb: fc.Arbitrary<PricingInput> = fc.record({
  restaurant: rulesArb,
  cart: cartArb,
  now: fc.oneof(epochArb, isoArb),
  isMember: fc.boolean(),
  coupon: fc.integer({ min: -60000, max: 60000 }),
});

/** The brute-force reference: scan every tier, keep the largest order_amount not above the total. */
function referenceTierFee(tiers: readonly DeliveryFeeTier[], total: number): number | null {
  let best: DeliveryFeeTier | null = null;
  for (const t of tiers)
    if (t.order_amount <= total && (best === null || t.order_amount > best.order_amount)) best = t;
  return best === null ? null : best.delivery_fee;
}

describe('pricing properties', () => {
  it('total is the sum of its parts (spec 000 §9 "Total = shortfall + delivery fee + items")', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const p = priceOrder(input);
        const charged = p.minOrder === 'charged' ? p.shortfall : 0;
        const sum = charged + p.deliveryFee + p.itemsTotal + p.couponAmount;
        const withDiscounts = p.discounts.reduce((acc, d) => acc + d.amount, sum);
        expect(p.total).toBe(Math.max(0, withDiscounts));
        expect(withDiscounts).toBeGreaterThanOrEqual(0);
      }),
      RUNS,
    );
  });

  it('picks the tier a brute-force scan picks (spec 000 §9 "The delivery fee is chosen from delivery_fee_by_order_amounts by descending order-amount tiers")', () => {
    fc.assert(
      fc.property(tiersArb, won(80000), (tiers, total) => {
        expect(tierFee(tiers, total)).toBe(referenceTierFee(tiers, total));
      }),
      RUNS,
    );
  });

  it('delivery is free exactly from the threshold on (spec 000 §9 "Free delivery applies when the total reaches free_delivery_threshold and the fee is above 0")', () => {
    fc.assert(
      fc.property(rulesArb, fc.integer({ min: 1, max: 60000 }), won(80000), (rules, threshold, total) => {
        const withThreshold = { ...rules, free_delivery_threshold: threshold };
        const withoutThreshold = { ...rules, free_delivery_threshold: null };
        const paid = deliveryFee(withoutThreshold, total);
        expect(deliveryFee(withThreshold, total)).toBe(total >= threshold ? 0 : paid);
        expect(deliveryFee(withThreshold, threshold - 1)).toBe(deliveryFee(withoutThreshold, threshold - 1));
        expect(deliveryFee(withThreshold, threshold)).toBe(0);
      }),
      RUNS,
    );
  });

  it('charges the shortfall and gates on it (spec 000 §5 "Ordering is blocked if unorderable_under_min_order_value is set or the shortfall exceeds 2000")', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const p = priceOrder(input);
        const { min_order_amount, unorderable_under_min_order_value } = input.restaurant;
        expect(p.shortfall).toBe(Math.max(0, min_order_amount - p.itemsTotal));
        expect(minOrderShortfall(min_order_amount, p.itemsTotal)).toBe(p.shortfall);
        const expected =
          p.shortfall === 0
            ? 'ok'
            : unorderable_under_min_order_value || p.shortfall > MAX_ALLOWED_SHORTFALL
              ? 'blocked'
              : 'confirm';
        expect(checkMinOrder(input.restaurant, p.itemsTotal).kind).toBe(expected);
      }),
      RUNS,
    );
  });

  it('adds a shortfall to the total only where ordering goes on with it (spec 000 §9 "A shortfall to min_order_amount is added to the total", §5 "Ordering is blocked if ... the shortfall exceeds 2000")', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const p = priceOrder(input);
        const gate = checkMinOrder(input.restaurant, p.itemsTotal).kind;
        // the standing is the gate's answer: met, charged (asked, then paid) or blocked
        expect(p.minOrder).toBe(gate === 'ok' ? 'met' : gate === 'confirm' ? 'charged' : 'blocked');
        // a blocked cart's total is what its food and delivery cost, never a shortfall it cannot pay
        const withoutShortfall = priceOrder({
          ...input,
          restaurant: { ...input.restaurant, min_order_amount: 0 },
        });
        expect(p.total).toBe(
          p.minOrder === 'charged'
            ? withoutShortfall.total - withoutShortfall.couponAmount + p.shortfall + p.couponAmount
            : withoutShortfall.total,
        );
      }),
      RUNS,
    );
  });

  it('the coupon never takes the total below 0 (spec 000 §5 "The total after coupon is floored at 0")', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const p = priceOrder(input);
        const beforeCoupon = p.total - p.couponAmount;
        expect(p.total).toBeGreaterThanOrEqual(0);
        expect(Math.abs(p.couponAmount)).toBe(Math.min(Math.abs(input.coupon ?? 0), beforeCoupon));
      }),
      RUNS,
    );
  });

  it('discounts are never positive and never exceed food plus delivery (spec 000 §9 "Discount amounts are stored as negative values")', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const p = priceOrder(input);
        for (const d of p.discounts) expect(d.amount).toBeLessThan(0);
        expect(p.couponAmount).toBeLessThanOrEqual(0);
        const taken = p.discounts.reduce((acc, d) => acc - d.amount, 0);
        expect(taken).toBeLessThanOrEqual(p.itemsTotal + p.deliveryFee);
      }),
      RUNS,
    );
  });

  it('every amount is whole won (spec 000 §9 "Currency | KRW, 원 suffix, thousands separators")', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const p = priceOrder(input);
        const amounts = [p.itemsTotal, p.deliveryFee, p.shortfall, p.couponAmount, p.total];
        for (const a of [...amounts, ...p.discounts.map((d) => d.amount)]) {
          expect(Number.isSafeInteger(a)).toBe(true);
          expect(Object.is(a, -0)).toBe(false);
        }
      }),
      RUNS,
    );
  });
});

const rowsSum = (rows: readonly PriceRow[]) => rows.reduce((sum, row) => sum + row.amount, 0);

/** The order info the gateway answers for an order priced so (gateway/ordering/order/order-info-routes.ts). */
function placedOrder(input: PricingInput, p: ReturnType<typeof priceOrder>): OrderInfo {
  return {
    order_number: '2611210001',
    restaurant_id: 1001,
    restaurant_name: '역삼 황금치킨',
    status: 'ACCEPTED',
    items: input.cart.items.map((item, i) => ({
      name: `메뉴 ${i}`,
      quantity: item.amount,
      price: item.price,
    })),
    total_order_amount: p.total - p.couponAmount,
    payment_amount: p.total,
    payment_method: 'cash',
    min_order_amount: input.restaurant.min_order_amount,
    delivery_fee: p.deliveryFee,
    ...orderBreakdown(p),
  };
}

describe('the rows a customer reads (UI guide "Money reads the same everywhere")', () => {
  it('add up to the total at checkout, and the order-complete page shows the same rows adding up to what was paid', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const p = priceOrder(input);
        const coupon = {
          status: p.couponAmount === 0 ? 'none' : 'verified',
          amount: p.couponAmount,
        } as const;
        const checkout = priceRows({ ...p, coupon });
        expect(rowsSum(checkout)).toBe(p.total);
        // a cart whose shortfall blocks ordering is never placed
        if (p.minOrder === 'blocked') return;
        const thankYou = orderSummary(placedOrder(input, p));
        expect(thankYou.rows).toEqual(checkout);
        expect(rowsSum(thankYou.rows)).toBe(thankYou.total);
        expect(thankYou.total).toBe(p.total);
      }),
      RUNS,
    );
  });

  it('add up to what was paid for an older gateway’s answer too (no breakdown, perhaps no fee)', () => {
    fc.assert(
      fc.property(inputArb, fc.boolean(), (input, withFee) => {
        const p = priceOrder(input);
        fc.pre(p.minOrder !== 'blocked'); // never placed
        const { items_total: _i, discounts: _d, delivery_fee: fee, ...older } = placedOrder(input, p);
        const summary = orderSummary(withFee ? { ...older, delivery_fee: fee } : older);
        expect(rowsSum(summary.rows)).toBe(p.total);
        expect(summary.rows[0]).toMatchObject({ label: '주문금액' });
      }),
      RUNS,
    );
  });
});
