// Which stored values of the session have outlived their lifetime (spec 000 §9; spec 001 §5
// "Location ... expires after a configured lifetime") and the pending payment result (spec 000 §9
// "Local storage lifetime | 10 min"; next-expiry.ts), as events. A value is gone at exactly its
// lifetime (storage-lifetimes.ts isExpired). The cart is its own session value without a lifetime:
// nothing here touches it.
import { draft, type EventDraft } from '../store/decision.ts';
import { expiryTimes, type Lifetimes, pendingPayment } from './next-expiry.ts';

/** The expiries that have happened by `now`, as events. */
export function staleValues(state: Lifetimes, now: number): EventDraft[] {
  const events: EventDraft[] = [];
  const ends = expiryTimes(state);
  if (ends.location !== null && now >= ends.location)
    events.push(draft('LocationExpired', { setAt: state.session.locationSetAt ?? 0 }));
  const catalog = state.catalog;
  if (catalog !== null && ends.restaurant !== null && now >= ends.restaurant)
    events.push(
      draft('RestaurantExpired', { restaurantId: catalog.restaurant.id, openedAt: catalog.openedAt }),
    );
  const order = pendingPayment(state);
  if (order !== null && ends.payment !== null && now >= ends.payment)
    events.push(draft('PlacedOrderExpired', { orderNumber: order.orderNumber, placedAt: order.placedAt }));
  return events;
}
