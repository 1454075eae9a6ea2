import { describe, expect, it } from 'vitest';
import { checkoutRouteRedirect, needsCartSubmit, reopensAfterPayment } from './checkout-route.ts';

describe('/checkout/ entry (spec 000 §4 "Checkout entry")', () => {
  it('sends an empty cart home, a cart without a location to /location', () => {
    expect(checkoutRouteRedirect({ cartEmpty: true, locationSet: true, placed: false })?.name).toBe('home');
    expect(checkoutRouteRedirect({ cartEmpty: true, locationSet: false, placed: false })?.name).toBe('home');
    expect(checkoutRouteRedirect({ cartEmpty: false, locationSet: false, placed: false })?.name).toBe(
      'location',
    );
  });
  it('stays with a cart and a location, and once the order is placed', () => {
    expect(checkoutRouteRedirect({ cartEmpty: false, locationSet: true, placed: false })).toBeNull();
    expect(checkoutRouteRedirect({ cartEmpty: true, locationSet: false, placed: true })).toBeNull();
  });
  it('submits the cart only when nothing was submitted since the cart last changed', () => {
    expect(needsCartSubmit('idle')).toBe(true);
    expect(['started', 'inserted', 'failed', 'placed'].map((s) => needsCartSubmit(s as 'idle'))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
  it('starts again after a declined or cancelled payment, and only then (spec 000 §8)', () => {
    expect(reopensAfterPayment('placed', 'PAYMENT_FAILED')).toBe(true);
    expect(reopensAfterPayment('placed', 'PAYMENT_CANCELLED')).toBe(true);
    expect(reopensAfterPayment('placed', null)).toBe(false);
    expect(reopensAfterPayment('placed', 'SOMETHING_ELSE')).toBe(false);
    expect(reopensAfterPayment('inserted', 'PAYMENT_FAILED')).toBe(false);
  });
});
