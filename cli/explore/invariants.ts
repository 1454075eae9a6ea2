// What must hold after every step of a journey, whatever was typed. Each check the projections can
// show is an assert line's checks (dot paths and expected values, matched as `jumun run` matches
// them), so a broken one is written into the failure script as that very line; a refusal is held
// to the catalogue of the spec's texts (domain/messages.ts).
import { knownText } from '../../domain/i18n/known-text.ts';
import type { Projections } from '../../domain/projections/projections.ts';
import { checkAssertions } from '../script/dot-path.ts';
import type { LineResult } from '../script/run-script.ts';
import type { ServerCartTotals } from './observed-calls.ts';

/** What one step showed: its outcome, the projections after it and the server cart it was answered. */
export interface StepSeen {
  readonly result: LineResult;
  readonly projections: Projections;
  readonly serverCart: ServerCartTotals | null;
}

/** An invariant the projections show: the checks of an assert line, or null where it says nothing. */
export interface Invariant {
  readonly name: string;
  checks(seen: StepSeen): Readonly<Record<string, unknown>> | null;
}

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
  /** Seen by reading the gateway back: the script replays the journey, a comment says what was read. */
  | { readonly kind: 'read-back'; readonly invariant: string; readonly said: string };

export const TOTAL = 'the checkout total is lines + delivery fee − discounts, and never below 0';
export const SERVER_CART = "the server cart's items and delivery fee are the client's";
export const REFUSAL_TEXT = 'every refusal says a text of the catalogue (the spec’s texts)';
export const STOCK = 'stock read back is never negative';
export const ONCE = 'an order is placed once per idempotency key';

/** total = items + fee + the charged shortfall + discounts (negative) + coupon (negative) ≥ 0. */
export const totalAddsUp: Invariant = {
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
export const serverCartAgrees: Invariant = {
  name: SERVER_CART,
  checks: ({ serverCart, projections }) =>
    serverCart === null || projections.checkout.stage !== 'inserted'
      ? null
      : { 'checkout.itemsTotal': serverCart.itemsTotal, 'checkout.deliveryFee': serverCart.deliveryFee },
};

export const projectionInvariants: readonly Invariant[] = [totalAddsUp, serverCartAgrees];

/** The first invariant a step broke, or null when all held. */
export function brokenBy(seen: StepSeen, invariants: readonly Invariant[]): Broken | null {
  const { rejection } = seen.result;
  if (rejection !== undefined && knownText(rejection.message) === null)
    return {
      kind: 'refusal',
      invariant: REFUSAL_TEXT,
      said: `${seen.result.type} was refused with a text the catalogue does not have: ${JSON.stringify(rejection.message)} (${rejection.code})`,
    };
  for (const invariant of invariants) {
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
