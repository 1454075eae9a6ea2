// The online payment methods offered at checkout (spec 000 §7 "Payment methods").
import * as t from 'io-ts';
import { get } from './call-def.ts';
import { closed } from './closed.ts';
import { withOptional } from './primitives.ts';

/**
 * The types the client knows; others may come and are shown by name. CARD is mapped to PG_CARD
 * by the client; NAVERPAY is the portal wallet, SMILEPAY the smile (mobile-card) wallet.
 */
export const knownCheckoutMethodTypes = [
  'CARD',
  'MOBILE',
  'NAVERPAY',
  'SMILEPAY',
  'KAKAOPAY',
  'CHAIPAY',
] as const;

/** Designed beyond checkout_method_type: a display name and whether it can be used now. */
export const CheckoutMethod = withOptional(
  'CheckoutMethod',
  { checkout_method_type: t.string, name: t.string, available: t.boolean },
  { icon_url: t.string },
);

export const CheckoutMethods = t.array(CheckoutMethod, 'CheckoutMethods');

export const CheckoutMethodsQuery = closed('CheckoutMethodsQuery', {
  merchant_type: t.literal('MOBILE_WEB'),
});

export const paymentMethodCalls = [
  get('payment.methods', 'payment', '/v2/checkout-methods', {
    query: CheckoutMethodsQuery,
    response: CheckoutMethods,
  }),
] as const;
