// The cart's restaurant read was forgotten (its 10-minute lifetime ran out and could not be read
// again, or the location expired with it; spec 000 §9) while the cart kept its lines: checking out
// reads it again (detail and menu, for the delivery location now set) rather than refusing a cart
// the customer still holds.
import { gatewayFailureRejection } from '../../checkout/error-mapping.ts';
import type { Event } from '../../events/events.ts';
import type { MenuCategory } from '../../menu/types.ts';
import type { Ports } from '../../ports/gateway.ts';
import type { GatewayResult } from '../../ports/gateway-failure.ts';
import type { Restaurant } from '../../restaurant/types.ts';
import { type Decision, draft, type EventDraft, refuseWith } from '../../store/decision.ts';
import { evolve } from '../../store/evolve.ts';
import type { State } from '../../store/state.ts';

export interface RestoredRead {
  readonly restaurant: GatewayResult<Restaurant>;
  readonly menu: GatewayResult<readonly MenuCategory[]>;
}

/** The cart's restaurant to read again: no restaurant read is held, the cart has lines and a location is set. */
export function lostRestaurant(state: State) {
  const { cart, catalog, session } = state;
  const location = session.location;
  if (catalog !== null || cart.items.length === 0 || cart.restaurant_id === null || location === null)
    return null;
  return { restaurantId: cart.restaurant_id, point: location.point, zipcode: location.zipcode };
}

export async function readLostRestaurant(state: State, ports: Ports): Promise<RestoredRead | null> {
  const lost = lostRestaurant(state);
  if (lost === null) return null;
  const [restaurant, menu] = await Promise.all([
    ports.gateway.restaurant(lost),
    ports.gateway.menu(lost.restaurantId, { force: false }),
  ]);
  return { restaurant, menu };
}

/** The state to go on from (the read recorded, by the pure evolve) with its events; or the refusal. */
export function restoreRestaurant(
  state: State,
  read: RestoredRead | null,
  now: number,
): Decision | { readonly state: State; readonly restored: readonly EventDraft[] } {
  const lost = lostRestaurant(state);
  if (lost === null || read === null) return { state, restored: [] };
  if (!read.restaurant.ok)
    return refuseWith(gatewayFailureRejection(read.restaurant.failure, 'RESTAURANT_LOAD_FAILED'));
  if (!read.menu.ok) return refuseWith(gatewayFailureRejection(read.menu.failure, 'RESTAURANT_LOAD_FAILED'));
  const restored = [
    draft('RestaurantOpened', {
      restaurant: read.restaurant.value,
      menu: read.menu.value,
      staff: false,
      point: lost.point,
    }),
  ];
  const next = restored.reduce((s, e) => evolve(s, { ...e, metadata: { at: now } } as Event), state);
  return { state: next, restored };
}
