// SANDBOX ONLY: the sandbox restaurant's pace, when an order moves on by itself on the gateway's
// clock. At pace 1 an order is accepted 30 s after it was received, with an estimate of 25-40
// minutes (the same for an order number every time, so a QA run can expect it), starts cooking at
// a tenth of the estimate, leaves at six tenths and is delivered at the estimate. Pace n runs n
// times faster (`jumun serve --order-pace 60`); `hold` moves nothing, QA moves each order by hand on
// /sandbox/orders/{number}. The sandbox PG refunds a cancelled online order 10 s (paced) after the
// cancel, under `hold` too: the refund is the provider's, not the restaurant's. Pure.
import { MINUTE_MS } from '../../domain/content/seoul-time.ts';
import type { Change, ProgressState } from '../ordering/progress/progress-fold.ts';
import type { OrderPace } from '../settings.ts';

export const ACCEPT_AFTER_MS = 30_000;
export const REFUND_AFTER_MS = 10_000;
export const ESTIMATE_MINUTES = { min: 25, max: 40 } as const;

/** Of the estimate, from accepted: when cooking starts and when the rider leaves. */
const COOK_AT = 0.1;
const DEPART_AT = 0.6;

/** 25-40, from the order number alone (FNV-1a). */
export function estimateMinutes(orderNumber: string): number {
  let hash = 0x811c9dc5;
  for (const c of orderNumber) hash = Math.imul(hash ^ (c.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return ESTIMATE_MINUTES.min + (hash % (ESTIMATE_MINUTES.max - ESTIMATE_MINUTES.min + 1));
}

export interface DueChange {
  readonly change: Change;
  /** When it happens (the step's time), never before the order's latest change. */
  readonly atMs: number;
}

/** The next change the sandbox restaurant (or PG) makes by itself, and when; null when none. */
export function dueChange(state: ProgressState, pace: OrderPace): DueChange | null {
  const scale = (ms: number) => ms / (pace === 'hold' ? 1 : pace);
  const at = (ms: number) => Math.max(state.lastAtMs, Math.round(ms));
  if (state.status === 'cancelled')
    return state.cancellation?.refund === 'pending'
      ? { change: { kind: 'refund' }, atMs: at(state.lastAtMs + scale(REFUND_AFTER_MS)) }
      : null;
  if (pace === 'hold') return null;
  const minutes = state.estimatedMinutes ?? estimateMinutes(state.orderNumber);
  const accepted = state.acceptedAtMs ?? state.lastAtMs;
  const ofEstimate = (share: number) => at(accepted + scale(share * minutes * MINUTE_MS));
  switch (state.status) {
    case 'received':
      return { change: { kind: 'accept', minutes }, atMs: at(state.lastAtMs + scale(ACCEPT_AFTER_MS)) };
    case 'accepted':
      return { change: { kind: 'cook' }, atMs: ofEstimate(COOK_AT) };
    case 'cooking':
      return { change: { kind: 'depart' }, atMs: ofEstimate(DEPART_AT) };
    case 'delivering':
      return { change: { kind: 'deliver' }, atMs: ofEstimate(1) };
    default:
      return null;
  }
}

/** `--order-pace`: a number of times faster than real time (above 0), or `hold`. */
export function parseOrderPace(raw: string): OrderPace | null {
  const text = raw.trim();
  if (text === 'hold') return 'hold';
  const n = Number(text);
  return text !== '' && Number.isFinite(n) && n > 0 && n <= 100_000 ? n : null;
}
