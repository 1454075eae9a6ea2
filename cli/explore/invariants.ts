// What must hold after every step of a journey, whatever was typed. Each check the projections can
// show is an assert line's checks (dot paths and expected values, matched as `jumun run` matches
// them), so a broken one is written into the failure script as that very line; a refusal is held
// to the catalogue of the spec's texts (domain/messages.ts); what only the gateway shows after an
// order is checked by read-back lines (cli/script/read-line.ts), run by the journey as `jumun run`
// runs them and written after the journey's lines when they fail.
import { knownText } from '../../domain/i18n/known-text.ts';
import type { Projections } from '../../domain/projections/projections.ts';
import { checkAssertions } from '../script/dot-path.ts';
import type { LineResult } from '../script/run-script.ts';
import type { LineJson } from './journey-intents.ts';
import type { JourneyModel } from './journey-model.ts';
import type { ServerCartTotals } from './observed-calls.ts';

/** What one step showed: its outcome, the projections after it and the server cart it was answered. */
export interface StepSeen {
  readonly result: LineResult;
  readonly projections: Projections;
  readonly serverCart: ServerCartTotals | null;
  /** What the journey believes after the step (its last order, kept from before). */
  readonly model: Readonly<JourneyModel>;
}

/** An invariant the projections show: the checks of an assert line, or null where it says nothing. */
export interface ProjectionInvariant {
  readonly name: string;
  checks(seen: StepSeen): Readonly<Record<string, unknown>> | null;
}

/** An invariant of every refusal's text: whether the catalogue knows it. */
export interface RefusalInvariant {
  readonly name: string;
  known(message: string): boolean;
}

/** An invariant only the gateway shows, after an order was placed: the script lines that check it. */
export interface ReadBackInvariant {
  readonly name: string;
  lines(placed: { readonly restaurantId: number }): readonly LineJson[];
}

export type Invariant = ProjectionInvariant | RefusalInvariant | ReadBackInvariant;

/** How a step broke an invariant, and so how the failure script says it. */
export type Broken =
  /** Written as an assert line with these checks: `jumun run` fails on it. */
  | {
      readonly kind: 'assert';
      readonly invariant: string;
      readonly checks: Readonly<Record<string, unknown>>;
      readonly said: string;
    }
  /** Written as the command line expecting ok: `jumun run` fails on its refusal. */
  | { readonly kind: 'refusal'; readonly invariant: string; readonly said: string }
  /** Seen by reading the gateway back: written as these lines, the one that failed last. */
  | {
      readonly kind: 'read-back';
      readonly invariant: string;
      readonly lines: readonly LineJson[];
      readonly said: string;
    };

export const TOTAL = 'the checkout total is lines + delivery fee − discounts, and never below 0';
export const SERVER_CART = "the server cart's items and delivery fee are the client's";
export const REFUSAL_TEXT = 'every refusal says a text of the catalogue (the spec’s texts)';
export const STOCK = 'stock read back is never negative';
export const ONCE = 'an order is placed once per idempotency key';

export const refusalText: RefusalInvariant = {
  name: REFUSAL_TEXT,
  known: (message) => knownText(message) !== null,
};

/** total = items + fee + the charged shortfall + discounts (negative) + coupon (negative) ≥ 0. */
export const totalAddsUp: ProjectionInvariant = {
  name: TOTAL,
  checks: ({ projections: { cart, checkout } }) => {
    if (checkout.stage === 'placed' || cart.items.length === 0) return null;
    const sum =
      checkout.itemsTotal +
      checkout.deliveryFee +
      (checkout.minOrder === 'charged' ? checkout.shortfall : 0) +
      checkout.discounts.reduce((n, d) => n + d.amount, 0) +
      checkout.coupon.amount;
    // A negative sum cannot be the total: the expectation fails whatever the total is.
    return { 'checkout.total': sum >= 0 ? sum : { $gte: 0, $in: [sum] } };
  },
};

