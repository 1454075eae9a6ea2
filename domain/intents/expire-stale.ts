// ExpireStale: the location, the opened restaurant and a pending payment result forgotten once
// their lifetimes have run out, as events (LocationExpired, RestaurantExpired, PlacedOrderExpired),
// so a replay and the CLI see the session the app showed. A restaurant read that expired while the
// location holds is read again for it (the detail and the menu asked together, as OpenRestaurant
// reads them, and only then) and recorded as opened anew, so the cart rules, the checkout and the
// restaurant page go on with today's prices and stock; a read that fails, or a restaurant now
// app-only, leaves it forgotten. Nothing expired records nothing.
import { restaurantEntry } from '../checkout/restaurant-entry.ts';
import type { CommandOf } from '../commands/commands.ts';
import { staleValues } from '../expiry/stale-values.ts';
import { accept, draft, type EventDraft } from '../store/decision.ts';
import type { State } from '../store/state.ts';
import { askAll, call, type Workflow, workflow } from '../store/workflow.ts';

type ExpireStale = CommandOf<'ExpireStale'>;

/** The restaurant to read again: its read expired and the location it was read for still holds. */
function toReread(state: State, expired: readonly EventDraft[]) {
  const types = expired.map((e) => e.type);
  const location = state.session.location;
  if (!types.includes('RestaurantExpired') || types.includes('LocationExpired') || location === null)
    return null;
  const catalog = state.catalog;
  return catalog === null ? null : { catalog, location };
}

function* expireStaleFlow(_command: ExpireStale, state: State, now: number): Workflow {
  const expired = staleValues(state, now);
  const target = toReread(state, expired);
  if (target === null) return accept(...expired);
  const { catalog, location } = target;
  const [detail, menu] = yield* askAll(
    call('gateway', 'restaurant', {
      restaurantId: catalog.restaurant.id,
      point: location.point,
      zipcode: location.zipcode,
    }),
    call('gateway', 'menu', catalog.restaurant.id, { force: catalog.staff }),
  );
  if (!detail.ok || !menu.ok) return accept(...expired);
  const restaurant = detail.value;
  const staff = catalog.staff;
  if (restaurantEntry({ restaurant, staffView: staff }).kind === 'app-only') return accept(...expired);
  return accept(
    ...expired,
    draft('RestaurantOpened', { restaurant, menu: menu.value, staff, point: location.point }),
  );
}

export const handleExpireStale = workflow(expireStaleFlow);
