import { describe, expect, it } from 'vitest';
import type { DeliveryFeeRules } from '../pricing/delivery-fee.ts';
import { deliveryFeeFacts, deliveryFeeTable } from './fee-facts.ts';

/** 1016 서초 본가 중화요리 of the seed. */
const tiered: DeliveryFeeRules = {
  delivery_fee: 4000,
  free_delivery_threshold: 50000,
  delivery_fee_by_order_amounts: {
    basic: [
      { order_amount: 0, delivery_fee: 4000 },
      { order_amount: 20000, delivery_fee: 3000 },
      { order_amount: 30000, delivery_fee: 1000 },
    ],
  },
};
const flat: DeliveryFeeRules = {
  delivery_fee: 3000,
  free_delivery_threshold: null,
  delivery_fee_by_order_amounts: null,
};

describe('the delivery fee as the restaurant page states it', () => {
  it('gives the starting fee and each cheaper step, free delivery last (spec 000 §9 "Money rules")', () => {
    expect(deliveryFeeFacts(tiered)).toEqual({
      base: '4,000원',
      steps: ['20,000원 이상 3,000원', '30,000원 이상 1,000원', '50,000원 이상 무료'],
    });
    expect(deliveryFeeFacts({ ...flat, free_delivery_threshold: 40000 })).toEqual({
      base: '3,000원',
      steps: ['40,000원 이상 무료'],
    });
    expect(deliveryFeeFacts(flat)).toEqual({ base: '3,000원', steps: [] });
    expect(deliveryFeeFacts({ ...flat, delivery_fee: 0 })).toEqual({ base: '무료', steps: [] });
  });

  it('tables the fee by order amount, each range closed on the next', () => {
    expect(deliveryFeeTable(tiered)).toEqual([
      { amount: '20,000원 미만', fee: '4,000원' },
      { amount: '20,000원 이상 30,000원 미만', fee: '3,000원' },
      { amount: '30,000원 이상 50,000원 미만', fee: '1,000원' },
      { amount: '50,000원 이상', fee: '무료' },
    ]);
    expect(deliveryFeeTable(flat)).toEqual([{ amount: '모든 주문', fee: '3,000원' }]);
  });

  it('states the fee and its table in English, in won as English writes it (issue "English")', () => {
    expect(deliveryFeeFacts(tiered, 'en')).toEqual({
      base: '₩4,000',
      steps: ['₩3,000 on orders of ₩20,000+', '₩1,000 on orders of ₩30,000+', 'Free on orders of ₩50,000+'],
    });
    expect(deliveryFeeFacts({ ...flat, delivery_fee: 0 }, 'en')).toEqual({ base: 'Free', steps: [] });
    expect(deliveryFeeTable(tiered, 'en')).toEqual([
      { amount: 'Under ₩20,000', fee: '₩4,000' },
      { amount: '₩20,000 to under ₩30,000', fee: '₩3,000' },
      { amount: '₩30,000 to under ₩50,000', fee: '₩1,000' },
      { amount: '₩50,000 or more', fee: 'Free' },
    ]);
    expect(deliveryFeeTable(flat, 'en')).toEqual([{ amount: 'All orders', fee: '₩3,000' }]);
    // Korean as before
    expect(deliveryFeeTable(flat, 'ko')).toEqual([{ amount: '모든 주문', fee: '3,000원' }]);
  });
});
