// What the restaurant page's header states (UI guide "Restaurant header": rating, minimum order,
// payment methods, delivery time, owner notice), from the restaurant as the detail call answers it
// (spec 000 §3 "Restaurant", §7 "Restaurant detail"). Decisions where the spec is silent:
// - Payment methods are listed in the order online, card, cash, with the names Korean delivery
//   apps use; `except_cash` drops cash even when the list names it.
// - The delivery time is the detail answer's `estimated_delivery_time` ("30~40분"), a field the
//   reference gateway adds for the customer's point; absent, the header leaves the line out.
// - The owner notice is the owner's introduction text, trimmed; empty means none.
import type { Restaurant, RestaurantPaymentMethod } from './types.ts';

export const PAYMENT_METHOD_LABELS: Readonly<Record<RestaurantPaymentMethod, string>> = {
  online: '온라인결제',
  creditcard: '신용카드',
  cash: '현금',
};

const ORDER: readonly RestaurantPaymentMethod[] = ['online', 'creditcard', 'cash'];

export function paymentMethodLabels(r: Pick<Restaurant, 'payment_methods' | 'except_cash'>): string[] {
  return ORDER.filter((m) => r.payment_methods.includes(m) && !(m === 'cash' && r.except_cash)).map(
    (m) => PAYMENT_METHOD_LABELS[m],
  );
}

export function deliveryTime(r: Pick<Restaurant, 'estimated_delivery_time'>): string | null {
  const text = r.estimated_delivery_time?.trim() ?? '';
  return text === '' ? null : text;
}

export function ownerNotice(r: Pick<Restaurant, 'introduction_by_owner'>): string | null {
  const text = r.introduction_by_owner?.introduction_text.trim() ?? '';
  return text === '' ? null : text;
}
