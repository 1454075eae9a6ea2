// An order's progress folded from its rows (order_progress, oldest first) and the changes it may
// take next. Pure: the store reads and writes the rows, the routes and the sandbox restaurant
// decide with these.
//
//   received ─accept─> accepted ─cook─> cooking ─depart─> delivering ─deliver─> delivered
//       │                  │               │
//       └─ cancel ─────────┴───────────────┴─> cancelled (the customer from received only;
//                                                the restaurant from any of the three)
//   cancelled with refund pending ─refund─> cancelled with refund refunded (no new step)
import * as t from 'io-ts';
import {
  CancelledBy as CancelledByCodec,
  type OrderProgress,
  ProgressStatus,
  RefundState as RefundStateCodec,
} from '../../../contract/order-progress.ts';
import { MINUTE_MS } from '../../../domain/content/seoul-time.ts';
import { seoulIso } from '../seoul-iso.ts';

/** A row of order_progress as the database hands it over. */
export const ProgressRow = t.type({
  order_number: t.string,
  version: t.number,
  status: ProgressStatus,
  /** A Date (both drivers) or its text. */
  at: t.unknown,
  estimated_minutes: t.union([t.number, t.null]),
  cancelled_by: t.union([CancelledByCodec, t.null]),
  reason: t.union([t.string, t.null]),
  refund: t.union([RefundStateCodec, t.null]),
});
export type ProgressRow = t.TypeOf<typeof ProgressRow>;

export type { ProgressStatus } from '../../../contract/order-progress.ts';
export type RefundState = t.TypeOf<typeof RefundStateCodec>;
export type CancelledBy = t.TypeOf<typeof CancelledByCodec>;

export interface Cancellation {
  readonly by: CancelledBy;
  readonly reason: string;
  readonly refund: RefundState;
}

export interface ProgressState {
  readonly orderNumber: string;
  readonly status: ProgressStatus;
  readonly version: number;
  /** Each status the order entered, with when. */
  readonly steps: readonly { readonly status: ProgressStatus; readonly atMs: number }[];
  /** When the latest change happened (a refund is a change, not a step). */
  readonly lastAtMs: number;
  readonly acceptedAtMs: number | null;
  readonly estimatedMinutes: number | null;
  readonly cancellation: Cancellation | null;
}

const atMs = (at: unknown): number => (at instanceof Date ? at.getTime() : Date.parse(String(at)));

/** The rows this gateway wrote; one that does not decode is a bug (or a hand's edit), said as such. */
export function decodeProgressRows(rows: readonly unknown[]): ProgressRow[] {
  return rows.map((row) => {
    const decoded = ProgressRow.decode(
      typeof row === 'object' && row !== null
        ? { ...row, version: Number((row as { version?: unknown }).version) }
        : row,
    );
    if (decoded._tag === 'Left')
      throw new Error(`an order_progress row does not decode: ${JSON.stringify(row)}`);
    return decoded.right;
  });
}

/** The state after `rows` (one order's, any order); null for none: the order has not started. */
export function foldProgress(rows: readonly ProgressRow[]): ProgressState | null {
  const sorted = [...rows].sort((a, b) => a.version - b.version);
  const first = sorted[0];
  if (first === undefined) return null;
  const steps: { status: ProgressStatus; atMs: number }[] = [];
  let acceptedAtMs: number | null = null;
  let estimatedMinutes: number | null = null;
  let cancellation: Cancellation | null = null;
  for (const row of sorted) {
    const at = atMs(row.at);
    if (steps[steps.length - 1]?.status !== row.status) steps.push({ status: row.status, atMs: at });
    if (row.status === 'accepted') {
      acceptedAtMs = at;
      estimatedMinutes = row.estimated_minutes;
    }
    if (row.status === 'cancelled')
      cancellation = {
        by: row.cancelled_by ?? 'restaurant',
        reason: row.reason ?? '',
        refund: row.refund ?? 'none',
      };
  }
  const last = sorted[sorted.length - 1] ?? first;
  return {
    orderNumber: first.order_number,
    status: last.status,
    version: last.version,
    steps,
    lastAtMs: atMs(last.at),
    acceptedAtMs,
    estimatedMinutes,
    cancellation,
  };
}

/** The contract's answer (order.progress, order.cancel, the stream's events). */
export function wireProgress(state: ProgressState, restaurantPhone: string): OrderProgress {
  const arrival =
    state.acceptedAtMs === null || state.estimatedMinutes === null || state.status === 'cancelled'
      ? null
      : seoulIso(state.acceptedAtMs + state.estimatedMinutes * MINUTE_MS);
  return {
    order_number: state.orderNumber,
    status: state.status,
    version: state.version,
    steps: state.steps.map((s) => ({ status: s.status, at: seoulIso(s.atMs) })),
    estimated_minutes: state.estimatedMinutes,
    estimated_arrival: arrival,
    restaurant_phone: restaurantPhone,
    cancellable: state.status === 'received',
    cancellation: state.cancellation,
  };
}

/** A change an order may take: the restaurant's, the customer's, the payment provider's refund. */
export type Change =
  | { readonly kind: 'accept'; readonly minutes: number }
  | { readonly kind: 'cook' }
  | { readonly kind: 'depart' }
  | { readonly kind: 'deliver' }
  | {
      readonly kind: 'cancel';
      readonly by: CancelledBy;
      readonly reason: string;
      readonly refund: RefundState;
    }
  | { readonly kind: 'refund' };

/** The row a change writes, version and time aside. */
export interface NewRow {
  readonly status: ProgressStatus;
  readonly estimated_minutes: number | null;
  readonly cancelled_by: CancelledBy | null;
  readonly reason: string | null;
  readonly refund: RefundState | null;
}

const from: Readonly<Record<Exclude<Change['kind'], 'cancel'>, ProgressStatus>> = {
  accept: 'received',
  cook: 'accepted',
  depart: 'cooking',
  deliver: 'delivering',
  refund: 'cancelled',
};

/** Whether the order may take the change now. */
export function allows(state: ProgressState, change: Change): boolean {
  switch (change.kind) {
    case 'cancel':
      return change.by === 'customer'
        ? state.status === 'received'
        : state.status === 'received' || state.status === 'accepted' || state.status === 'cooking';
    case 'refund':
      return state.status === 'cancelled' && state.cancellation?.refund === 'pending';
    default:
      return state.status === from[change.kind];
  }
}

/** The row of a change the order allows. */
export function rowOf(change: Change, state: ProgressState): NewRow {
  const none = { estimated_minutes: null, cancelled_by: null, reason: null, refund: null };
  switch (change.kind) {
    case 'accept':
      return { ...none, status: 'accepted', estimated_minutes: change.minutes };
    case 'cook':
      return { ...none, status: 'cooking' };
    case 'depart':
      return { ...none, status: 'delivering' };
    case 'deliver':
      return { ...none, status: 'delivered' };
    case 'cancel':
      return {
        ...none,
        status: 'cancelled',
        cancelled_by: change.by,
        reason: change.reason,
        refund: change.refund,
      };
    case 'refund': {
      const c = state.cancellation;
      return {
        ...none,
        status: 'cancelled',
        cancelled_by: c?.by ?? null,
        reason: c?.reason ?? null,
        refund: 'refunded',
      };
    }
    default: {
      const never: never = change;
      return never;
    }
  }
}
