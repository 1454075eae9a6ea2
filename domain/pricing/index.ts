// The pricing rules: pure functions of the restaurant, the cart, the clock and the customer.
export {
  type AdditionalDiscountContext,
  type AdditionalDiscountRules,
  additionalDeliveryDiscount,
  additionalDeliveryOffer,
  offeredAmount,
} from './additional-discount.ts';
export { appliedCoupon } from './coupon.ts';
export { type DeliveryFeeRules, deliveryFee, reachesFreeDelivery, tierFee } from './delivery-fee.ts';
export { checkDiscountMov, type DiscountMovCheck } from './discount-mov.ts';
export { type Instant, instantMs, isWithinWindow } from './discount-window.ts';
export { type FeeStep, feeSteps, type NextFee, nextCheaperFee } from './fee-steps.ts';
export { type GateBlocked, type GateConfirm, type GateLogin, type GateOk, gateOk } from './gate.ts';
export { itemsTotal, type PricedCart, type PricedItem, perMenuDiscountBase } from './items-total.ts';
export {
  checkMinOrder,
  MAX_ALLOWED_SHORTFALL,
  type MinOrderCheck,
  type MinOrderRules,
  type MinOrderStanding,
  minOrderShortfall,
  minOrderStanding,
} from './min-order.ts';
export {
  type AppliedDiscount,
  type DiscountKind,
  type PriceBreakdown,
  type PricingInput,
  type PricingRules,
  priceOrder,
} from './price-order.ts';
export { type PercentDiscountRules, restaurantPercentDiscount } from './restaurant-discount.ts';
