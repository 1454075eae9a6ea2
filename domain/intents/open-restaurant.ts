// OpenRestaurant: the restaurant detail (with the delivery data for the customer's point) and its
// menu, then the entry rules: app-only → home; closed or unreachable → a popup (skipped in the
// staff view, which opens the page with lat/lng and sets the location from that point).

import { restaurantReadRejection } from '../checkout/error-mapping.ts';
import { restaurantEntry } from '../checkout/restaurant-entry.ts';
import type { CommandOf } from '../commands/commands.ts';
import type { Location } from '../events/events.ts';
import { geoPoint } from '../location/geo-point.ts';
import type { MenuCategory } from '../menu/types.ts';
import type { GatewayResult } from '../ports/gateway-failure.ts';
import type { Restaurant } from '../restaurant/types.ts';
import { ok, type Result } from '../result.ts';
import { paths } from '../routes/route-href.ts';
import { type Decision, draft, type EventDraft, refuse, refuseWith } from '../store/decision.ts';
import { gathered, type HandlerContext } from '../store/handler.ts';
import type { State } from '../store/state.ts';

type OpenRestaurant = CommandOf<'OpenRestaurant'>;

export interface OpenRestaurantFacts {
  /** The restaurant and its menu; null when there was no location to ask for. */
  readonly restaurant: GatewayResult<Restaurant> | null;
  readonly menu: GatewayResult<readonly MenuCategory[]> | null;
}

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

export async function gather({
  command,
  state,
  ports,
}: HandlerContext<OpenRestaurant>): Promise<OpenRestaurantFacts> {
  const staff = staffLocation(command);
  const location = staff.ok ? (staff.value ?? state.session.location) : null;
  if (location === null) return { restaurant: null, menu: null };
  const [restaurant, menu] = await Promise.all([
    ports.gateway.restaurant({
      restaurantId: command.restaurantId,
      point: location.point,
      zipcode: location.zipcode,
    }),
    ports.gateway.menu(command.restaurantId, { force: isStaff(command) }),
  ]);
  return { restaurant, menu };
}

export function decide(command: OpenRestaurant, state: State, facts: OpenRestaurantFacts): Decision {
  const staffView = isStaff(command);
  const own = staffLocation(command);
  if (!own.ok) return refuseWith(own.rejection);
  const events: EventDraft[] = own.value === null ? [] : [draft('LocationSet', { location: own.value })];
  const location = own.value ?? state.session.location;
  // "Unknown location on restaurant selection: 위치를 알 수 없습니다…" (spec 000 §8); the shell
  // then focuses the address input.
  if (location === null || facts.restaurant === null || facts.menu === null)
    return refuse('LOCATION_UNKNOWN', {}, paths.location);
  const { restaurant: detail, menu } = facts;
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

export const handleOpenRestaurant = gathered(gather, decide);
