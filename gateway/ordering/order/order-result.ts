// What order submit answers (spec 000 §3 "Order result", §4 "Submit outcome"): the amounts, and for
// an online payment where the client goes next — the sandbox PG page, the portal wallet's request
// fields, or the mobile-card provider's start fields. The sandbox providers live under /sandbox/.
import type * as t from 'io-ts';
import type { OrderResult } from '../../../contract/order-result.ts';
import type { PriceBreakdown } from '../../../domain/pricing/index.ts';
import type { ResolvedLine } from '../cart/resolve-lines.ts';
import type { PaymentService } from '../payment-service.ts';
import { providerFlow } from '../payment-service.ts';

export type WireOrderResult = t.TypeOf<typeof OrderResult>;

export interface ResultInput {
  readonly orderNumber: string;
  readonly service: PaymentService;
  readonly customerId: string;
  readonly restaurant: { readonly id: number; readonly name: string };
  readonly breakdown: PriceBreakdown;
  readonly lines: readonly ResolvedLine[];
}

/** The card-like PG's payment page of an order (the sandbox serves it). */
export const pgPaymentUrl = (orderNumber: string): string => `/sandbox/pg/${orderNumber}`;

/** The thank-you page the wallet returns to (spec 000 §2 "/checkout/thankyou!!/"). */
const thankYouUrl = (orderNumber: string): string => `/#/checkout/thankyou!!/?order_number=${orderNumber}`;

function walletFields(input: ResultInput) {
  const menus = input.lines.filter((l) => l.item.ms_type !== 'disposable');
  const first = menus[0]?.item.name ?? input.restaurant.name;
  const amount = input.breakdown.total;
  return {
    clientId: 'jumun-sandbox-wallet',
    mode: 'sandbox',
    chainId: 'jumun-sandbox',
    merchantUserKey: input.customerId,
    merchantPayKey: input.orderNumber,
    productName: menus.length > 1 ? `${first} 외 ${menus.length - 1}건` : first,
    productCount: menus.reduce((n, l) => n + l.item.amount, 0),
    productItems: menus.map((l) => ({
      categoryType: 'FOOD',
      categoryId: 'DELIVERY',
      uid: String(l.item.id),
      name: l.item.name,
      count: l.item.amount,
    })),
    totalPayAmount: amount,
    taxScopeAmount: amount,
    taxExScopeAmount: 0,
    returnUrl: thankYouUrl(input.orderNumber),
  };
}

/**
 * ResultCode 0000 is the provider's "started" (spec 000 §8: 0000 and 535 are success); OrderId and
 * Moid are the order number, which the sandbox popup and /smilepay/next/{orderId}/ look up.
 */
function mobileCardFields(input: ResultInput) {
  return {
    OrderId: input.orderNumber,
    Moid: input.orderNumber,
    ResultCode: '0000',
    ResultMsg: '성공',
    TxnId: `T${input.orderNumber}`,
  };
}

/** payment_amount is what is paid; total_order_amount the same before the coupon. */
export function orderResult(input: ResultInput): WireOrderResult {
  const { breakdown } = input;
  const flow = providerFlow(input.service);
  const base = {
    order_number: input.orderNumber,
    payment_url: flow === 'pg' ? pgPaymentUrl(input.orderNumber) : null,
    payment_amount: breakdown.total,
    payment_method: input.service,
    discounts: { coupon: breakdown.couponAmount },
    restaurant: { id: input.restaurant.id, name: input.restaurant.name },
    total_order_amount: breakdown.total - breakdown.couponAmount,
  };
  if (flow === 'wallet') return { ...base, ...walletFields(input) };
  if (flow === 'mobile_card') return { ...base, ...mobileCardFields(input) };
  return base;
}
