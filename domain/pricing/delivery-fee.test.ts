import { describe, expect, it } from 'vitest';
import { type DeliveryFeeRules, deliveryFee, reachesFreeDelivery, tierFee } from './delivery-fee.ts';

const tiers = [
  { order_amount: 20000, delivery_fee: 1000 },
  { order_amount: 12000, delivery_fee: 3000 },
  { order_amount: 15000, delivery_fee: 2000 },
];

const rules = (over: Partial<DeliveryFeeRules> = {}): DeliveryFeeRules => ({
  delivery_fee: 3500,
  free_delivery_threshold: null,
  delivery_fee_by_order_amounts: { basic: tiers },
  ...over,
});

describe('delivery fee', () => {
  it('picks the highest tier at or below the items total (spec 000 §9 "The delivery fee is chosen from delivery_fee_by_order_amounts by descending order-amount tiers")', () => {
    // given unsorted tiers, when the total sits between and on tier bounds
    expect(tierFee(tiers, 14999)).toBe(3000);
    expect(tierFee(tiers, 15000)).toBe(2000);
    expect(tierFee(tiers, 19999)).toBe(2000);
    expect(tierFee(tiers, 50000)).toBe(1000);
    expect(deliveryFee(rules(), 16000)).toBe(2000);
  });

  it('falls back to the restaurant fee without a matching tier (spec 000 §9 "The delivery fee is chosen from delivery_fee_by_order_amounts by descending order-amount tiers")', () => {
    expect(tierFee(tiers, 11999)).toBeNull();
    expect(deliveryFee(rules(), 11999)).toBe(3500);
    expect(deliveryFee(rules({ delivery_fee_by_order_amounts: null }), 50000)).toBe(3500);
    expect(deliveryFee(rules({ delivery_fee_by_order_amounts: { basic: [] } }), 50000)).toBe(3500);
  });

  it('is free once the items total reaches the threshold (spec 000 §9 "Free delivery applies when the total reaches free_delivery_threshold and the fee is above 0")', () => {
    // given a 25,000원 threshold
    const withThreshold = rules({ free_delivery_threshold: 25000 });
    // then one won below pays the tier fee, the threshold itself is free
    expect(deliveryFee(withThreshold, 24999)).toBe(1000);
    expect(deliveryFee(withThreshold, 25000)).toBe(0);
  });

  it('has no free delivery for a null or 0 threshold (spec 000 §9 "Free delivery applies when the total reaches free_delivery_threshold and the fee is above 0")', () => {
    expect(reachesFreeDelivery(null, 100000)).toBe(false);
    expect(reachesFreeDelivery(0, 100000)).toBe(false);
    expect(deliveryFee(rules({ free_delivery_threshold: 0 }), 100000)).toBe(1000);
  });
});

describe('free delivery and a fee that is not above 0', () => {
  it('turns only a fee above 0 into 0 (spec 000 §9 "Free delivery applies when the total reaches free_delivery_threshold and the fee is above 0")', () => {
    const credit = {
      delivery_fee: -500,
      free_delivery_threshold: 10_000,
      delivery_fee_by_order_amounts: null,
    };
    expect(deliveryFee(credit, 20_000)).toBe(-500);
  });

  it('reads a threshold of 0, below 0 or none as no free delivery', () => {
    for (const threshold of [0, -1, null]) expect(reachesFreeDelivery(threshold, 50_000)).toBe(false);
    expect(reachesFreeDelivery(10_000, 10_000)).toBe(true);
    expect(reachesFreeDelivery(10_000, 9_999)).toBe(false);
  });
});
