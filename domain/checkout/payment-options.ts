// The payment choices the checkout lists (spec 000 §4 "Payment defaults", spec 001 §9 "Payment
// types"): the online methods the payment host offers (checkout-methods: CARD → PG_CARD, MOBILE,
// the wallets), when the restaurant takes online payment, then the restaurant's on-site methods —
// card at the door where it takes creditcard, cash where it takes cash and does not exclude it.
import type { CheckoutMethod } from '../ports/checkout-queries.ts';
import type { RestaurantPaymentMethod } from '../restaurant/types.ts';
import type { Language } from '../shell/language.ts';
import { fromCheckoutMethodType, Payment, type PaymentMethod } from './payment.ts';

export interface PaymentOption {
  readonly method: PaymentMethod;
  /** The host's name for an online method; ours for the on-site ones. */
  readonly label: string;
  readonly online: boolean;
}

export interface PaymentOptionsInput {
  readonly restaurant: {
    readonly payment_methods: readonly RestaurantPaymentMethod[];
    readonly except_cash: boolean;
  };
  /** The payment host's answer; null while unknown or when it failed (no online method is listed). */
  readonly hostMethods: readonly CheckoutMethod[] | null;
  /** Inside the embedded partner shopping app (spec 001 §1 "the payment label differs there"). */
  readonly partnerApp?: boolean;
  /** The customer's language: Korean by default (the host's own names), else ours in English. */
  readonly language?: Language;
}

/**
 * Decision on the embedded app's label (the spec says only that it differs): the partner
 * marketplace's own wallet is that app's payment, so it says so.
 */
export const PARTNER_APP_WALLET_SUFFIX = ' (앱 간편결제)';

export const ON_SITE_LABELS = {
  [Payment.CREDITCARD]: '만나서 카드결제',
  [Payment.CASH]: '만나서 현금결제',
} as const;

/** The on-site methods in English (issue "English"). */
export const ON_SITE_LABELS_EN = {
  [Payment.CREDITCARD]: 'Card on delivery',
  [Payment.CASH]: 'Cash on delivery',
} as const satisfies Record<keyof typeof ON_SITE_LABELS, string>;

const PARTNER_APP_WALLET_SUFFIX_EN = ' (in-app payment)';

/**
 * The online methods in English: the host names them in Korean (its data for a Korean page), so an
 * English page names the methods it knows itself, and shows the host's name for any other.
 */
const ONLINE_LABELS_EN: Readonly<Partial<Record<PaymentMethod, string>>> = {
  [Payment.PG_CARD]: 'Credit or debit card',
  [Payment.MOBILE]: 'Mobile phone payment',
  [Payment.NAVERPAY]: 'Naver Pay',
  [Payment.SMILEPAY]: 'Smile Pay',
  [Payment.KAKAOPAY]: 'Kakao Pay',
  [Payment.CHAIPAY]: 'Chai Pay',
};

export function paymentOptions(input: PaymentOptionsInput): {
  readonly online: readonly PaymentOption[];
  readonly onSite: readonly PaymentOption[];
} {
  const { payment_methods, except_cash } = input.restaurant;
  const english = input.language === 'en';
  const onSiteLabels = english ? ON_SITE_LABELS_EN : ON_SITE_LABELS;
  const suffix = english ? PARTNER_APP_WALLET_SUFFIX_EN : PARTNER_APP_WALLET_SUFFIX;
  const online: PaymentOption[] = [];
  if (payment_methods.includes('online')) {
    for (const m of input.hostMethods ?? []) {
      const method = m.available ? fromCheckoutMethodType(m.checkout_method_type) : null;
      if (method !== null && !online.some((o) => o.method === method)) {
        const name = english ? (ONLINE_LABELS_EN[method] ?? m.name) : m.name;
        online.push({
          method,
          label: input.partnerApp && method === Payment.SMILEPAY ? `${name}${suffix}` : name,
          online: true,
        });
      }
    }
  }
  const onSite: PaymentOption[] = [];
  if (payment_methods.includes('creditcard'))
    onSite.push({ method: Payment.CREDITCARD, label: onSiteLabels.creditcard, online: false });
  if (payment_methods.includes('cash') && !except_cash)
    onSite.push({ method: Payment.CASH, label: onSiteLabels.cash, online: false });
  return { online, onSite };
}
