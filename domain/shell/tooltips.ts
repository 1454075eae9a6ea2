// The shell's two tooltips (spec 001 §2 "Tooltip 'Enter the address to deliver to' appears on a
// missing location. Tooltip 'Added to the order list' appears on add to cart."; §9 "Cart tooltip |
// 2 s", "Location tooltip | 3 s"). Decision on "a missing location": a screen that needs one (the
// lists, a restaurant, the cart, checkout) opened without it; home and the picker already ask for it.
import type { RouteName } from '../routes/route-table.ts';

export const CART_TOOLTIP_MS = 2_000;
export const LOCATION_TOOLTIP_MS = 3_000;

const NEEDS_LOCATION: ReadonlySet<RouteName> = new Set<RouteName>([
  'restaurants',
  'district',
  'category',
  'restaurant',
  'cart',
  'checkout',
]);

export function showsLocationTooltip(screen: RouteName, locationSet: boolean): boolean {
  return !locationSet && NEEDS_LOCATION.has(screen);
}
