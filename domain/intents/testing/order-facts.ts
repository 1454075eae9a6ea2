// Starting facts for the intents after the order: an order this device placed, and the progress
// the in-memory restaurant gives it.
import type { OrderProgress } from '../../ports/gateway.ts';
import { draft, type EventDraft } from '../../store/decision.ts';
import { cheeseBallsInCart } from './facts.ts';

export const ORDER = '2611210001';

/** 치즈볼 × 3 at 역삼 황금치킨, placed on this device and shown on the thank-you page. */
export const cheeseBallsOrdered: readonly EventDraft[] = [
  ...cheeseBallsInCart,
  draft('OrderPlaced', { orderNumber: ORDER, total: 15000, outcome: 'thankyou', redirectUrl: null }),
  draft('CartCleared', { reason: 'order-complete' }),
];

/** The order's progress as the gateway answers it at `status` (its steps all at noon). */
export function progressAt(
  status: OrderProgress['status'],
  version: number,
  extra: Partial<OrderProgress> = {},
): OrderProgress {
  return {
    order_number: ORDER,
    status,
    version,
    steps: [{ status: 'received', at: '2026-11-21T12:00:00+09:00' }],
    estimated_minutes: null,
    estimated_arrival: null,
    restaurant_phone: '02-555-0101',
    cancellable: status === 'received',
    cancellation: null,
    ...extra,
  };
}
