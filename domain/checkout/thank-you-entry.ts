// Entering the order-complete page (spec 000 §2 "/checkout/thankyou!!/ … An order_number query
// parameter is accepted", §4 "Thank-you page": "If data is missing it redirects home or to the
// district page").
// Decision: with no order number there is nothing to show; the customer goes to their district's
// restaurant list when a delivery location is known, else home.
import type { Route } from '../routes/route-table.ts';
import { type DistrictSource, districtRoute } from '../shell/category-route.ts';

export type ThankYouEntry =
  | { readonly kind: 'load'; readonly orderNumber: string }
  | { readonly kind: 'redirect'; readonly to: Route };

export function thankYouEntry(input: {
  readonly orderNumber: string | undefined;
  readonly location: DistrictSource | null;
}): ThankYouEntry {
  const orderNumber = input.orderNumber?.trim() ?? '';
  if (orderNumber !== '') return { kind: 'load', orderNumber };
  return {
    kind: 'redirect',
    to: districtRoute(input.location) ?? { name: 'home', reset: false, hadQuery: false },
  };
}
