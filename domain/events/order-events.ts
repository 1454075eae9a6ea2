// After the order (jumun's extension, contract/order-progress.ts): where the order is, its
// customer's cancel, the order history read, and a past order put in the cart again.
import * as t from 'io-ts';
import { nullable, WonC } from '../codecs/primitives.ts';
import { event } from './event.ts';

export const ProgressStatusC = t.keyof(
  { received: null, accepted: null, cooking: null, delivering: null, delivered: null, cancelled: null },
  'ProgressStatus',
);

/** One order's whole progress, as the gateway answered it (the read, the stream, the cancel). */
export const OrderProgressC = t.type(
  {
    order_number: t.string,
    status: ProgressStatusC,
    version: t.number,
    steps: t.readonlyArray(t.type({ status: ProgressStatusC, at: t.string })),
    estimated_minutes: nullable(t.number),
    estimated_arrival: nullable(t.string),
    restaurant_phone: t.string,
    cancellable: t.boolean,
    cancellation: nullable(
      t.type({
        by: t.keyof({ customer: null, restaurant: null }),
        reason: t.string,
        refund: t.keyof({ none: null, pending: null, refunded: null }),
      }),
    ),
  },
  'OrderProgress',
);

/** One order of a member's history, as order.history pages it. */
export const OrderSummaryC = t.type({
  order_number: t.string,
  restaurant_id: t.number,
  restaurant_name: t.string,
  items: t.readonlyArray(t.type({ name: t.string, quantity: t.number })),
  payment_amount: WonC,
  created_at: t.string,
  status: nullable(ProgressStatusC),
});

/**
 * What a reorder found different from the past order (domain/reorder/reorder-lines.ts): a line
 * dropped (its item or an option gone or sold out, its options changed), a price now different, an
 * amount cut to the stock left.
 */
export const ReorderChangeC = t.intersection([
  t.type({
    kind: t.keyof({
      'item-gone': null,
      'item-sold-out': null,
      'item-not-orderable': null,
      'option-gone': null,
      'option-sold-out': null,
      'options-changed': null,
      'price-changed': null,
      'amount-reduced': null,
    }),
    menu: t.string,
  }),
  t.partial({ option: t.string, reason: t.string, from: t.number, to: t.number }),
]);

/** The order the customer follows (its page, `order-status`): read, streamed or polled. */
export const OrderProgressLoaded = event('OrderProgressLoaded', t.type({ progress: OrderProgressC }));
/** The customer cancelled the order while it was received; the progress the gateway answered. */
export const OrderCancelled = event('OrderCancelled', t.type({ progress: OrderProgressC }));
/** The statuses of this device's orders, read for the order history (their pages are not opened). */
export const OrderStatusesRead = event(
  'OrderStatusesRead',
  t.type({
    statuses: t.readonlyArray(t.type({ orderNumber: t.string, status: ProgressStatusC })),
  }),
);
/** A page of a member's order history. */
export const OrderHistoryLoaded = event(
  'OrderHistoryLoaded',
  t.type({
    orders: t.readonlyArray(OrderSummaryC),
    page: t.number,
    totalPages: t.number,
    totalCount: t.number,
  }),
);
/** A past order's lines were put in the cart again (the cart's own events carry the lines). */
export const Reordered = event(
  'Reordered',
  t.type({ orderNumber: t.string, changes: t.readonlyArray(ReorderChangeC) }),
);
