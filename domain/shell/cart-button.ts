// The header cart button (spec 001 §2 "Cart button, shown only with a set location, a non-empty cart
// and on the home, list, restaurant, location, policy or privacy screens"). The list screens are
// /restaurants/, the district lists and the category lists.
import type { Route, RouteName } from '../routes/route-table.ts';

export interface CartButtonContext {
  readonly locationSet: boolean;
  readonly cartItemCount: number;
  readonly route: Route;
}

const SCREENS: ReadonlySet<RouteName> = new Set<RouteName>([
  'home',
  'restaurants',
  'district',
  'category',
  'restaurant',
  'location',
]);

function isCartButtonScreen(route: Route): boolean {
  if (route.name === 'terms') return route.doc === 'policy' || route.doc === 'privacy';
  return SCREENS.has(route.name);
}

export function isCartButtonVisible(context: CartButtonContext): boolean {
  return context.locationSet && context.cartItemCount > 0 && isCartButtonScreen(context.route);
}
