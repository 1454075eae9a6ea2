// jumun's extension of the contract (the specs stop at the thank-you page): an order followed to
// the door, cancelled by its customer while the restaurant has not taken it, and a member's order
// history. Written in the seeds' conventions (snake_case fields, the gateway host under
// /order/api/v2/, the error object with a Korean error_message); a real backend maps its own
// order-status API onto the same shapes.
//
// Only the order's customer may read, follow or cancel it: any other token gets the same 404 as an
// unknown order, as order.info answers. Answers are open codecs, as every answer of the table is (a
// field a server adds is accepted, its text shown); what a client sends is closed and bounded.
import * as t from 'io-ts';
import { get, post } from './call-def.ts';
import { closed } from './closed.ts';
import {
  Count,
  Id,
  IsoDateTime,
  nullable,
  Quantity,
  readonlyArray,
  SmallCount,
  TextLimit,
  text,
  Won,
} from './primitives.ts';
import { IdParam, SegmentParam } from './query-params.ts';

/**
 * Where a placed order is: received (접수 대기) → accepted (접수 완료, with the restaurant's
 * estimate) → cooking (조리 중) → delivering (배달 중) → delivered (배달 완료); or cancelled (주문 취소)
 * from received (by its customer or the restaurant) or from accepted and cooking (by the restaurant).
 * An online order enters received when its payment is settled; an order paid on delivery, when it
 * is placed.
 */
export const ProgressStatus = t.keyof(
  { received: null, accepted: null, cooking: null, delivering: null, delivered: null, cancelled: null },
  'ProgressStatus',
);
export type ProgressStatus = t.TypeOf<typeof ProgressStatus>;

/** Who cancelled: the customer (while received), the restaurant (with its reason). */
export const CancelledBy = t.keyof({ customer: null, restaurant: null }, 'CancelledBy');

/** An online payment's refund after a cancel; `none` for an order paid on delivery. */
export const RefundState = t.keyof({ none: null, pending: null, refunded: null }, 'RefundState');

export const ProgressStep = t.type({ status: ProgressStatus, at: IsoDateTime }, 'ProgressStep');

export const Cancellation = t.type(
  { by: CancelledBy, reason: t.string, refund: RefundState },
  'Cancellation',
);

/** One order's progress: the whole state, so a client that missed changes catches up from any one. */
export const OrderProgress = t.type(
  {
    order_number: t.string,
    status: ProgressStatus,
    /** 1 at received, one more per change (a transition, or a cancelled order's refund): the stream's event id. */
    version: Count,
    /** Every transition so far, the oldest first (the first is received). */
    steps: readonlyArray(ProgressStep),
    /** The restaurant's estimate in minutes, from accepted on; null before. */
    estimated_minutes: nullable(SmallCount),
    /** When the order should arrive (accepted's time plus the estimate); null before accepted. */
    estimated_arrival: nullable(IsoDateTime),
    /** The restaurant's phone, for the customer to call (the order page shows it). */
    restaurant_phone: t.string,
    /** The customer may cancel now (received only). */
    cancellable: t.boolean,
    cancellation: nullable(Cancellation),
  },
  'OrderProgress',
);
export type OrderProgress = t.TypeOf<typeof OrderProgress>;

export const OrderCancelBody = closed('OrderCancelBody', {
  /** The customer's reason, free text ('' allowed). */
  reason: text(TextLimit.line),
});

/** One order of a member's history (주문내역). */
export const OrderSummary = t.type(
  {
    order_number: t.string,
    restaurant_id: Id,
    restaurant_name: t.string,
    items: readonlyArray(t.type({ name: t.string, quantity: Quantity }, 'OrderSummaryItem')),
    payment_amount: Won,
    created_at: IsoDateTime,
    /** null while an online payment is not settled (or it failed): the order never started. */
    status: nullable(ProgressStatus),
  },
  'OrderSummary',
);

export const OrderHistoryQuery = closed(
  'OrderHistoryQuery',
  {},
  {
    /** From 1. */
    page: IdParam,
    /** At most 50 (20 unless said). */
    page_size: IdParam,
  },
);

export const OrderHistory = t.type(
  {
    orders: readonlyArray(OrderSummary),
    pagination: t.type(
      { current_page: Count, total_pages: Count, total_count: Count },
      'OrderHistoryPagination',
    ),
  },
  'OrderHistory',
);

const OrderNumberParams = closed('OrderProgressParams', { order_number: SegmentParam });

/**
 * The stream of one order's progress (Server-Sent Events, `text/event-stream`), outside the call
 * table as it is no request-and-answer: each change is an event `status` whose id is the version
 * and whose data is the OrderProgress JSON; a comment line every HEARTBEAT_SECONDS keeps it open.
 * A `Last-Event-ID` header (or `?last_event_id=`) older than the version gets the current state at
 * once; the stream ends after delivered or cancelled.
 */
export const orderProgressStream = {
  host: 'gateway',
  pattern: '/order/api/v2/orders/:order_number/progress/stream/',
  path: (orderNumber: string): string =>
    `/order/api/v2/orders/${encodeURIComponent(orderNumber)}/progress/stream/`,
  event: 'status',
  heartbeatSeconds: 15,
} as const;

export const orderProgressCalls = [
  /** The plain read, for clients that poll. */
  get('order.progress', 'gateway', '/order/api/v2/orders/:order_number/progress/', {
    params: OrderNumberParams,
    response: OrderProgress,
  }),
  /** 409 ORDER_NOT_CANCELLABLE once the restaurant has accepted it (the restaurant decides then). */
  post('order.cancel', 'gateway', '/order/api/v2/orders/:order_number/cancel/', {
    params: OrderNumberParams,
    body: OrderCancelBody,
    response: OrderProgress,
  }),
  /** A member's orders, newest first; a guest's token gets 401 (a guest's orders are on its device). */
  get('order.history', 'gateway', '/order/api/v2/orders/', {
    query: OrderHistoryQuery,
    response: OrderHistory,
  }),
] as const;
