// Leaving the cart for the checkout (spec 000 §4 "Going to checkout runs, in order: ...").
import type { Restaurant } from '../restaurant/types.ts';
import { type Rejection, rejection } from '../result.ts';
import { paths } from '../routes/route-href.ts';
import { isDisposable } from './disposable.ts';
import type { Cart } from './types.ts';

/** The minimum-order rule's answer (computed in domain/pricing/). */
export type MinOrderCheck =
  | { readonly kind: 'ok' }
  | { readonly kind: 'confirm'; readonly rejection: Rejection }
  | { readonly kind: 'blocked'; readonly rejection: Rejection };

/** The discount-minimum (discount_mov) rule's answer (computed in domain/pricing/). */
export type DiscountMinimumCheck =
  | { readonly kind: 'ok' }
  | { readonly kind: 'confirm'; readonly rejection: Rejection };

/** The member-only login question (domain/pricing/ `checkMemberOnlyDiscount` answers this shape). */
export type MemberOnlyCheck =
  | { readonly kind: 'ok' }
  | { readonly kind: 'login'; readonly rejection: Rejection };

/** A dialog the customer can get past; each is confirmed on its own. */
export type CheckoutConfirmation = 'min-order' | 'discount-minimum' | 'member-only';

export interface GoToCheckoutInput {
  readonly cart: Cart;
  readonly restaurant: Pick<Restaurant, 'stock_management' | 'has_disposable_menu' | 'discounts'>;
  readonly loggedIn: boolean;
  /** The dialogs the customer has already said yes to, from earlier answers' `step`. */
  readonly confirmed: readonly CheckoutConfirmation[];
  readonly checks: {
    readonly minOrder: MinOrderCheck;
    readonly discountMinimum: DiscountMinimumCheck;
    /** When absent it is derived from the restaurant's additional discount and `loggedIn`. */
    readonly memberOnly?: MemberOnlyCheck;
  };
}

export type GoToCheckoutDecision =
  | { readonly kind: 'rejected'; readonly rejection: Rejection }
  | { readonly kind: 'confirm'; readonly step: CheckoutConfirmation; readonly rejection: Rejection }
  /** "Log in?": yes goes to the login page; no dispatches again with 'member-only' confirmed. */
  | { readonly kind: 'login'; readonly step: 'member-only'; readonly rejection: Rejection }
  /** The workflow asks the server about stock, then goes to /checkout/. */
  | { readonly kind: 'check-stock' }
  | { readonly kind: 'proceed'; readonly path: string };

/**
 * Empty cart, then a missing required disposable item, then the minimum-price check, the
 * discount-minimum check, the member-only login question, and the stock check only with
 * stock_management. A `confirm` answer names its step; the shell asks and dispatches again with
 * that step added to `confirmed`. The login question answers `login`; going on without logging in
 * (forfeiting the member-only discount) is confirming 'member-only'.
 */
export function goToCheckout(input: GoToCheckoutInput): GoToCheckoutDecision {
  const { cart, restaurant, confirmed, checks } = input;
  const needs = (step: CheckoutConfirmation, r: Rejection): GoToCheckoutDecision | null =>
    confirmed.includes(step) ? null : { kind: 'confirm', step, rejection: r };

  if (cart.items.every(isDisposable)) return { kind: 'rejected', rejection: rejection('CART_EMPTY') };
  if (restaurant.has_disposable_menu && !cart.items.some(isDisposable)) {
    return { kind: 'rejected', rejection: rejection('DISPOSABLE_SHORTAGE') };
  }

  const minOrder = checks.minOrder;
  switch (minOrder.kind) {
    case 'ok':
      break;
    case 'blocked':
      return { kind: 'rejected', rejection: minOrder.rejection };
    case 'confirm': {
      const ask = needs('min-order', minOrder.rejection);
      if (ask !== null) return ask;
      break;
    }
    default:
      return unreachable(minOrder);
  }

  const discount = checks.discountMinimum;
  switch (discount.kind) {
    case 'ok':
      break;
    case 'confirm': {
      const ask = needs('discount-minimum', discount.rejection);
      if (ask !== null) return ask;
      break;
    }
    default:
      return unreachable(discount);
  }

  const memberOnly = checks.memberOnly ?? deriveMemberOnly(input);
  switch (memberOnly.kind) {
    case 'ok':
      break;
    case 'login':
      if (!confirmed.includes('member-only')) {
        return { kind: 'login', step: 'member-only', rejection: memberOnly.rejection };
      }
      break;
    default:
      return unreachable(memberOnly);
  }

  return restaurant.stock_management ? { kind: 'check-stock' } : { kind: 'proceed', path: paths.checkout };
}

function deriveMemberOnly({ restaurant, loggedIn }: GoToCheckoutInput): MemberOnlyCheck {
  const memberOnly = restaurant.discounts?.additional?.delivery?.only_for_member === true;
  return memberOnly && !loggedIn
    ? { kind: 'login', rejection: rejection('MEMBER_ONLY_DISCOUNT') }
    : { kind: 'ok' };
}

function unreachable(value: never): never {
  throw new Error(`unhandled check ${JSON.stringify(value)}`);
}