/** The server cart a step was answered holds the items total and fee the client shows. */
export const serverCartAgrees: ProjectionInvariant = {
  name: SERVER_CART,
  checks: ({ serverCart, projections }) =>
    serverCart === null || projections.checkout.stage !== 'inserted'
      ? null
      : { 'checkout.itemsTotal': serverCart.itemsTotal, 'checkout.deliveryFee': serverCart.deliveryFee },
};

export const PAID = "a paid order's payment amount is the checkout's total";
export const CANCELLED = 'a cancelled order reads back cancelled';
export const REORDERED = "a reorder's cart holds lines of the order, each at the order's price";

/** An accepted command of this type, or null. */
const accepted = (seen: StepSeen, type: string) =>
  seen.result.ok && seen.result.type === type && seen.result.outcome === undefined;

/** The order its payment page approved is loaded, paid the total the checkout showed. */
export const paidTheTotal: ProjectionInvariant = {
  name: PAID,
  checks: (seen) => {
    const order = seen.model.lastOrder;
    return accepted(seen, 'AnswerPayment') && seen.projections.checkout.order !== null && order !== null
      ? { 'checkout.order.payment_amount': order.total }
      : null;
  },
};

/** A cancel the gateway took: the order, read again, says cancelled. */
export const cancelledReadsCancelled: ProjectionInvariant = {
  name: CANCELLED,
  checks: (seen) => (accepted(seen, 'CancelOrder') ? { 'order.status': 'cancelled' } : null),
};

/**
 * A reorder fills the cart with the order's lines still on sale, each at today's price: the menu
 * does not change during an exploration, so today's price is the order's (a line may be dropped,
 * or its amount lowered, for stock other journeys took).
 */
export const reorderedAsOrdered: ProjectionInvariant = {
  name: REORDERED,
  checks: (seen) => {
    const order = seen.model.lastOrder;
    if (!accepted(seen, 'Reorder') || order === null) return null;
    return { 'cart.items': { $every: { $in: order.lines.map((l) => ({ ...l })) } } };
  },
};

/** The order's submit sent again with its idempotency key answers the same order number. */
export const placedOnce: ReadBackInvariant = {
  name: ONCE,
  lines: () => [
    { capture: { order: 'checkout.orderNumber' } },
    { resend: 'SubmitOrder', assert: { status: { $gte: 200, $lt: 300 }, orderNumber: '{{order}}' } },
  ],
};

/** Every item and option of the restaurant's menu, read back, has a stock of 0 or more. */
export const stockNotNegative: ReadBackInvariant = {
  name: STOCK,
  lines: ({ restaurantId }) => [
    { read: 'menu', restaurantId, assert: { stock: { $every: { stock: { $gte: 0 } } } } },
  ],
};

/** Every invariant of the product, in the order the summary lists them. */
export const productInvariants: readonly Invariant[] = [
  refusalText,
  totalAddsUp,
  serverCartAgrees,
  placedOnce,
  stockNotNegative,
  paidTheTotal,
  cancelledReadsCancelled,
  reorderedAsOrdered,
];

export const isReadBack = (i: Invariant): i is ReadBackInvariant => 'lines' in i;

/** The first invariant a step broke, or null when all held (read-back ones are the journey's). */
export function brokenBy(seen: StepSeen, invariants: readonly Invariant[]): Broken | null {
  const { rejection } = seen.result;
  for (const invariant of invariants)
    if ('known' in invariant && rejection !== undefined && !invariant.known(rejection.message))
      return {
        kind: 'refusal',
        invariant: invariant.name,
        said: `${seen.result.type} was refused with a text the catalogue does not have: ${JSON.stringify(rejection.message)} (${rejection.code})`,
      };
  for (const invariant of invariants) {
    if (!('checks' in invariant)) continue;
    const checks = invariant.checks(seen);
    if (checks === null) continue;
    const failures = checkAssertions(seen.projections, checks);
    if (failures.length > 0)
      return {
        kind: 'assert',
        invariant: invariant.name,
        checks,
        said: failures
          .map((f) => `${f.path}: expected ${JSON.stringify(f.expected)}, was ${JSON.stringify(f.actual)}`)
          .join('; '),
      };
  }
  return null;
}
