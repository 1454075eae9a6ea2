// The restaurant was opened for one delivery point and the customer has since moved the delivery
// location: its reach and delivery fee are asked again for the new point before checking out.
// Out of reach → "the current location is not a delivery area of the restaurant; edit the
// address" (spec 000 §8 "Outside the delivery area"). The staff view sets its own point.
import { gatewayFailureRejection } from '../../checkout/error-mapping.ts';
import type { Event } from '../../events/events.ts';
import type { GeoPoint } from '../../ports/gateway.ts';
import { paths } from '../../routes/route-href.ts';
import { type Decision, draft, type EventDraft, refuse, refuseWith } from '../../store/decision.ts';
import { evolve } from '../../store/evolve.ts';
import type { State } from '../../store/state.ts';
import { ask, type Workflow } from '../../store/workflow.ts';

export interface RestaurantQuery {
  readonly restaurantId: number;
  readonly point: GeoPoint;
  readonly zipcode: string;
}

/** The restaurant to ask again for the moved point; null when nothing moved. */
function movedRestaurant(state: State): RestaurantQuery | null {
  const { catalog, session } = state;
  const location = session.location;
  if (catalog === null || location === null || catalog.staff) return null;
  const opened = catalog.point ?? null;
  if (opened !== null && opened.lat === location.point.lat && opened.lng === location.point.lng) return null;
  return { restaurantId: catalog.restaurant.id, point: location.point, zipcode: location.zipcode };
}

/**
 * The state to go on from: as it is when nothing moved, else the one the refreshed restaurant makes
 * (evolve is pure) with its events; or the refusal. The restaurant is asked again only when moved.
 */
export function* followLocation(
  state: State,
  now: number,
): Workflow<Decision | { readonly state: State; readonly refreshed: readonly EventDraft[] }> {
  const moved = movedRestaurant(state);
  const menu = state.catalog?.menu;
  if (moved === null || menu === undefined) return { state, refreshed: [] };
  const fresh = yield* ask('gateway', 'restaurant', moved);
  if (!fresh.ok) return refuseWith(gatewayFailureRejection(fresh.failure, 'RESTAURANT_LOAD_FAILED'));
  if (!fresh.value.reachable) return refuse('OUTSIDE_DELIVERY_AREA', {}, paths.location);
  const refreshed = [
    draft('RestaurantOpened', { restaurant: fresh.value, menu, staff: false, point: moved.point }),
  ];
  const next = refreshed.reduce((s, e) => evolve(s, { ...e, metadata: { at: now } } as Event), state);
  return { state: next, refreshed };
}
