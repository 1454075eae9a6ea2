// Reorder (재주문): a past order's lines into the cart, re-checked against today's restaurant (open,
// delivering to the current address) and menu (each item and option still offered, not sold out,
// today's price, the stock left; domain/reorder/reorder-lines.ts). What changed, and a cart that
// would be replaced, is asked before anything happens; a refusal leaves the cart as it was. The
// lines come from the cart the device placed the order with, else from order info (a member's
// order placed elsewhere).
import { isDisposable } from '../cart/disposable.ts';
import { restaurantReadRejection } from '../checkout/error-mapping.ts';
import type { CommandOf } from '../commands/commands.ts';
import type { MenuCategory } from '../menu/types.ts';
import { orderReadRefusal } from '../orders/order-read-refusal.ts';
import type { OrderInfo } from '../ports/gateway.ts';
import type { GatewayResult } from '../ports/gateway-failure.ts';
import { changesText } from '../reorder/change-text.ts';
import { type PastLine, pastLinesOfCart, pastLinesOfOrder } from '../reorder/past-lines.ts';
import { type ReorderChange, reorderLines } from '../reorder/reorder-lines.ts';
import type { Restaurant } from '../restaurant/types.ts';
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
import { gathered, type HandlerContext } from '../store/handler.ts';
import type { State } from '../store/state.ts';

type Reorder = CommandOf<'Reorder'>;

export interface ReorderFacts {
  /** The past order's lines: the device's own record, else order info's answer; null without a location. */
  readonly past:
    | { readonly kind: 'device'; readonly lines: readonly PastLine[] }
    | { readonly kind: 'info'; readonly order: GatewayResult<OrderInfo> }
    | null;
  /** The past order's restaurant (null when its order info could not be read). */
  readonly restaurantId: number | null;
  readonly restaurant: GatewayResult<Restaurant> | null;
  readonly menu: GatewayResult<readonly MenuCategory[]> | null;
}

const none: ReorderFacts = { past: null, restaurantId: null, restaurant: null, menu: null };

export async function gather({ command, state, ports }: HandlerContext<Reorder>): Promise<ReorderFacts> {
  const location = state.session.location;
  if (location === null) return none;
  const orderNumber = command.orderNumber.trim();
  const placed = state.orders.placed.find((p) => p.orderNumber === orderNumber);
  const past: ReorderFacts['past'] =
    placed === undefined
      ? { kind: 'info', order: await ports.gateway.orderInfo(orderNumber) }
      : { kind: 'device', lines: pastLinesOfCart(placed.lines) };
  const restaurantId =
    placed !== undefined
      ? placed.restaurantId
      : past.kind === 'info' && past.order.ok
        ? past.order.value.restaurant_id
        : null;
  if (restaurantId === null) return { ...none, past };
  const [restaurant, menu] = await Promise.all([
    ports.gateway.restaurant({ restaurantId, point: location.point, zipcode: location.zipcode }),
    ports.gateway.menu(restaurantId),
  ]);
  return { past, restaurantId, restaurant, menu };
}

/** What the customer is asked before the cart changes; null when nothing needs saying. */
function question(changes: readonly ReorderChange[], cartHeldLines: boolean): Rejection | null {
  if (changes.length === 0) return cartHeldLines ? rejection('REORDER_REPLACE_CONFIRM') : null;
  const code = cartHeldLines ? 'REORDER_CHANGES_REPLACE_CONFIRM' : 'REORDER_CHANGES_CONFIRM';
  return rejection(code, { changes: changesText(changes) }, { changes });
}

export function decide(command: Reorder, state: State, facts: ReorderFacts): Decision {
  const { location } = state.session;
  const { past, restaurantId, restaurant, menu } = facts;
  if (location === null || past === null) return refuse('LOCATION_UNKNOWN', {}, paths.location);
  if (past.kind === 'info' && !past.order.ok)
    return orderReadRefusal(past.order.failure, 'ORDER_INFO_LOAD_FAILED');
  if (restaurantId === null || restaurant === null || menu === null) return refuse('ORDER_INFO_MISSING');
  if (!restaurant.ok) return refuseWith(restaurantReadRejection(restaurant.failure, restaurantId));
  if (!menu.ok) return refuseWith(restaurantReadRejection(menu.failure, restaurantId));
  const lines = past.kind === 'device' ? past.lines : past.order.ok ? pastLinesOfOrder(past.order.value) : [];

  const plan = reorderLines({ restaurant: restaurant.value, menu: menu.value, lines });
  if (plan.kind === 'refused') return refuseWith(plan.rejection);
  if (!plan.lines.some((l) => !isDisposable(l)))
    return refuse('REORDER_NOTHING_LEFT', { changes: changesText(plan.changes) });
  const cartHeldLines = state.cart.items.length > 0;
  const ask = question(plan.changes, cartHeldLines);
  if (ask !== null && command.confirmed !== true) return askToConfirm(ask);

  const r = restaurant.value;
  const origin = { restaurantId: r.id, restaurantName: r.name, defaultPrice: r.default_price };
  const events: EventDraft[] = [
    draft('RestaurantOpened', { restaurant: r, menu: menu.value, staff: false, point: location.point }),
  ];
  if (cartHeldLines) events.push(draft('CartCleared', { reason: 'reorder' }));
  for (const item of plan.lines) events.push(draft('ItemAdded', { ...origin, item }));
  events.push(draft('Reordered', { orderNumber: command.orderNumber.trim(), changes: plan.changes }));
  return { events, navigate: hrefOf({ name: 'cart' }) };
}

export const handleReorder = gathered(gather, decide);
