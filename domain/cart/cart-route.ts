// Where /cart/ goes instead of showing itself (spec 000 §2 "Cart: when the cart is empty, has no
// restaurant, or on a mobile width, it redirects to the restaurant page or to home"). Decision: the
// cart page is the phone's view of the cart; on a wider screen the cart is the restaurant page's
// column, so /cart/ is shown only on a phone width, with menu lines, for a known restaurant. The
// redirect goes to the cart's restaurant, else the last restaurant opened, else home.
import type { Route } from '../routes/route-table.ts';

export interface CartRouteContext {
  readonly mobile: boolean;
  /** The cart's restaurant (null for an empty cart). */
  readonly restaurantId: number | null;
  /** The cart's lines; the required disposable item alone does not make a cart to show. */
  readonly lines: readonly { readonly disposable: boolean }[];
  /** The restaurant opened last, if any. */
  readonly lastRestaurantId: number | null;
}

export function cartRouteRedirect(context: CartRouteContext): Route | null {
  const hasMenuLines = context.lines.some((line) => !line.disposable);
  if (context.mobile && hasMenuLines && context.restaurantId !== null) return null;
  const restaurantId = context.restaurantId ?? context.lastRestaurantId;
  return restaurantId === null
    ? { name: 'home', reset: false, hadQuery: false }
    : { name: 'restaurant', restaurantId };
}
