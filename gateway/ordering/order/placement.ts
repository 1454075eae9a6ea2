// What placing an order takes and answers: shared by the transaction (order-place.ts) and the
// orders table (order-store.ts), which answers a repeated submit with the first placement.
import type { PhoneKey } from '../../request-keys.ts';
import type { CheckedOrder, OrderBody } from './order-checks.ts';
import type { OrderRefusal } from './order-refusal.ts';
import type { WireOrderResult } from './order-result.ts';

export type Placement =
  | { readonly ok: true; readonly result: WireOrderResult }
  | { readonly ok: false; readonly refusal: OrderRefusal };

export interface PlaceInput {
  readonly order: CheckedOrder;
  readonly body: OrderBody;
  readonly customerId: string;
  /** The body's customer phone as the request's keys key it: a single-use coupon's phone. */
  readonly phoneKey: PhoneKey;
  readonly idempotencyKey: string;
  readonly nowMs: number;
  /** When an online order must be paid by, on the gateway's clock (settings.ts). */
  readonly payByMs: number;
  /**
   * The gateway's own time (no test run's): an order paid on delivery is received then, and its
   * progress runs on this clock (progress/progress-store.ts).
   */
  readonly gatewayNowMs: number;
}
