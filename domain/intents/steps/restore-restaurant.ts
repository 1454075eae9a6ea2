// The cart's restaurant read was forgotten (its 10-minute lifetime ran out and could not be read
// again, or the location expired with it; spec 000 §9) while the cart kept its lines: checking out
// reads it again (detail and menu, for the delivery location now set) rather than refusing a cart
// the customer still holds.
import { gatewayFailureRejection } from '../../checkout/error-mapping.ts';
import type { Event } from '../../events/events.ts';
import { type Decision, draft, type EventDraft, refuseWith } from '../../store/decision.ts';
import { evolve } from '../../store/evolve.ts';
import type { State } from '../../store/state.ts';
import { askAll, call, type Workflow } from '../../store/workflow.ts';

/** The cart's restaurant to read again: no restaurant read is held, the cart has lines and a location is set. */
function lostRestaurant(state: State) {
  const { cart, catalog, session } = state;
  const location = session.location;
  if (catalog !== null || cart.items.length === 0 || cart.restaurant_id === null || location === null)
    return null;
  return { restaurantId: cart.restaurant_id, point: location.point, zipcode: location.zipcode };
}

/**
 * The state to go on from (the read recorded, by the pure evolve) with its events; or the refusal.
 * The restaurant and its menu are asked together, only when the read was lost.
 */
export function* restoreRestaurant(
  state: State,
  now: number,
): Workflow<Decision | { readonly state: State; readonly restored: readonly EventDraft[] }> {
  const lost = lostRestaurant(state);
  if (lost === null) return { state, restored: [] };
  const [restaurant, menu] = yield* askAll(
    call('gateway', 'restaurant', lost),
    call('gateway', 'menu', lost.restaurantId, { force: false }),
  );
  if (!restaurant.ok)
    return refuseWith(gatewayFailureRejection(restaurant.failure, 'RESTAURANT_LOAD_FAILED'));
  if (!menu.ok) return refuseWith(gatewayFailureRejection(menu.failure, 'RESTAURANT_LOAD_FAILED'));
  const restored = [
    draft('RestaurantOpened', {
      restaurant: restaurant.value,
      menu: menu.value,
      staff: false,
      point: lost.point,
    }),
  ];
  const next = restored.reduce((s, e) => evolve(s, { ...e, metadata: { at: now } } as Event), state);
  return { state: next, restored };
}
