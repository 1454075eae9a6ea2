// Where the customer goes once a new delivery location is stored (spec 001 §4 "Location change ...
// Valid zip code: the location is stored, history updated, redirect performed"). The spec does not
// say where to; decisions:
// - from a restaurant, the cart or checkout: back there (the restaurant's reach and fee are asked
//   again for the new point, domain/intents/steps/follow-location.ts); a staff view's own point is dropped;
// - from a restaurant list: the new district's list, in the same category;
// - otherwise (home, the picker opened directly): the new district's list of all restaurants;
// - a location without a usable zipcode (the availability check failed and the change went ahead,
//   spec 001 §4 "Availability error: proceeds anyway") opens /restaurants/, or /{category}/.

import type { Route } from '../routes/route-table.ts';
import { type DistrictSource, districtRoute } from '../shell/category-route.ts';

export function routeAfterLocationSet(location: DistrictSource, cameFrom: Route | null): Route {
  switch (cameFrom?.name) {
    case 'restaurant':
      return cameFrom.menuId === undefined
        ? { name: 'restaurant', restaurantId: cameFrom.restaurantId }
        : { name: 'restaurant', restaurantId: cameFrom.restaurantId, menuId: cameFrom.menuId };
    case 'cart':
    case 'checkout':
      return { name: cameFrom.name };
    case 'district':
    case 'category': {
      const category = cameFrom.category;
      return (
        districtRoute(location, category) ??
        (category === undefined ? { name: 'restaurants' } : { name: 'category', category })
      );
    }
    default:
      return districtRoute(location) ?? { name: 'restaurants' };
  }
}
