import { describe, expect, it } from 'vitest';
import { rejection } from '../result.ts';
import { type GoToCheckoutInput, goToCheckout } from './go-to-checkout.ts';
import { draft } from './testing/cart-builders.ts';
import { type Cart, emptyCart } from './types.ts';

const cart: Cart = { ...emptyCart, restaurant_id: 1, items: [{ ...draft(), amount: 1 }] };
const shortfall = rejection('MIN_ORDER_SHORTFALL', { min: '15,000원', shortfall: '1,000원' });
const blocked = rejection('MIN_ORDER_BLOCKED', { min: '15,000원', shortfall: '5,000원' });
const mov = rejection('DISCOUNT_MOV_SHORTFALL', { diff: '2,000원', amount: '1,000원' });
const memberOnlyDiscount = { amount: 1000, discount_mov: 0, is_per_menu: false, only_for_member: true };

function input(over: Partial<GoToCheckoutInput> = {}): GoToCheckoutInput {
  return {
    cart,
    restaurant: { stock_management: false, has_disposable_menu: false, discounts: null },
    loggedIn: true,
    confirmed: [],
    checks: { minOrder: { kind: 'ok' }, discountMinimum: { kind: 'ok' } },
    ...over,
  };
}

const order =
  'spec 000 §4 "Going to checkout runs, in order: the minimum-price check, the discount-minimum check, the stock check (only when stock_management), then goes to /checkout/."';

describe('goToCheckout', () => {
  it('refuses an empty cart first (spec 000 §5 "An empty cart on checkout gives "메뉴를 선택해 주세요."")', () => {
    const decision = goToCheckout(
      input({
        cart: emptyCart,
        checks: { minOrder: { kind: 'blocked', rejection: blocked }, discountMinimum: { kind: 'ok' } },
      }),
    );
    expect(decision).toEqual({
      kind: 'rejected',
      rejection: { code: 'CART_EMPTY', message: '메뉴를 선택해 주세요.' },
    });
  });

  it('refuses a cart missing the required disposable item (spec 000 §5 "A restaurant with has_disposable_menu requires the disposable item.")', () => {
    const restaurant = { stock_management: false, has_disposable_menu: true, discounts: null };
    const decision = goToCheckout(input({ restaurant }));
    expect(decision.kind === 'rejected' && decision.rejection.code).toBe('DISPOSABLE_SHORTAGE');
  });

  it(`goes straight to /checkout/ when every check passes (${order})`, () => {
    expect(goToCheckout(input())).toEqual({ kind: 'proceed', path: '/checkout/' });
  });

  it(`asks about the minimum price before the discount minimum (${order})`, () => {
    const checks = {
      minOrder: { kind: 'confirm', rejection: shortfall },
      discountMinimum: { kind: 'confirm', rejection: mov },
    } as const;
    expect(goToCheckout(input({ checks }))).toEqual({
      kind: 'confirm',
      step: 'min-order',
      rejection: shortfall,
    });
    expect(goToCheckout(input({ checks, confirmed: ['min-order'] }))).toEqual({
      kind: 'confirm',
      step: 'discount-minimum',
      rejection: mov,
    });
    expect(goToCheckout(input({ checks, confirmed: ['min-order', 'discount-minimum'] })).kind).toBe(
      'proceed',
    );
  });

  it('stops on a blocked minimum order even when confirmed (spec 000 §5 "Ordering is blocked if unorderable_under_min_order_value is set or the shortfall exceeds 2000.")', () => {
    const checks = {
      minOrder: { kind: 'blocked', rejection: blocked },
      discountMinimum: { kind: 'ok' },
    } as const;
    expect(goToCheckout(input({ checks, confirmed: ['min-order'] }))).toEqual({
      kind: 'rejected',
      rejection: blocked,
    });
  });

  it(`asks for the server stock check only with stock_management (${order})`, () => {
    const restaurant = { stock_management: true, has_disposable_menu: false, discounts: null };
    expect(goToCheckout(input({ restaurant }))).toEqual({ kind: 'check-stock' });
  });

  it('asks a logged-out customer to log in for a member-only discount (spec 000 §5 "A member-only discount for a logged-out user asks to log in")', () => {
    const restaurant = {
      stock_management: true,
      has_disposable_menu: false,
      discounts: { additional: { delivery: memberOnlyDiscount } },
    };
    const decision = goToCheckout(input({ restaurant, loggedIn: false }));
    expect(decision.kind === 'login' && decision.step).toBe('member-only');
    expect(decision.kind === 'login' && decision.rejection.message).toMatch(/^로그인하신 경우에만 할인되는/);
    expect(goToCheckout(input({ restaurant, loggedIn: true })).kind).toBe('check-stock');
    expect(goToCheckout(input({ restaurant, loggedIn: false, confirmed: ['member-only'] })).kind).toBe(
      'check-stock',
    );
  });

  it('uses the injected member-only answer over its own reading (spec 000 §5 "A member-only discount for a logged-out user asks to log in")', () => {
    const login = rejection('MEMBER_ONLY_DISCOUNT');
    const checks = {
      minOrder: { kind: 'ok' },
      discountMinimum: { kind: 'ok' },
      memberOnly: { kind: 'login', rejection: login },
    } as const;
    expect(goToCheckout(input({ checks }))).toEqual({ kind: 'login', step: 'member-only', rejection: login });
  });

  it(`asks the discount minimum before the login question (${order})`, () => {
    const checks = {
      minOrder: { kind: 'ok' },
      discountMinimum: { kind: 'confirm', rejection: mov },
      memberOnly: { kind: 'login', rejection: rejection('MEMBER_ONLY_DISCOUNT') },
    } as const;
    expect(goToCheckout(input({ checks })).kind).toBe('confirm');
    expect(goToCheckout(input({ checks, confirmed: ['discount-minimum'] })).kind).toBe('login');
  });
});

describe('goToCheckout at the edges of its input', () => {
  it('goes on with a menu line and the required disposable item', () => {
    const cup = { ...draft({ id: 900, ms_type: 'disposable' }), amount: 1 };
    const decision = goToCheckout(
      input({
        cart: { ...cart, items: [...cart.items, cup] },
        restaurant: { stock_management: false, has_disposable_menu: true, discounts: null },
      }),
    );
    expect(decision.kind).toBe('proceed');
  });

  it('reads a restaurant whose discounts name no additional delivery discount as no login question', () => {
    for (const discounts of [{}, { additional: {} }]) {
      const restaurant = { stock_management: false, has_disposable_menu: false, discounts };
      expect(goToCheckout(input({ restaurant, loggedIn: false })).kind).toBe('proceed');
    }
  });

  it('throws, naming it, on a check answer of a kind it does not know (a bug in the caller)', () => {
    const odd = { kind: 'maybe' } as never;
    expect(() => goToCheckout(input({ checks: { minOrder: odd, discountMinimum: { kind: 'ok' } } }))).toThrow(
      'unhandled check {"kind":"maybe"}',
    );
    expect(() => goToCheckout(input({ checks: { minOrder: { kind: 'ok' }, discountMinimum: odd } }))).toThrow(
      'unhandled check',
    );
    const checks = { minOrder: { kind: 'ok' }, discountMinimum: { kind: 'ok' }, memberOnly: odd } as const;
    expect(() => goToCheckout(input({ checks }))).toThrow('unhandled check');
  });
});
