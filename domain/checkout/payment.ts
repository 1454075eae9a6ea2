// Payment methods, their online/offline kind, the default choice and the payment-result texts
// (spec 000 §4 "Payment defaults", §8 "General" and "Mobile-card payment"; spec 001 §9).

import * as t from 'io-ts';
import type { PaymentCode } from '../../contract/primitives.ts';
import type { PaymentKind } from '../ports/gateway.ts';
import type { RestaurantPaymentMethod } from '../restaurant/types.ts';
import { ok, type Result, reject } from '../result.ts';

/** The payment ids the checkout form stores (spec 001 §9 "Payment types"). */
export const Payment = {
  /** Card handed to the rider (offline). */
  CREDITCARD: 'creditcard',
  CASH: 'cash',
  PG_CARD: 'pg_card',
  MOBILE: 'pg_mobile',
  KAKAOPAY: 'kakaopay',
  /** The portal wallet. */
  NAVERPAY: 'naverpay',
  /** The smile wallet of the partner marketplace. */
  SMILEPAY: 'smilepay',
  CHAIPAY: 'chaipay',
} as const;

export type PaymentMethod = (typeof Payment)[keyof typeof Payment];

export const paymentMethods: readonly PaymentMethod[] = Object.values(Payment);

/**
 * The payment ids as a codec, each with what it is as checkout lists it: a script's or a click's
 * ChoosePayment is decoded with it, so a script's `"card"` is refused before anything runs, and the
 * script reference lists the ids with these words.
 */
export const PaymentMethodC = t.keyof({
  creditcard: '만나서 카드결제: card at the door',
  cash: '만나서 현금결제: cash at the door',
  pg_card: '신용카드: card, online at the PG',
  pg_mobile: '휴대폰 결제: phone billing, online',
  kakaopay: '카카오페이: wallet, online',
  naverpay: '네이버페이: the portal wallet, online',
  smilepay: '스마일페이: the partner marketplace wallet, online',
  chaipay: '차이페이: wallet, online',
} satisfies Record<PaymentMethod, string>);

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (paymentMethods as readonly string[]).includes(value);
}

/** Only card and cash handed over at the door are offline; every wallet and PG method is online. */
export function paymentKind(method: PaymentMethod): PaymentKind {
  return method === Payment.CREDITCARD || method === Payment.CASH ? 'offline' : 'online';
}

export function isOnlinePayment(method: PaymentMethod | null): boolean {
  return method !== null && paymentKind(method) === 'online';
}

/** The value sent as the payment service (coupon check, order submit): pg_* become only*. */
export function paymentService(method: PaymentMethod): PaymentCode {
  switch (method) {
    case Payment.PG_CARD:
      return 'onlycard';
    case Payment.MOBILE:
      return 'onlyhpp';
    case Payment.CREDITCARD:
    case Payment.CASH:
    case Payment.KAKAOPAY:
    case Payment.NAVERPAY:
    case Payment.SMILEPAY:
    case Payment.CHAIPAY:
      return method;
    default: {
      const never: never = method;
      return never;
    }
  }
}

/** checkout_method_type of GET {payment}/v2/checkout-methods → our payment id; unknown types → null. */
export function fromCheckoutMethodType(type: string): PaymentMethod | null {
  switch (type.toUpperCase()) {
    case 'CARD':
    case 'PG_CARD':
      return Payment.PG_CARD;
    case 'MOBILE':
      return Payment.MOBILE;
    case 'NAVERPAY':
      return Payment.NAVERPAY;
    case 'SMILEPAY':
      return Payment.SMILEPAY;
    case 'KAKAOPAY':
      return Payment.KAKAOPAY;
    case 'CHAIPAY':
      return Payment.CHAIPAY;
    default:
      return null;
  }
}

export interface PaymentDefaultInput {
  readonly member: boolean;
  readonly restaurant: {
    readonly payment_methods: readonly RestaurantPaymentMethod[];
    readonly except_cash: boolean;
  };
  /** The restaurant takes online payment (its payment_methods include 'online'). */
  readonly online: boolean;
  readonly mobile: boolean;
  /** The online methods the payment host offers (checkout-methods, already mapped). */
  readonly available: readonly PaymentMethod[];
}

/**
 * The preselected payment (spec 000 §4 "Payment defaults"). An online restaurant whose preferred
 * online method the payment host does not offer falls back to the on-site rule.
 */
export function defaultPayment(input: PaymentDefaultInput): PaymentMethod | null {
  if (!input.member) return null;
  if (input.online) {
    const preference: readonly PaymentMethod[] = input.mobile
      ? [Payment.PG_CARD, Payment.MOBILE, Payment.NAVERPAY]
      : [Payment.PG_CARD];
    const chosen = preference.find((m) => input.available.includes(m));
    if (chosen !== undefined) return chosen;
  }
  if (input.restaurant.payment_methods.includes('creditcard')) return Payment.CREDITCARD;
  // Cash unless excluded — and only where the restaurant takes cash at all.
  return input.restaurant.except_cash || !input.restaurant.payment_methods.includes('cash')
    ? null
    : Payment.CASH;
}

/** Payment failure text as shown (spec 000 §8 "General"). */
export function paymentFailureText(text: string): string {
  return text.replaceAll('휴대폰 결제 또는 계좌 이체를', '휴대폰 결제를');
}

export const mobileCardSuccessCodes: readonly string[] = ['0000', '535'];

/** Whether a mobile-card payment started (spec 000 §8 "Mobile-card payment"). */
export function mobileCardStart(input: {
  readonly resultCode: string | null | undefined;
  readonly userCancelled: boolean;
}): Result<{ readonly resultCode: string }> {
  if (input.userCancelled) return reject('PAYMENT_CANCELLED');
  const code = input.resultCode?.trim() ?? '';
  return mobileCardSuccessCodes.includes(code) ? ok({ resultCode: code }) : reject('PAYMENT_FAILED');
}
