// The gateway contract: every call of both specs' section 7, by name, and jumun's extension after
// the thank-you page (order-progress.ts). The HTTP client and the reference gateway are both built
// from this table; each family file holds its own calls.
//
// Not in the table: "Mobile-card payment" (spec 000 §7) is a browser form post to the provider and
// then to our own /smilepay/next/{orderId}/ route, not a gateway call; "JWT fetch after social
// login" (spec 001 §7, not shown) is member.social-login, which answers the session tokens; the
// order's progress stream (orderProgressStream) is Server-Sent Events, no request and answer.
import type * as t from 'io-ts';
import { type AnyCall, byName } from './call-def.ts';
import { cartCalls } from './cart.ts';
import { checkoutMetaCalls } from './checkout-meta.ts';
import { contentCalls } from './content.ts';
import { couponCalls } from './coupon.ts';
import { geoCalls } from './geo.ts';
import { memberCalls } from './member.ts';
import { memberAccountCalls } from './member-account.ts';
import { menuCalls } from './menu.ts';
import { orderCalls } from './order.ts';
import { orderProgressCalls } from './order-progress.ts';
import { paymentMethodCalls } from './payment-methods.ts';
import { pollCalls } from './poll.ts';
import { restaurantInfoCalls } from './restaurant-info.ts';
import { restaurantCalls } from './restaurants.ts';
import { reviewCalls } from './reviews.ts';
import { smsCalls } from './sms.ts';
import { stockCalls } from './stock.ts';

export type { AnyCall } from './call-def.ts';

export const calls = byName(
  ...restaurantCalls,
  ...menuCalls,
  ...restaurantInfoCalls,
  ...reviewCalls,
  ...stockCalls,
  ...couponCalls,
  ...cartCalls,
  ...checkoutMetaCalls,
  ...paymentMethodCalls,
  ...orderCalls,
  // jumun's extension: the order followed to the door, cancelled in time, a member's history
  ...orderProgressCalls,
  ...geoCalls,
  ...smsCalls,
  ...memberCalls,
  ...memberAccountCalls,
  ...contentCalls,
  ...pollCalls,
);

export type Calls = typeof calls;
export type CallName = keyof Calls;
export const callNames = Object.keys(calls) as CallName[];
export const callList: readonly AnyCall[] = Object.values(calls);

export type ParamsOf<N extends CallName> = t.TypeOf<Calls[N]['params']>;
export type ResponseOf<N extends CallName> = t.TypeOf<Calls[N]['response']>;
export type QueryOf<N extends CallName> = Calls[N] extends { readonly query: infer Q extends t.Mixed }
  ? t.TypeOf<Q>
  : never;
export type BodyOf<N extends CallName> = Calls[N] extends { readonly body: infer B extends t.Mixed }
  ? t.TypeOf<B>
  : never;
