// The scenario restaurants (ids 1001-1027): stable, documented in fixtures/README.md, and QA
// scripts rely on them. Each scenario is a function of the run's kit (kit.mjs) answering its
// restaurant: the fields that differ from the defaults, a `place` or a `dong` to place it in, and
// optionally `reviewCount` (else 3-9) and `reviewOptions` for its reviews.

import {
  memberOnlyDeliveryDiscount,
  percentDiscountActive,
  percentDiscountExpired,
  percentDiscountInTheFuture,
  percentDiscountOpenEnded,
  perMenuDeliveryDiscount,
} from './scenario-restaurants/discounts.mjs';
import { disposableItemSoldOut, requiredDisposableItem } from './scenario-restaurants/disposable-items.mjs';
import {
  deliveryFeeTiers,
  exceptCash,
  noTopUpUnderMinimum,
  onlinePaymentOnly,
} from './scenario-restaurants/fees-and-payment.mjs';
import {
  convenienceStore,
  depositOptions,
  fiveItemsNoReviews,
  franchise,
  manyReviews,
  menuEdgeCases,
} from './scenario-restaurants/menu-shapes.mjs';
import {
  baseline,
  everyOptionGroupKind,
  stockManagement,
} from './scenario-restaurants/options-and-stock.mjs';
import {
  appOnly,
  closed,
  nightHours,
  outOfRangeFarAway,
  outOfRangeTinyRadius,
} from './scenario-restaurants/unavailable.mjs';

export { megaMarket } from './scenario-restaurants/mega-market.mjs';

/** 1001-1026 in id order: they draw from the shared random stream in this order. */
const SCENARIOS = [
  baseline, // 1001
  everyOptionGroupKind, // 1002
  stockManagement, // 1003
  requiredDisposableItem, // 1004
  disposableItemSoldOut, // 1005
  appOnly, // 1006
  closed, // 1007
  outOfRangeFarAway, // 1008
  outOfRangeTinyRadius, // 1009
  percentDiscountActive, // 1010
  percentDiscountExpired, // 1011
  percentDiscountInTheFuture, // 1012
  percentDiscountOpenEnded, // 1013
  perMenuDeliveryDiscount, // 1014
  memberOnlyDeliveryDiscount, // 1015
  deliveryFeeTiers, // 1016
  noTopUpUnderMinimum, // 1017
  depositOptions, // 1018
  convenienceStore, // 1019
  fiveItemsNoReviews, // 1020
  onlinePaymentOnly, // 1021
  exceptCash, // 1022
  menuEdgeCases, // 1023
  manyReviews, // 1024
  franchise, // 1025
  nightHours, // 1026
];

/** A scenario's restaurant: placed (in 역삼동 unless it says), with a reachable radius and its reviews. */
function scenarioRestaurant(kit, spec) {
  // The draws happen in this order: the spec's menu, the review count, the place, the reviews.
  const { place: given, dong, reviewCount = kit.int(3, 9), reviewOptions, ...rest } = spec;
  const place = given ?? kit.placeIn(dong ?? '역삼동');
  return kit.restaurant({
    address: place.address,
    lat: place.lat,
    lng: place.lng,
    delivery_radius_m: spec.delivery_radius_m ?? kit.radiusFor(place),
    ...rest,
    reviews: kit.makeReviews(spec.id, reviewCount, kit.itemNamesOf(spec.menu), reviewOptions),
  });
}

/** The scenario restaurants 1001-1026 (1027, megaMarket, is built after the generated ones). */
export const scenarioRestaurants = (kit) =>
  SCENARIOS.map((scenario) => scenarioRestaurant(kit, scenario(kit)));
