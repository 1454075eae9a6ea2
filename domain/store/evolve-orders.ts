// The orders' part of evolve (jumun's extension): the order followed, this device's orders kept
// from each OrderPlaced with the cart they were placed from, their statuses as read, and a
// member's history pages. Everything comes from the events: a progress is applied whole.
import { current, type Draft, isDraft } from 'immer';
import type { Event, EventOf } from '../events/events.ts';
import type { ProgressStatus } from '../ports/gateway.ts';
import { type OrdersState, PLACED_KEPT, type PlacedOrder, type State } from './state.ts';

export type OrdersEvent = EventOf<
  | 'OrderPlaced'
  | 'OrderProgressLoaded'
  | 'OrderCancelled'
  | 'OrderStatusesRead'
  | 'OrderHistoryLoaded'
  | 'Reordered'
>;

/** The order as the device placed it: the cart it came from, copied (a later event may change the cart). */
function placedOrder(s: Draft<State>, event: EventOf<'OrderPlaced'>): PlacedOrder {
  const cart = isDraft(s.cart) ? current(s.cart) : s.cart;
  return {
    orderNumber: event.data.orderNumber,
    placedAt: event.metadata.at,
    total: event.data.total,
    restaurantId: cart.restaurant_id ?? 0,
    restaurantName: cart.restaurant_name ?? '',
    lines: structuredClone(cart.items) as PlacedOrder['lines'],
    status: null,
  };
}

/** The status now known for one order, wherever the history lists it. */
function setStatus(orders: Draft<OrdersState>, orderNumber: string, status: ProgressStatus): void {
  for (const placed of orders.placed) if (placed.orderNumber === orderNumber) placed.status = status;
  for (const summary of orders.member?.orders ?? [])
    if (summary.order_number === orderNumber) summary.status = status;
}

export function evolveOrders(s: Draft<State>, event: OrdersEvent | Event): void {
  const orders = s.orders;
  switch (event.type) {
    case 'OrderPlaced': {
      // a repeated submit answers the same order: it is kept once
      if (orders.placed.some((p) => p.orderNumber === event.data.orderNumber)) return;
      const placed = placedOrder(s, event) as Draft<PlacedOrder>;
      orders.placed = [placed, ...orders.placed].slice(0, PLACED_KEPT);
      return;
    }
    case 'OrderProgressLoaded':
    case 'OrderCancelled': {
      const { progress } = event.data;
      orders.followed = structuredClone(progress) as Draft<OrdersState['followed']>;
      setStatus(orders, progress.order_number, progress.status);
      return;
    }
    case 'OrderStatusesRead':
      for (const { orderNumber, status } of event.data.statuses) setStatus(orders, orderNumber, status);
      return;
    case 'OrderHistoryLoaded': {
      const { orders: page, page: n, totalPages, totalCount } = event.data;
      // page 1 starts the list again; a later page adds what the earlier ones did not list
      const before = n <= 1 ? [] : (orders.member?.orders ?? []);
      const known = new Set(before.map((o) => o.order_number));
      orders.member = {
        orders: [...before, ...structuredClone(page).filter((o) => !known.has(o.order_number))],
        page: n,
        totalPages,
        totalCount,
      } as Draft<OrdersState['member']>;
      return;
    }
    case 'Reordered':
      orders.lastReorder = structuredClone(event.data) as Draft<OrdersState['lastReorder']>;
      return;
    default:
      return;
  }
}
