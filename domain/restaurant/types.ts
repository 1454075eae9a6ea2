// The restaurant entity (spec 000 §3 "Restaurant"): the contract's type, list extras included.
import type { Restaurant } from '../../contract/restaurants.ts';
import type { MenuCategory } from '../menu/types.ts';

export type { ServingType } from '../../contract/primitives.ts';
export type {
  AdditionalDeliveryDiscount,
  DeliveryFeeTier,
  Restaurant,
  RestaurantPaymentMethod,
} from '../../contract/restaurants.ts';

/** A restaurant with its menu, as recorded when the customer opens it. */
export interface RestaurantWithMenu {
  readonly restaurant: Restaurant;
  readonly menu: readonly MenuCategory[];
}
