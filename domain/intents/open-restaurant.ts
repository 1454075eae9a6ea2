// OpenRestaurant: the restaurant detail (with the delivery data for the customer's point) and its
// menu, then the entry rules: app-only → home; closed or unreachable → a popup (skipped in the
// staff view, which opens the page with lat/lng and sets the location from that point).

import { gatewayFailureRejection } from '../checkout/error-mapping.ts';
import { restaurantEntry } from '../checkout/restaurant-entry.ts';
import type { CommandOf } from '../commands/commands.ts';
import { geoPoint } from '../location/geo-point.ts';
import { paths } from '../routes/route-href.ts';
import { draft, type EventDraft, refuse, refuseWith } from '../store/decision.ts';
import type { HandlerContext } from '../store/handler.ts';

export async function handleOpenRestaurant({
  command,
  state,
  ports,
}: HandlerContext<CommandOf<'OpenRestaurant'>>) {
  const events: EventDraft[] = [];
  const staff = command.staff === true || command.point !== undefined;
  let location = state.session.location;
  if (command.point !== undefined) {
    const point = geoPoint(command.point.lat, command.point.lng);
    if (!point.ok) return refuseWith(point.rejection);
    location = {
      address: command.address ?? '',
      road_address: command.address ?? '',
      address_input: command.address ?? '',
      zipcode: command.zipcode ?? '',
      point: command.point,
      sido: '',
      sigugun: '',
      dongmyun: '',
      method: 'staff',
    };
    events.push(draft('LocationSet', { location }));
  }

  // "Unknown location on restaurant selection: 위치를 알 수 없습니다…" (spec 000 §8); the shell
  // then focuses the address input.
  if (location === null) return refuse('LOCATION_UNKNOWN', {}, paths.location);

  const [detail, menu] = await Promise.all([
    ports.gateway.restaurant({
      restaurantId: command.restaurantId,
      point: location.point,
      zipcode: location.zipcode,
    }),
    ports.gateway.menu(command.restaurantId, { force: staff }),
  ]);
  if (!detail.ok)
    return refuseWith(gatewayFailureRejection(detail.failure, 'RESTAURANT_LOAD_FAILED'), events);
  if (!menu.ok) return refuseWith(gatewayFailureRejection(menu.failure, 'RESTAURANT_LOAD_FAILED'), events);

  const restaurant = detail.value;
  const entry = restaurantEntry({ restaurant, staffView: staff });
  switch (entry.kind) {
    case 'app-only':
      return { events, rejection: entry.rejection, navigate: entry.redirect };
    case 'popup':
      // The page still shows the restaurant's information; ordering is refused by AddItem.
      events.push(draft('RestaurantOpened', { restaurant, menu: menu.value, staff, point: location.point }));
      return { events, rejection: entry.rejection, navigate: paths.home };
    case 'enter':
      events.push(draft('RestaurantOpened', { restaurant, menu: menu.value, staff, point: location.point }));
      return { events };
    default: {
      const never: never = entry;
      return never;
    }
  }
}
