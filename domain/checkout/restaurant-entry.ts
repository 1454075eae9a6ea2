// What opening a restaurant page leads to (spec 000 §4 "Restaurant page entry").
import type { ServingType } from '../restaurant/types.ts';
import { type Rejection, rejection } from '../result.ts';
import { paths } from '../routes/route-href.ts';

export type RestaurantEntry =
  | { readonly kind: 'enter' }
  /** Alert, then home. */
  | { readonly kind: 'app-only'; readonly rejection: Rejection; readonly redirect: string }
  /** A popup; the menu detail stays closed and confirming returns to the list. */
  | { readonly kind: 'popup'; readonly rejection: Rejection; readonly onConfirm: 'list' };

export interface RestaurantEntryInput {
  readonly restaurant: {
    readonly serving_type: ServingType;
    readonly open: boolean;
    readonly reachable: boolean;
  };
  readonly staffView: boolean;
}

/** App-only wins even in the staff view: the staff view skips only the open and reachable checks. */
export function restaurantEntry({ restaurant, staffView }: RestaurantEntryInput): RestaurantEntry {
  if (restaurant.serving_type === 'od') {
    return { kind: 'app-only', rejection: rejection('APP_ONLY_RESTAURANT'), redirect: paths.home };
  }
  if (staffView) return { kind: 'enter' };
  if (!restaurant.open)
    return { kind: 'popup', rejection: rejection('RESTAURANT_CLOSED'), onConfirm: 'list' };
  if (!restaurant.reachable) {
    return { kind: 'popup', rejection: rejection('RESTAURANT_UNREACHABLE'), onConfirm: 'list' };
  }
  return { kind: 'enter' };
}
