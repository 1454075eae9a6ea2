// The pricing rules: pure functions of the restaurant, the cart, the clock and the customer.
export { additionalDeliveryDiscount, additionalDeliveryOffer } from './additional-discount.ts';
export { deliveryFee, tierFee } from './delivery-fee.ts';
export { checkDiscountMov } from './discount-mov.ts';
export { type NextFee, nextCheaperFee } from './fee-steps.ts';
export { itemsTotal, type PricedCart, perMenuDiscountBase } from './items-total.ts';
export {
  checkMinOrder,
  MAX_ALLOWED_SHORTFALL,
  type MinOrderStanding,
  minOrderShortfall,
} from './min-order.ts';
export {
  type AppliedDiscount,
  type PriceBreakdown,
  type PricingInput,
  type PricingRules,
  priceOrder,
} from './price-order.ts';
