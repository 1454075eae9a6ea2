export type { ServingType } from '../../contract/primitives.ts';
export type {
  AdditionalDeliveryDiscount,
  DeliveryFeeTier,
  Restaurant,
  RestaurantPaymentMethod,
} from '../../contract/restaurants.ts';
