// The delivery fee as a schedule and the next cheaper step (spec 000 §9 "The delivery fee is chosen
// from delivery_fee_by_order_amounts by descending order-amount tiers", "Free delivery applies when
// the total reaches free_delivery_threshold and the fee is above 0"), against deliveryFee itself.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DeliveryFeeRules, deliveryFee } from './delivery-fee.ts';
import { feeSteps, nextCheaperFee } from './fee-steps.ts';

/** 1016 서초 본가 중화요리 of the seed: 4,000원; 3,000원 from 20,000원; 1,000원 from 30,000원; free from 50,000원. */
const tiered: DeliveryFeeRules = {
  delivery_fee: 4000,
  free_delivery_threshold: 50000,
  delivery_fee_by_order_amounts: {
    basic: [
      { order_amount: 30000, delivery_fee: 1000 },
      { order_amount: 0, delivery_fee: 4000 },
      { order_amount: 20000, delivery_fee: 3000 },
    ],
  },
};

describe('the fee schedule', () => {
  it('lists the fee from each total where it changes, ascending, free delivery last', () => {
    expect(feeSteps(tiered)).toEqual([
      { from: 0, fee: 4000 },
      { from: 20000, fee: 3000 },
      { from: 30000, fee: 1000 },
      { from: 50000, fee: 0 },
    ]);
  });

  it('is one step for a flat fee, two with a free-delivery threshold, and skips what changes nothing', () => {
    const flat = { delivery_fee: 3000, free_delivery_threshold: null, delivery_fee_by_order_amounts: null };
    expect(feeSteps(flat)).toEqual([{ from: 0, fee: 3000 }]);
    expect(feeSteps({ ...flat, free_delivery_threshold: 40000 })).toEqual([
      { from: 0, fee: 3000 },
      { from: 40000, fee: 0 },
    ]);
    // a tier at the base fee and a threshold of 0 (none) change nothing; a fee of 0 is free already
    const same = { basic: [{ order_amount: 15000, delivery_fee: 3000 }] };
    expect(feeSteps({ ...flat, free_delivery_threshold: 0, delivery_fee_by_order_amounts: same })).toEqual([
      { from: 0, fee: 3000 },
    ]);
    expect(feeSteps({ ...flat, delivery_fee: 0, free_delivery_threshold: 20000 })).toEqual([
      { from: 0, fee: 0 },
    ]);
  });
});

describe('the next cheaper fee', () => {
  it('is how much more the items need for the next cheaper tier, or for free delivery', () => {
    // given 18,000원 of items: 2,000원 more pays 3,000원
    expect(nextCheaperFee(tiered, 18000)).toEqual({ more: 2000, fee: 3000 });
    expect(nextCheaperFee(tiered, 20000)).toEqual({ more: 10000, fee: 1000 });
    // and from 30,000원 the next step is free delivery
    expect(nextCheaperFee(tiered, 35000)).toEqual({ more: 15000, fee: 0 });
  });

  it('is nothing once delivery is free or no step is cheaper', () => {
    expect(nextCheaperFee(tiered, 50000)).toBeNull();
    expect(
      nextCheaperFee(
        { delivery_fee: 3000, free_delivery_threshold: null, delivery_fee_by_order_amounts: null },
        0,
      ),
    ).toBeNull();
  });

  // Small amounts keep the brute-force scan short; the rule has no scale of its own.
  const small = (max: number) => fc.integer({ min: 0, max });
  const rulesArb: fc.Arbitrary<DeliveryFeeRules> = fc.record({
    delivery_fee: small(600),
    free_delivery_threshold: fc.option(small(3000)),
    delivery_fee_by_order_amounts: fc.option(
      fc.record({
        basic: fc.array(fc.record({ order_amount: small(3000), delivery_fee: small(600) }), { maxLength: 5 }),
      }),
    ),
  });
  const BEYOND = 3200; // past every tier and threshold: the fee no longer changes

  it('is the first total above this one whose fee is lower, as a scan of every total finds it', () => {
    fc.assert(
      fc.property(rulesArb, small(3100), (rules, total) => {
        const now = deliveryFee(rules, total);
        let first: number | null = null;
        for (let x = total + 1; x <= BEYOND && first === null; x++)
          if (deliveryFee(rules, x) < now) first = x;
        expect(nextCheaperFee(rules, total)).toEqual(
          first === null ? null : { more: first - total, fee: deliveryFee(rules, first) },
        );
      }),
      { numRuns: 300 },
    );
  });

  it('the schedule gives deliveryFee at every total', () => {
    fc.assert(
      fc.property(rulesArb, (rules) => {
        const steps = feeSteps(rules);
        expect(steps[0]?.from).toBe(0);
        for (let i = 1; i < steps.length; i++) {
          expect(steps[i]?.from).toBeGreaterThan(steps[i - 1]?.from ?? Number.POSITIVE_INFINITY);
          expect(steps[i]?.fee).not.toBe(steps[i - 1]?.fee);
        }
        const wrong: number[] = [];
        for (let x = 0; x <= BEYOND; x++)
          if (steps.findLast((s) => s.from <= x)?.fee !== deliveryFee(rules, x)) wrong.push(x);
        expect(wrong).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });
});

describe('the next cheaper fee past a dearer tier', () => {
  it('tells nothing when the only step ahead costs what the customer pays now', () => {
    const rules: DeliveryFeeRules = {
      delivery_fee: 3_000,
      free_delivery_threshold: null,
      delivery_fee_by_order_amounts: {
        basic: [
          { order_amount: 10_000, delivery_fee: 4_000 },
          { order_amount: 20_000, delivery_fee: 3_000 },
        ],
      },
    };
    expect(nextCheaperFee(rules, 5_000)).toBeNull();
  });

  it('has no step from a threshold below 0 (bad data reads as none)', () => {
    const rules: DeliveryFeeRules = {
      delivery_fee: 3_000,
      free_delivery_threshold: -5_000,
      delivery_fee_by_order_amounts: null,
    };
    expect(feeSteps(rules)).toEqual([{ from: 0, fee: 3_000 }]);
  });
});
