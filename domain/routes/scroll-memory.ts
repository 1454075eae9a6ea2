// Where a screen starts when it is shown (issue: coming back to the list lost its place). A new screen
// starts at its top; a restaurant list starts where the customer left it, whichever way they come
// back (the back button, a category link, the brand then 전체), as on Baemin and Yogiyo, whose lists
// keep their place while a restaurant is looked at. The list's sort is the session's (stored sort)
// and its category is in its path, so the path is what a place is kept under.
// Decisions: only the lists keep a place (a restaurant page, a form or an information page opened
// again starts at its top, as before); a place is kept for the page's life, not across a reload,
// which shows only the list's first page again.

import { isListRoute } from './list-route.ts';
import { hrefOf } from './route-href.ts';
import type { Route } from './route-table.ts';

/** The key a screen's place is kept under, or null for a screen that always starts at its top. */
export function scrollMemoryKey(route: Route): string | null {
  return isListRoute(route) ? hrefOf(route) : null;
}

/** The scroll position to show `route` at: its kept place, else the top. */
export function scrollOnEnter(route: Route, kept: ReadonlyMap<string, number>): number {
  const key = scrollMemoryKey(route);
  return key === null ? 0 : (kept.get(key) ?? 0);
}
