// Where the customer was before the location picker: the picker sends them back there once a new
// location is stored (domain/location/after-location-set.ts). Every hash change names the old URL;
// the last one that was not the picker itself is kept (searching inside the picker changes its hash).
// Every path visited also goes into the navigation history of the last five (session storage,
// domain/shell/navigation-history.ts), which login and the idle relogin return by.
import type { KeyValueStorage } from '../../domain/ports/storage.ts';
import { parseRoute, type Route } from '../../domain/routes/route-table.ts';
import { rememberPath } from '../../domain/shell/navigation-history.ts';
import { STORAGE_KEYS } from '../../domain/storage-lifetimes.ts';

let before: Route | null = null;

function remember(event: HashChangeEvent): void {
  const old = parseRoute(new URL(event.oldURL).hash);
  if (old.name !== 'location' && parseRoute(new URL(event.newURL).hash).name === 'location') before = old;
}

function recordPath(storage: KeyValueStorage): void {
  const { area, key } = STORAGE_KEYS.history;
  storage.set(area, key, rememberPath(storage.get(area, key), window.location.hash.replace(/^#/, '') || '/'));
}

/** Starts listening (once, before the first screen). */
export function trackRouteTrail(storage: KeyValueStorage): void {
  window.addEventListener('hashchange', remember);
  recordPath(storage);
  window.addEventListener('hashchange', () => recordPath(storage));
}

/** The route the customer opened the picker from, or null (the picker was opened directly). */
export function routeBeforePicker(): Route | null {
  return before;
}
