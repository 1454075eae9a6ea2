import { describe, expect, it } from 'vitest';
import type { AdditionalDeliveryDiscount } from '../restaurant/types.ts';
import {
  type AdditionalDiscountRules,
  additionalDeliveryDiscount,
  additionalDeliveryOffer,
} from './additional-discount.ts';

const SPEC =
  'spec 000 §3 "discounts.additional.delivery (amount, discount_mov, is_per_menu, only_for_member)"';

const rules = (over: Partial<AdditionalDeliveryDiscount> = {}): AdditionalDiscountRules => ({
  discounts: {
    additional: {
      delivery: { amount: 1000, discount_mov: 15000, is_per_menu: false, only_for_member: false, ...over },
    },
  },
});

// A cart whose discounted menus earn 3,000원 under a per-menu offer.
const cart = { itemsTotal: 15000, perMenuAmount: 3000, isMember: true };

describe('additional delivery discount', () => {
  it(`applies from discount_mov, stored negative (${SPEC}; §9 "Discount amounts are stored as negative values")`, () => {
    expect(additionalDeliveryDiscount(rules(), cart)).toBe(-1000);
    expect(additionalDeliveryDiscount(rules(), { ...cart, itemsTotal: 14999 })).toBe(0);
  });

  it(`is what the cart's discounted menus earn when per menu (${SPEC}; §3 "Menu item: … discounts")`, () => {
    expect(additionalDeliveryDiscount(rules({ is_per_menu: true }), cart)).toBe(-3000);
    expect(additionalDeliveryDiscount(rules({ is_per_menu: true }), { ...cart, perMenuAmount: 0 })).toBe(0);
  });

  it(`is for members only when only_for_member (${SPEC}; §6 "Logged-in member: gets member-only discounts")`, () => {
    expect(additionalDeliveryDiscount(rules({ only_for_member: true }), cart)).toBe(-1000);
    expect(additionalDeliveryDiscount(rules({ only_for_member: true }), { ...cart, isMember: false })).toBe(
      0,
    );
    expect(additionalDeliveryDiscount(rules(), { ...cart, isMember: false })).toBe(-1000);
  });

  it(`gives nothing when the restaurant offers none (${SPEC})`, () => {
    expect(additionalDeliveryDiscount({ discounts: null }, cart)).toBe(0);
    expect(additionalDeliveryDiscount({ discounts: { additional: { delivery: null } } }, cart)).toBe(0);
    expect(additionalDeliveryDiscount(rules({ amount: -1000 }), cart)).toBe(-1000);
  });
});

describe('a restaurant whose discounts name no additional delivery discount', () => {
  it(`offers none (${SPEC})`, () => {
    for (const discounts of [null, {}, { additional: {} }, { additional: { delivery: null } }]) {
      expect(additionalDeliveryOffer({ discounts })).toBeNull();
    }
  });
});
