// Which payment methods a restaurant takes (spec 000 §3 "payment_methods", "except_cash").
import type { Restaurant } from '../restaurant/types.ts';
import { type PaymentMethod, paymentKind } from './payment.ts';

/** Online methods need the restaurant's 'online'; card and cash at the door their own flags. */
export function restaurantTakes(restaurant: Restaurant, method: PaymentMethod): boolean {
  if (paymentKind(method) === 'online') return restaurant.payment_methods.includes('online');
  if (method === 'cash') return restaurant.payment_methods.includes('cash') && !restaurant.except_cash;
  return restaurant.payment_methods.includes('creditcard');
}
