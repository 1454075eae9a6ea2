// Where the customer was before the location picker: the picker sends them back there once a new
// location is stored (domain/location/after-location-set.ts). Every hash change names the old URL;
// the last one that was not the picker itself is kept (searching inside the picker changes its hash).
import { parseRoute, type Route } from '../../domain/routes/route-table.ts';

let before: Route | null = null;

function remember(event: HashChangeEvent): void {
  const old = parseRoute(new URL(event.oldURL).hash);
  if (old.name !== 'location' && parseRoute(new URL(event.newURL).hash).name === 'location') before = old;
}

/** Starts listening (once, before the first screen). */
export function trackRouteTrail(): void {
  window.addEventListener('hashchange', remember);
}

/** The route the customer opened the picker from, or null (the picker was opened directly). */
export function routeBeforePicker(): Route | null {
  return before;
}
