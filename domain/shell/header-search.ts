// The header's address search box (spec 001 §2 "Address search box with a dropdown: current-location
// option, search history, and results showing lot address and road address"). Decisions where the
// spec is silent: the box is left out where another address field already is — the location picker
// (its own search and map) and home without a location (its prompt's field, focused) — so a screen
// never shows two fields asking the same.
import type { Route } from '../routes/route-table.ts';

export function isHeaderSearchShown(route: Route, locationSet: boolean): boolean {
  if (route.name === 'location') return false;
  if (route.name === 'home') return locationSet;
  return true;
}

/** The text to search, or null when there is nothing to search (blank). */
export function headerSearchText(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}
