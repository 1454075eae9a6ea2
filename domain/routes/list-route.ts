// The restaurant list's routes (spec 000 §2 "/{city}/{zipcode}/ and /{city}/{zipcode}/{category}/",
// "/restaurants/", "/{category}/"; spec 001 §2): which category a list shows, and where choosing
// another category goes. Decisions: a district list stays in its district (/서울/06236/치킨/); the
// other two go to the category list (/치킨/), and 전체 there is /전체/ (the partner home's path).
import { ALL_CATEGORY, type Category } from '../shell/categories.ts';
import { hrefOf } from './route-href.ts';
import { parseRoute, type Route } from './route-table.ts';

export type ListRoute =
  | Extract<Route, { readonly name: 'district' | 'category' }>
  | { readonly name: 'restaurants' };

export function isListRoute(route: Route): route is ListRoute {
  return route.name === 'restaurants' || route.name === 'district' || route.name === 'category';
}

/** The category the list shows; /restaurants/ and a district without a slug show 전체. */
export function listCategory(route: ListRoute): Category {
  switch (route.name) {
    case 'restaurants':
      return ALL_CATEGORY;
    case 'district':
      return route.category ?? ALL_CATEGORY;
    case 'category':
      return route.category;
    default: {
      const unreachable: never = route;
      return unreachable;
    }
  }
}

/** The category filter of the list call: null for 전체, "sent as no category" (ports/catalog-queries). */
export function listCategoryFilter(route: ListRoute): string | null {
  const category = listCategory(route);
  return category === ALL_CATEGORY ? null : category;
}

/** The same list showing `category`. */
export function listRouteWithCategory(route: ListRoute, category: Category): ListRoute {
  if (route.name === 'district') {
    return category === ALL_CATEGORY
      ? { name: 'district', city: route.city, zipcode: route.zipcode }
      : { name: 'district', city: route.city, zipcode: route.zipcode, category };
  }
  return { name: 'category', category };
}

/**
 * The district list of a delivery location (spec 001 §4 "Location change ... redirect performed"):
 * /{sido}/{zipcode}/ with the category kept; null when the location cannot name a district route.
 */
export function districtListRoute(
  location: { readonly sido: string; readonly zipcode: string },
  category: Category,
): ListRoute | null {
  const route = listRouteWithCategory(
    { name: 'district', city: location.sido, zipcode: location.zipcode },
    category,
  );
  const back = parseRoute(hrefOf(route));
  return isListRoute(back) && back.name === 'district' ? route : null;
}
