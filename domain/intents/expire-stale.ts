// ExpireStale: the location, the opened restaurant and a pending payment result forgotten once
// their lifetimes have run out, as events (LocationExpired, RestaurantExpired, PlacedOrderExpired),
// so a replay and the CLI see the session the app showed. A restaurant read that expired while the location holds is read again for it (the detail
// and the menu, as OpenRestaurant reads them) and recorded as opened anew, so the cart rules, the
// checkout and the restaurant page go on with today's prices and stock; a read that fails, or a
// restaurant now app-only, leaves it forgotten. Nothing expired records nothing.
import { restaurantEntry } from '../checkout/restaurant-entry.ts';
import type { CommandOf } from '../commands/commands.ts';
import { staleValues } from '../expiry/stale-values.ts';
import type { MenuCategory } from '../menu/types.ts';
import type { GatewayResult } from '../ports/gateway-failure.ts';
import type { Restaurant } from '../restaurant/types.ts';
import { accept, type Decision, draft } from '../store/decision.ts';
import { gathered, type HandlerContext } from '../store/handler.ts';
import type { State } from '../store/state.ts';

type ExpireStale = CommandOf<'ExpireStale'>;

export interface ExpireStaleFacts {
  readonly now: number;
  /** The expired restaurant read again; null when there was nothing to read again. */
  readonly reread: {
    readonly restaurant: GatewayResult<Restaurant>;
    readonly menu: GatewayResult<readonly MenuCategory[]>;
  } | null;
}

/** The restaurant to read again: its read expired and the location it was read for still holds. */
function toReread(state: State, now: number) {
  const expired = staleValues(state, now).map((e) => e.type);
  const location = state.session.location;
  if (!expired.includes('RestaurantExpired') || expired.includes('LocationExpired') || location === null)
    return null;
  const catalog = state.catalog;
  return catalog === null ? null : { catalog, location };
}

export async function gather({ state, now, ports }: HandlerContext<ExpireStale>): Promise<ExpireStaleFacts> {
  const target = toReread(state, now);
  if (target === null) return { now, reread: null };
  const { catalog, location } = target;
  const [restaurant, menu] = await Promise.all([
    ports.gateway.restaurant({
      restaurantId: catalog.restaurant.id,
      point: location.point,
      zipcode: location.zipcode,
    }),
    ports.gateway.menu(catalog.restaurant.id, { force: catalog.staff }),
  ]);
  return { now, reread: { restaurant, menu } };
}

export function decide(_command: ExpireStale, state: State, { now, reread }: ExpireStaleFacts): Decision {
  const expired = staleValues(state, now);
  const target = toReread(state, now);
  if (target === null || reread === null || !reread.restaurant.ok || !reread.menu.ok)
    return accept(...expired);
  const restaurant = reread.restaurant.value;
  const staff = target.catalog.staff;
  if (restaurantEntry({ restaurant, staffView: staff }).kind === 'app-only') return accept(...expired);
  return accept(
    ...expired,
    draft('RestaurantOpened', { restaurant, menu: reread.menu.value, staff, point: target.location.point }),
  );
}

export const handleExpireStale = gathered(gather, decide);
