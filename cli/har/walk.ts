// The walk through a recorded session's calls: what the script has done so far (the restaurant
// open, the cart it holds, the order placed and its payment page), and how a step is written (a
// command, an assertion, the comment naming the HAR entry it came from, or the call it could not map).
import type { CallName } from '../../contract/calls.ts';
import type { ProductLine } from '../../contract/cart.ts';
import type { MenuCategory } from '../../contract/menu.ts';
import type { PaymentMethod } from '../../domain/checkout/payment.ts';

export type Step =
  | { readonly kind: 'comment'; readonly text: string }
  | { readonly kind: 'line'; readonly json: Readonly<Record<string, unknown>> };

export interface Unmapped {
  readonly index: number;
  /** The contract call, or `payment page` for a provider's page. */
  readonly name: CallName | 'payment page';
  readonly method: string;
  readonly path: string;
  readonly reason: string;
}

export interface MappingOptions {
  /** Keep the recorded phone; by default `{{unique.phone}}`, so the script runs again on one gateway. */
  readonly keepPhone?: boolean;
}

/** The variable a placed order's number is captured into, for the reads after it. */
export const ORDER_VARIABLE = 'order';

/** What the script has done so far. */
export interface Walk {
  readonly steps: Step[];
  readonly unmapped: Unmapped[];
  commands: number;
  asked: number;
  lookup: { readonly address: string } | { readonly point: { lat: number; lng: number } } | null;
  readonly menus: Map<number, readonly MenuCategory[]>;
  /** The staff view's point per restaurant, from the detail read beside its menu. */
  readonly staffPoints: Map<number, { lat: number; lng: number; zipcode: string }>;
  opened: number | null;
  located: boolean;
  /** The lines the script's cart holds, as last submitted, and their restaurant. */
  cart: readonly ProductLine[];
  cartOf: number | null;
  phone: string | null;
  smsContext: string | null;
  payment: PaymentMethod | null;
  /** The address detail and the comment the script last typed: a retried order types them once. */
  detail: string | null;
  comment: string | null;
  /** The number the recorded session's order got, read afterwards as {{order}}. */
  placed: string | null;
  /** An online order waiting for its payment page's answer (its number null when not recorded). */
  pending: { readonly orderNumber: string | null } | null;
  /** The order.submit entries a payment page follows (answered, or its popup opened) before the next submit. */
  readonly pageFollows: ReadonlySet<number>;
  /** The mobile-card popup opened for the pending order, not answered yet. */
  popupOpen: number | null;
  /** An unpaid answer opened checkout again: the next cart submit with the same cart is that reopen. */
  reopening: boolean;
  /** An approved payment loaded this order itself: its thank-you page's read asserts only. */
  paidLoad: string | null;
  /** The order whose exit poll is open (its choices read, not answered yet). */
  pollShown: string | null;
  lastOrderStatus: string | null;
  lastProgressStatus: string | null;
  /** The address the first order was sent to: a staff view's location has no other. */
  readonly orderAddress: string | null;
}

export function say(
  walk: Walk,
  at: {
    readonly index: number;
    readonly name: Unmapped['name'];
    readonly method: string;
    readonly path: string;
  },
  reason: string,
): void {
  walk.unmapped.push({ index: at.index, name: at.name, method: at.method, path: at.path, reason });
}

export function command(walk: Walk, json: Record<string, unknown>): void {
  walk.steps.push({ kind: 'line', json });
  walk.commands++;
}

export function assert(walk: Walk, checks: Record<string, unknown>): void {
  walk.steps.push({ kind: 'line', json: { assert: checks } });
}

export function comment(walk: Walk, text: string): void {
  walk.steps.push({ kind: 'comment', text });
}

/** The comment naming the HAR entry the next lines come from. */
export function from(
  walk: Walk,
  at: { readonly index: number; readonly name: string; readonly method: string; readonly path: string },
): void {
  comment(walk, `entry ${at.index}: ${at.name} ${at.method} ${at.path}`);
}
