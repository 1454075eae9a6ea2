// The checkout projection: the money breakdown priced by domain/pricing at the time of the last
// event, and the form's state. QA scripts assert on these names (see the foundation issue).

import type { Won } from '../money.ts';
import type { OrderInfo } from '../ports/gateway.ts';
import {
  type AppliedDiscount,
  type MinOrderStanding,
  type NextFee,
  nextCheaperFee,
  priceOrder,
} from '../pricing/index.ts';
import { itemsTotal as cartItemsTotal } from '../pricing/items-total.ts';
import type { PhoneStatus, State } from '../store/state.ts';

export interface CheckoutView {
  readonly stage: State['checkout']['stage'];
  /** passed_insert_cart of the spec: the server accepted the cart. */
  readonly passedInsertCart: boolean;
  readonly insertError: string | null;
  readonly itemsTotal: Won;
  readonly deliveryFee: Won;
  /** What the items fall short of the minimum order. */
  readonly shortfall: Won;
  /** met; charged (the shortfall is in the total, ordering goes on); blocked (in no total). */
  readonly minOrder: MinOrderStanding;
  /** How much more food makes the delivery fee cheaper, and that fee (0: free); null if nothing does. */
  readonly nextFee: NextFee | null;
  /** Negative amounts. */
  readonly discounts: readonly AppliedDiscount[];
  readonly coupon: {
    readonly status: 'none' | 'verified';
    readonly code: string | null;
    readonly amount: Won;
  };
  readonly couponInput: string;
  /** What the customer pays. */
  readonly total: Won;
  readonly addressDetail: string;
  readonly phone: {
    readonly number: string;
    readonly status: PhoneStatus;
    readonly requestedAt: number | null;
    readonly sendCount: number;
    readonly failedChecks: number;
  };
  readonly payment: string | null;
  readonly comment: string;
  readonly orderNumber: string | null;
  readonly redirectUrl: string | null;
  readonly order: OrderInfo | null;
  /** The last order that came back unpaid from its provider: its number, code and the provider's message. */
  readonly paymentReturn: State['checkout']['paymentReturn'];
  readonly poll: { readonly number: number; readonly text: string } | null;
  /** The loaded order's exit poll is still to be offered: neither answered nor closed (once per order). */
  readonly pollDue: boolean;
  readonly canUseCoupon: boolean;
  /** What paying online would save (negative). */
  readonly onlinePaymentDiscount: number;
}

export function viewCheckout(state: State): CheckoutView {
  const { checkout, cart, catalog, session } = state;
  const priced =
    catalog !== null && cart.items.length > 0 && cart.restaurant_id === catalog.restaurant.id
      ? priceOrder({
          restaurant: catalog.restaurant,
          cart,
          now: state.lastAt,
          isMember: session.loggedIn,
          coupon: checkout.coupon.status === 'verified' ? checkout.coupon.amount : 0,
        })
      : null;
  const itemsTotal = priced?.itemsTotal ?? (cart.items.length === 0 ? 0 : cartItemsTotal(cart));
  return {
    stage: checkout.stage,
    passedInsertCart: checkout.stage === 'inserted',
    insertError: checkout.insertError,
    itemsTotal,
    deliveryFee: priced?.deliveryFee ?? 0,
    shortfall: priced?.shortfall ?? 0,
    minOrder: priced?.minOrder ?? 'met',
    nextFee:
      priced === null || catalog === null ? null : nextCheaperFee(catalog.restaurant, priced.itemsTotal),
    discounts: priced?.discounts ?? [],
    coupon:
      checkout.coupon.status === 'verified'
        ? { status: 'verified', code: checkout.coupon.code, amount: priced?.couponAmount ?? 0 }
        : { status: 'none', code: null, amount: 0 },
    couponInput: checkout.couponInput,
    // The placed order's total is what was paid; before that, the priced total.
    total: (checkout.stage === 'placed' ? checkout.order?.total : undefined) ?? priced?.total ?? itemsTotal,
    addressDetail: checkout.addressDetail,
    phone: {
      number: checkout.phone.number,
      status: checkout.phone.status,
      requestedAt: checkout.phone.requestedAt,
      sendCount: checkout.phone.sendCount,
      failedChecks: checkout.phone.failedChecks,
    },
    payment: checkout.payment,
    comment: checkout.comment,
    orderNumber: checkout.order?.orderNumber ?? null,
    redirectUrl: checkout.order?.redirectUrl ?? null,
    order: checkout.loadedOrder,
    paymentReturn: checkout.paymentReturn,
    poll: checkout.poll,
    pollDue: checkout.loadedOrder !== null && !checkout.pollsDone.includes(checkout.loadedOrder.order_number),
    canUseCoupon: checkout.canUseCoupon,
    onlinePaymentDiscount: checkout.onlinePaymentDiscount,
  };
}
