// What a tap on a restaurant card of the list does. spec 000 §4 "Restaurant page entry": a closed or
// unreachable restaurant shows a popup and suppresses menu detail; confirming returns to the list.
// Decision: from the list, the popup is shown over the list, which the customer never leaves (its
// scroll position, sort and category stay, rather than a skeleton, the popup and then another page);
// the popup adds when the restaurant opens (open-hours.ts) under the spec's text. Every other card
// opens the restaurant page, whose entry rules (app-only) still apply there.
import { restaurantEntry } from '../checkout/restaurant-entry.ts';
import type { Instant } from '../content/seoul-time.ts';
import { rejectionText } from '../i18n/rejection-text.ts';
import type { Language } from '../shell/language.ts';
import { openingNoteIn } from './card-facts.ts';
import { openingState } from './open-hours.ts';
import type { Restaurant } from './types.ts';

export type CardTap = { readonly kind: 'open' } | { readonly kind: 'popup'; readonly text: string };

/** The tap's outcome; a popup's text in `language` (Korean unless told). */
export function cardTap(restaurant: Restaurant, now: Instant, language: Language = 'ko'): CardTap {
  const entry = restaurantEntry({ restaurant, staffView: false });
  if (entry.kind !== 'popup') return { kind: 'open' };
  const note = openingNoteIn(openingState(restaurant, now), language);
  const refusal = rejectionText(entry.rejection, language);
  const text = note === null ? refusal : `${refusal}\n${note}`;
  return { kind: 'popup', text };
}
