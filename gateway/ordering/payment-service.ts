// The payment service an order or coupon check names (spec 001 §9), read with the domain's payment
// rules: its kind (online / on-site), whether the restaurant takes it, and which provider flow an
// online order goes through.
import type * as t from 'io-ts';
import type { PaymentCode } from '../../contract/primitives.ts';
import { Payment, type PaymentMethod, paymentKind } from '../../domain/checkout/payment.ts';
import { restaurantTakes } from '../../domain/checkout/restaurant-takes.ts';
import type { PaymentKind } from '../../domain/ports/gateway.ts';
import type { Restaurant } from '../../domain/restaurant/types.ts';

export type PaymentService = t.TypeOf<typeof PaymentCode>;

/** The checkout's payment id for a service; bank transfer and one-click are card-like PG payments. */
export function serviceMethod(service: PaymentService): PaymentMethod {
  switch (service) {
    case 'onlycard':
    case 'onlydbank':
    case 'oneclick':
      return Payment.PG_CARD;
    case 'onlyhpp':
      return Payment.MOBILE;
    case 'creditcard':
    case 'cash':
    case 'naverpay':
    case 'smilepay':
    case 'chaipay':
    case 'kakaopay':
      return service;
    default: {
      const never: never = service;
      return never;
    }
  }
}

export const serviceKind = (service: PaymentService): PaymentKind => paymentKind(serviceMethod(service));

export const restaurantTakesService = (restaurant: Restaurant, service: PaymentService): boolean =>
  restaurantTakes(restaurant, serviceMethod(service));

/**
 * How an order is paid: on delivery (accepted at once), a card-like PG page (payment_url), the
 * portal wallet (its request fields), or the mobile-card provider (its start fields).
 */
export type ProviderFlow = 'on_delivery' | 'pg' | 'wallet' | 'mobile_card';

export function providerFlow(service: PaymentService): ProviderFlow {
  if (serviceKind(service) === 'offline') return 'on_delivery';
  if (service === 'naverpay') return 'wallet';
  if (service === 'smilepay') return 'mobile_card';
  return 'pg';
}
