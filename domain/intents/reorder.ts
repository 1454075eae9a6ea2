// Reorder (재주문): a past order's lines into the cart, re-checked against today's restaurant (open,
// delivering to the current address) and menu (each item and option still offered, not sold out,
// today's price, the stock left; domain/reorder/reorder-lines.ts). What changed, and a cart that
// would be replaced, is asked before anything happens; a refusal leaves the cart as it was. The
// lines come from the cart the device placed the order with, else from order info (a member's
// order placed elsewhere). Each call is asked only when the way goes on that far: order info for an
// order this device did not place, then today's restaurant and menu together.
import { isDisposable } from '../cart/disposable.ts';
import { restaurantReadRejection } from '../checkout/error-mapping.ts';
import type { CommandOf } from '../commands/commands.ts';
import { orderReadRefusal } from '../orders/order-read-refusal.ts';
import { changesText } from '../reorder/change-text.ts';
import { type PastLine, pastLinesOfCart, pastLinesOfOrder } from '../reorder/past-lines.ts';
import { type ReorderChange, reorderLines } from '../reorder/reorder-lines.ts';
import { type Rejection, rejection } from '../result.ts';
import { hrefOf, paths } from '../routes/route-href.ts';
import {
  askToConfirm,
  type Decision,
  draft,
  type EventDraft,
  refuse,
  refuseWith,
} from '../store/decision.ts';
import type { State } from '../store/state.ts';
import { ask, askAll, call, type Workflow, workflow } from '../store/workflow.ts';

type Reorder = CommandOf<'Reorder'>;

/** What the customer is asked before the cart changes; null when nothing needs saying. */
function question(changes: readonly ReorderChange[], cartHeldLines: boolean): Rejection | null {
  if (changes.length === 0) return cartHeldLines ? rejection('REORDER_REPLACE_CONFIRM') : null;
  const code = cartHeldLines ? 'REORDER_CHANGES_REPLACE_CONFIRM' : 'REORDER_CHANGES_CONFIRM';
  return rejection(code, { changes: changesText(changes) }, { changes });
}

/** The past order's restaurant and lines: the device's own record, else order info's answer. */
function* pastOrder(
  orderNumber: string,
  state: State,
): Workflow<Decision | { readonly restaurantId: number; readonly lines: readonly PastLine[] }> {
  const placed = state.orders.placed.find((p) => p.orderNumber === orderNumber);
  if (placed !== undefined)
    return { restaurantId: placed.restaurantId, lines: pastLinesOfCart(placed.lines) };
  const order = yield* ask('gateway', 'orderInfo', orderNumber);
  if (!order.ok) return orderReadRefusal(order.failure, 'ORDER_INFO_LOAD_FAILED');
  return { restaurantId: order.value.restaurant_id, lines: pastLinesOfOrder(order.value) };
}

export function* reorderFlow(command: Reorder, state: State): Workflow {
  const { location } = state.session;
  if (location === null) return refuse('LOCATION_UNKNOWN', {}, paths.location);
  const orderNumber = command.orderNumber.trim();
  const past = yield* pastOrder(orderNumber, state);
  if ('events' in past) return past;
  const { restaurantId, lines } = past;
  const [restaurant, menu] = yield* askAll(
    call('gateway', 'restaurant', { restaurantId, point: location.point, zipcode: location.zipcode }),
    call('gateway', 'menu', restaurantId),
  );
  if (!restaurant.ok) return refuseWith(restaurantReadRejection(restaurant.failure, restaurantId));
  if (!menu.ok) return refuseWith(restaurantReadRejection(menu.failure, restaurantId));

  const plan = reorderLines({ restaurant: restaurant.value, menu: menu.value, lines });
  if (plan.kind === 'refused') return refuseWith(plan.rejection);
  if (!plan.lines.some((l) => !isDisposable(l)))
    return refuse('REORDER_NOTHING_LEFT', { changes: changesText(plan.changes) });
  const cartHeldLines = state.cart.items.length > 0;
  const toConfirm = question(plan.changes, cartHeldLines);
  if (toConfirm !== null && command.confirmed !== true) return askToConfirm(toConfirm);

  const r = restaurant.value;
  const origin = { restaurantId: r.id, restaurantName: r.name, defaultPrice: r.default_price };
  const events: EventDraft[] = [
    draft('RestaurantOpened', { restaurant: r, menu: menu.value, staff: false, point: location.point }),
  ];
  if (cartHeldLines) events.push(draft('CartCleared', { reason: 'reorder' }));
  for (const item of plan.lines) events.push(draft('ItemAdded', { ...origin, item }));
  events.push(draft('Reordered', { orderNumber, changes: plan.changes }));
  return { events, navigate: hrefOf({ name: 'cart' }) };
}

export const handleReorder = workflow(reorderFlow);
