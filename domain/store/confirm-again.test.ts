import { describe, expect, it } from 'vitest';
import { rejection } from '../result.ts';
import { asksToLogIn, confirmedAgain } from './confirm-again.ts';

describe('confirmedAgain', () => {
  it('confirms only the named step of GoToCheckout, so the next dialog is still asked', () => {
    // given the min-order dialog answered yes
    const asked = { ...rejection('MIN_ORDER_SHORTFALL'), details: { step: 'min-order' } };
    // when the command is dispatched again
    const again = confirmedAgain({ type: 'GoToCheckout' }, asked);
    // then min-order is confirmed and nothing else
    expect(again).toEqual({ type: 'GoToCheckout', confirmations: ['min-order'] });
    const next = { ...rejection('DISCOUNT_MOV_SHORTFALL'), details: { step: 'discount-minimum' } };
    expect(confirmedAgain(again, next)).toEqual({
      type: 'GoToCheckout',
      confirmations: ['min-order', 'discount-minimum'],
    });
  });

  it('answers any other confirmation with confirmed: true', () => {
    const other = rejection('CART_OTHER_RESTAURANT');
    expect(confirmedAgain({ type: 'AddItem', menuItemId: 1 }, other)).toEqual({
      type: 'AddItem',
      menuItemId: 1,
      confirmed: true,
    });
    expect(asksToLogIn(other)).toBe(false);
    expect(
      asksToLogIn({ ...rejection('MEMBER_ONLY_DISCOUNT'), details: { step: 'member-only', login: true } }),
    ).toBe(true);
  });
});
