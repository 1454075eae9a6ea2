// The restaurant was opened for one delivery point and the customer has since moved the delivery
// location: its reach and delivery fee are asked again for the new point before checking out.
// Out of reach → "the current location is not a delivery area of the restaurant; edit the
// address" (spec 000 §8 "Outside the delivery area"). The staff view sets its own point.
import { gatewayFailureRejection } from '../../checkout/error-mapping.ts';
import type { Ports } from '../../ports/gateway.ts';
import { paths } from '../../routes/route-href.ts';
import { type Decision, draft, type EventDraft, refuse, refuseWith } from '../../store/decision.ts';
import type { State } from '../../store/state.ts';

/** null: nothing moved; events: the refreshed restaurant; a decision: the refusal. */
export async function followLocation(
  state: State,
  ports: Ports,
): Promise<{ readonly events: readonly EventDraft[] } | Decision | null> {
  const { catalog, session } = state;
  const location = session.location;
  if (catalog === null || location === null || catalog.staff) return null;
  const opened = catalog.point ?? null;
  if (opened !== null && opened.lat === location.point.lat && opened.lng === location.point.lng) return null;

  const fresh = await ports.gateway.restaurant({
    restaurantId: catalog.restaurant.id,
    point: location.point,
    zipcode: location.zipcode,
  });
  if (!fresh.ok) return refuseWith(gatewayFailureRejection(fresh.failure, 'RESTAURANT_LOAD_FAILED'));
  if (!fresh.value.reachable) return refuse('OUTSIDE_DELIVERY_AREA', {}, paths.location);
  return {
    events: [
      draft('RestaurantOpened', {
        restaurant: fresh.value,
        menu: catalog.menu,
        staff: false,
        point: location.point,
      }),
    ],
  };
}
