// What a tap on a restaurant card of the list does. spec 000 §4 "Restaurant page entry": a closed or
// unreachable restaurant shows a popup and suppresses menu detail; confirming returns to the list.
// Decision: from the list, the popup is shown over the list, which the customer never leaves (its
// scroll position, sort and category stay, rather than a skeleton, the popup and then another page);
// the popup adds when the restaurant opens (open-hours.ts) under the spec's text. Every other card
// opens the restaurant page, whose entry rules (app-only) still apply there.
import { restaurantEntry } from '../checkout/restaurant-entry.ts';
import type { Instant } from '../content/seoul-time.ts';
import { openingNote, openingState } from './open-hours.ts';
import type { Restaurant } from './types.ts';

export type CardTap = { readonly kind: 'open' } | { readonly kind: 'popup'; readonly text: string };

export function cardTap(restaurant: Restaurant, now: Instant): CardTap {
  const entry = restaurantEntry({ restaurant, staffView: false });
  if (entry.kind !== 'popup') return { kind: 'open' };
  const note = openingNote(openingState(restaurant, now));
  const text = note === null ? entry.rejection.message : `${entry.rejection.message}\n${note}`;
  return { kind: 'popup', text };
}
