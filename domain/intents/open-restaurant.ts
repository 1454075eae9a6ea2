// OpenRestaurant: the restaurant detail (with the delivery data for the customer's point) and its
// menu, then the entry rules: app-only → home; closed or unreachable → a popup (skipped in the
// staff view, which opens the page with lat/lng and sets the location from that point).
// One workflow, read top to bottom; the detail and the menu are asked together, and only once a
// location is known to ask them for.

import { restaurantReadRejection } from '../checkout/error-mapping.ts';
import { restaurantEntry } from '../checkout/restaurant-entry.ts';
import type { CommandOf } from '../commands/commands.ts';
import type { Location } from '../events/events.ts';
import { geoPoint } from '../location/geo-point.ts';
import { ok, type Result } from '../result.ts';
import { paths } from '../routes/route-href.ts';
import { draft, type EventDraft, refuse, refuseWith } from '../store/decision.ts';
import type { State } from '../store/state.ts';
import { askAll, call, type Workflow, workflow } from '../store/workflow.ts';

type OpenRestaurant = CommandOf<'OpenRestaurant'>;

const isStaff = (command: OpenRestaurant) => command.staff === true || command.point !== undefined;

/** The staff view's own point, set as the location; null for a customer, who has set one. */
function staffLocation(command: OpenRestaurant): Result<Location | null> {
  if (command.point === undefined) return ok(null);
  const point = geoPoint(command.point.lat, command.point.lng);
  if (!point.ok) return point;
  return ok({
    address: command.address ?? '',
    road_address: command.address ?? '',
    address_input: command.address ?? '',
    zipcode: command.zipcode ?? '',
    point: command.point,
    sido: '',
    sigugun: '',
    dongmyun: '',
    method: 'staff',
  });
}

export function* openRestaurantFlow(command: OpenRestaurant, state: State): Workflow {
  const staffView = isStaff(command);
  const own = staffLocation(command);
  if (!own.ok) return refuseWith(own.rejection);
  const events: EventDraft[] = own.value === null ? [] : [draft('LocationSet', { location: own.value })];
  const location = own.value ?? state.session.location;
  // "Unknown location on restaurant selection: 위치를 알 수 없습니다…" (spec 000 §8); the shell
  // then focuses the address input.
  if (location === null) return refuse('LOCATION_UNKNOWN', {}, paths.location);
  const [detail, menu] = yield* askAll(
    call('gateway', 'restaurant', {
      restaurantId: command.restaurantId,
      point: location.point,
      zipcode: location.zipcode,
    }),
    call('gateway', 'menu', command.restaurantId, { force: staffView }),
  );
  if (!detail.ok) return refuseWith(restaurantReadRejection(detail.failure, command.restaurantId), events);
  if (!menu.ok) return refuseWith(restaurantReadRejection(menu.failure, command.restaurantId), events);

  const restaurant = detail.value;
  const opened = draft('RestaurantOpened', {
    restaurant,
    menu: menu.value,
    staff: staffView,
    point: location.point,
  });
  const entry = restaurantEntry({ restaurant, staffView });
  switch (entry.kind) {
    case 'app-only':
      return { events, rejection: entry.rejection, navigate: entry.redirect };
    case 'popup':
      // The page still shows the restaurant's information; ordering is refused by AddItem.
      // Confirming the popup returns to the list (spec 000 §4), where its place is kept.
      return { events: [...events, opened], rejection: entry.rejection, navigate: paths.restaurants };
    case 'enter':
      return { events: [...events, opened] };
    default: {
      const never: never = entry;
      return never;
    }
  }
}

export const handleOpenRestaurant = workflow(openRestaurantFlow);
