// Each rule of a workflow runs once per dispatch: the workflow is read top to bottom and asks the
// ports in between, so no step is evaluated again to learn where the way stopped. Counted by V8's
// call counts for the two largest intents on their longest common way (a member whose phone the
// blocklist checks; a checkout ready to order).
import { describe, expect, it } from 'vitest';
import { type CallCounts, callCounts } from '../../scripts/testing/call-counts.ts';
import type { Command } from '../commands/commands.ts';
import type { EventDraft } from '../store/decision.ts';
import { draft } from '../store/decision.ts';
import {
  checkoutOpened,
  cheeseBallsInCart,
  insertServerCart,
  memberLoggedIn,
  phoneEntered,
  phoneVerified,
} from './testing/facts.ts';
import { type GivenOptions, given } from './testing/given.ts';

/** The rules the dispatch runs, by file, and how often each ran. */
async function countedSteps(
  steps: Readonly<Record<string, readonly string[]>>,
  events: readonly EventDraft[],
  command: Command,
  options: GivenOptions = {},
): Promise<{ counts: CallCounts; names: string[] }> {
  const counts = await callCounts(Object.keys(steps), async () => {
    const { outcome } = await given(events, options).when(command).run();
    expect(outcome.kind).toBe('accepted');
  });
  const names = Object.entries(steps).flatMap(([file, fns]) => fns.map((fn) => `${file}:${fn}`));
  return { counts, names };
}

const once = ({ counts, names }: { counts: CallCounts; names: string[] }) =>
  expect(Object.fromEntries(names.map((n) => [n, counts.get(n) ?? 0]))).toEqual(
    Object.fromEntries(names.map((n) => [n, 1])),
  );

describe('each rule runs once per dispatch', () => {
  it('GoToCheckout: the cart checks, the blocked-user gate, the customer, the insert, the payment default', async () => {
    once(
      await countedSteps(
        {
          'domain/intents/go-to-checkout.ts': ['entry', 'knownCustomer', 'cartRequest', 'insertedCart'],
          'domain/cart/go-to-checkout.ts': ['goToCheckout'],
          'domain/checkout/blocked-user-gate.ts': ['blockedUserGate'],
          'domain/checkout/form-validation.ts': ['orderingPreconditions'],
          'domain/checkout/product-lines.ts': ['productLines'],
          'domain/intents/steps/default-payment.ts': ['payingMember'],
          'domain/intents/steps/discount-info.ts': ['discountInfoRequest'],
          'domain/intents/steps/follow-location.ts': ['movedRestaurant'],
          'domain/intents/steps/restore-restaurant.ts': ['lostRestaurant'],
        },
        [...cheeseBallsInCart, memberLoggedIn],
        { type: 'GoToCheckout' },
      ),
    );
  });

  it('SubmitOrder: the form, the coupon question, the blocked-user gate, the price, the outcome', async () => {
    const ready = [
      ...checkoutOpened('cart-1', 'sig-cart-1-15000'),
      draft('AddressDetailEntered', { detail: '101호' }),
      phoneEntered,
      phoneVerified,
      draft('PaymentChosen', { payment: 'cash' }),
    ];
    once(
      await countedSteps(
        {
          'domain/intents/submit-order.ts': ['ready', 'orderRequest'],
          'domain/checkout/form-validation.ts': ['validateCheckoutForm'],
          'domain/checkout/coupon.ts': ['unappliedCouponConfirm'],
          'domain/checkout/blocked-user-gate.ts': ['blockedUserGate'],
          'domain/projections/checkout-view.ts': ['viewCheckout'],
          'domain/checkout/order-body.ts': ['orderBody'],
          'domain/checkout/submit-outcome.ts': ['submitOutcome'],
        },
        ready,
        { type: 'SubmitOrder' },
        { server: (ports) => insertServerCart(ports, 'offline') },
      ),
    );
  });
});
