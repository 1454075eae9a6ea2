// The projection paths that hold one of a fixed list of values, with the list: the script reference
// prints them (so a QA need not guess `"placed"` or `"PAYMENT_PENDING"`), and a script's plain
// expected value at a closed path is checked against them before anything runs. Each list is made
// from the codec or the type it documents, so it cannot fall behind: a closed list missing a value
// of its type, or holding one the type does not have, does not compile.
import { orderInfoDiscountTypes, orderInfoStatuses } from '../../contract/order.ts';
import { PaymentCode } from '../../contract/primitives.ts';
import { PaymentMethodC } from '../checkout/payment.ts';
import { AccountOriginC, SmsContextC, SocialProviderC } from '../codecs/primitives.ts';
import type { MinOrderStanding } from '../pricing/min-order.ts';
import type { DiscountKind } from '../pricing/price-order.ts';
import type { PhoneStatus } from '../store/state.ts';
import type { CheckoutView } from './checkout-view.ts';

export interface PathValues {
  readonly values: readonly string[];
  /** null is a value too: nothing chosen, loaded or asked for yet. */
  readonly nullable: boolean;
  /**
   * The values the contract designs for what a gateway answers (a loaded order): another gateway
   * may answer others, so a script's value there is not refused, only documented.
   */
  readonly open: boolean;
}

/** The list, which the compiler holds to every value of `T` and no other. */
const every =
  <T extends string>() =>
  <const L extends readonly T[]>(
    list: L & (Exclude<T, L[number]> extends never ? unknown : { readonly missing: Exclude<T, L[number]> }),
  ): readonly string[] =>
    list;

const keysOf = (codec: { readonly keys: object }): readonly string[] => Object.keys(codec.keys);

const closed = (values: readonly string[], nullable = false): PathValues => ({
  values,
  nullable,
  open: false,
});

/** By path, `N` standing for any index. */
export const projectionValues: Readonly<Record<string, PathValues>> = {
  'checkout.stage': closed(
    every<CheckoutView['stage']>()(['idle', 'started', 'inserted', 'failed', 'placed']),
  ),
  'checkout.minOrder': closed(every<MinOrderStanding>()(['met', 'charged', 'blocked'])),
  'checkout.discounts.N.kind': closed(every<DiscountKind>()(['restaurant_percent', 'additional_delivery'])),
  'checkout.coupon.status': closed(every<CheckoutView['coupon']['status']>()(['none', 'verified'])),
  'checkout.phone.status': closed(every<PhoneStatus>()(['unverified', 'requested', 'verified'])),
  'checkout.payment': closed(keysOf(PaymentMethodC), true),
  'checkout.order.status': { values: orderInfoStatuses, nullable: false, open: true },
  'checkout.order.payment_method': { values: keysOf(PaymentCode), nullable: false, open: true },
  'checkout.order.discounts.N.type': { values: orderInfoDiscountTypes, nullable: false, open: true },
  'session.accountOrigin': closed(keysOf(AccountOriginC), true),
  'session.socialJoin.provider': closed(keysOf(SocialProviderC)),
  'session.accountPhone.context': closed(
    keysOf(SmsContextC).filter((c) => c !== 'ORDER'),
    true,
  ),
  'session.accountPhone.status': closed(every<PhoneStatus>()(['unverified', 'requested', 'verified'])),
};

/** The values of a dot path (`checkout.discounts.0.kind`), or undefined when it is no such path. */
export function valuesAt(path: string): PathValues | undefined {
  const general = path
    .split('.')
    .map((key) => (/^\d+$/.test(key) ? 'N' : key))
    .join('.');
  return Object.hasOwn(projectionValues, general) ? projectionValues[general] : undefined;
}
