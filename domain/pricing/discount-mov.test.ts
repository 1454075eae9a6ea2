import { describe, expect, it } from 'vitest';
import type { AdditionalDeliveryDiscount } from '../restaurant/types.ts';
import type { AdditionalDiscountRules } from './additional-discount.ts';
import { checkDiscountMov, checkMemberOnlyDiscount } from './discount-mov.ts';

const rules = (over: Partial<AdditionalDeliveryDiscount> = {}): AdditionalDiscountRules => ({
  discounts: {
    additional: {
      delivery: { amount: 1000, discount_mov: 15000, is_per_menu: false, only_for_member: false, ...over },
    },
  },
});

const cart = { itemsTotal: 12000, perMenuAmount: 2000, isMember: true };

describe('discount minimum check', () => {
  it('shows the difference below discount_mov (spec 000 §5 "A total below discount_mov shows a dialog with the difference")', () => {
    // when 3,000원 short of the discount minimum
    const check = checkDiscountMov(rules(), cart);
    // then the customer confirms, told the difference and the discount
    expect(check).toMatchObject({ kind: 'confirm', diff: 3000, amount: 1000 });
    if (check.kind !== 'confirm') return;
    expect(check.rejection.code).toBe('DISCOUNT_MOV_SHORTFALL');
    expect(check.rejection.message).toBe(
      '3,000원 더 주문하시면 1,000원 추가 할인을 받을 수 있습니다. 이대로 주문하시겠습니까?',
    );
  });

  it('quotes the per-menu discount the cart would earn, else the restaurant\'s amount (spec 000 §5 "A total below discount_mov shows a dialog with the difference")', () => {
    expect(checkDiscountMov(rules({ is_per_menu: true }), cart)).toMatchObject({ amount: 2000 });
    expect(checkDiscountMov(rules({ is_per_menu: true }), { ...cart, perMenuAmount: 0 })).toMatchObject({
      amount: 1000,
    });
  });

  it('passes at or above discount_mov, or without an offer (spec 000 §5 "A total below discount_mov shows a dialog with the difference")', () => {
    expect(checkDiscountMov(rules(), { ...cart, itemsTotal: 15000 })).toEqual({ kind: 'ok' });
    expect(checkDiscountMov({ discounts: null }, cart)).toEqual({ kind: 'ok' });
    expect(checkDiscountMov(rules({ amount: 0 }), cart)).toEqual({ kind: 'ok' });
  });

  it('asks a logged-out customer to log in for a member-only discount (spec 000 §5 "A member-only discount for a logged-out user asks to log in")', () => {
    // given a member-only offer and a guest
    const check = checkMemberOnlyDiscount(rules({ only_for_member: true }), false);
    // then the guest is offered a login
    expect(check.kind).toBe('login');
    if (check.kind !== 'login') return;
    expect(check.rejection.code).toBe('MEMBER_ONLY_DISCOUNT');
    expect(check.rejection.message.startsWith('로그인하신 경우에만 할인되는 레스토랑입니다')).toBe(true);
    // and neither a member nor a guest at an offer for everyone is asked
    expect(checkMemberOnlyDiscount(rules({ only_for_member: true }), true)).toEqual({ kind: 'ok' });
    expect(checkMemberOnlyDiscount(rules(), false)).toEqual({ kind: 'ok' });
    expect(checkMemberOnlyDiscount({ discounts: null }, false)).toEqual({ kind: 'ok' });
  });

  it('does not tell a guest to order more for a member-only discount (spec 000 §5 "A member-only discount for a logged-out user asks to log in")', () => {
    const guest = { ...cart, isMember: false };
    expect(checkDiscountMov(rules({ only_for_member: true }), guest)).toEqual({ kind: 'ok' });
    expect(checkDiscountMov(rules({ only_for_member: true }), cart).kind).toBe('confirm');
  });
});
