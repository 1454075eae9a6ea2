// Where a category of the shell's block leads (spec 000 §2 "/{city}/{zipcode}/{category}/ ... The
// category 'all' (전체) has no slug segment", "/{category}/ | Category list"; spec 001 §2). Decision:
// with a delivery location whose city (sido) and zipcode make a district route, the category opens
// the district's list; without one (or when they cannot form a route) it opens /{category}/.
import { hrefOf } from '../routes/route-href.ts';
import { parseRoute, type Route } from '../routes/route-table.ts';
import { ALL_CATEGORY, type Category } from './categories.ts';

/** What a district route needs of a location. */
export interface DistrictSource {
  readonly sido: string;
  readonly zipcode: string;
}

/** The district list of a location (with a category), or null when no valid district route comes of it. */
export function districtRoute(location: DistrictSource | null, category?: Category): Route | null {
  if (location === null) return null;
  const city = location.sido.trim();
  const zipcode = location.zipcode.trim();
  if (city === '' || zipcode === '') return null;
  const route: Route =
    category === undefined || category === ALL_CATEGORY
      ? { name: 'district', city, zipcode }
      : { name: 'district', city, zipcode, category };
  // The route table decides what a district segment may be (digits-only zipcode, no reserved city).
  const back = parseRoute(hrefOf(route));
  return back.name === 'district' ? route : null;
}

/** The list a category of the shell's block opens. */
export function categoryRoute(category: Category, location: DistrictSource | null): Route {
  return districtRoute(location, category) ?? { name: 'category', category };
}
