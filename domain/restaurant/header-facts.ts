// What the restaurant page's header states (UI guide "Restaurant header": rating, minimum order,
// payment methods, delivery time, owner notice), from the restaurant as the detail call answers it
// (spec 000 §3 "Restaurant", §7 "Restaurant detail"). Decisions where the spec is silent:
// - Payment methods are listed in the order online, card, cash, with the names Korean delivery
//   apps use; `except_cash` drops cash even when the list names it.
// - The delivery time is the detail answer's `estimated_delivery_time` ("30~40분"), a field the
//   reference gateway adds for the customer's point; absent, the header leaves the line out.
// - The owner notice is the owner's introduction text, trimmed; empty means none.
// - In English (issue "English") the methods take English names, and an estimate written the
//   gateway's Korean way ("30~40분", "30분") reads "30–40 min"; any other wording is shown as sent.
import { defineTexts } from '../i18n/texts.ts';
import type { Language } from '../shell/language.ts';
import type { Restaurant, RestaurantPaymentMethod } from './types.ts';

const PAYMENT_METHOD_NAMES = defineTexts({
  ko: {
    online: '온라인결제',
    creditcard: '신용카드',
    cash: '현금',
  },
  en: {
    online: 'Online payment',
    creditcard: 'Credit card',
    cash: 'Cash',
  },
} satisfies Record<Language, Record<RestaurantPaymentMethod, string>>);

const ORDER: readonly RestaurantPaymentMethod[] = ['online', 'creditcard', 'cash'];

export function paymentMethodLabels(
  r: Pick<Restaurant, 'payment_methods' | 'except_cash'>,
  language: Language = 'ko',
): string[] {
  const names = PAYMENT_METHOD_NAMES[language];
  return ORDER.filter((m) => r.payment_methods.includes(m) && !(m === 'cash' && r.except_cash)).map(
    (m) => names[m],
  );
}

const MINUTES_RANGE = /^(\d+)\s*[~〜～-]\s*(\d+)\s*분$/;
const MINUTES = /^(\d+)\s*분$/;

export function deliveryTime(
  r: Pick<Restaurant, 'estimated_delivery_time'>,
  language: Language = 'ko',
): string | null {
  const text = r.estimated_delivery_time?.trim() ?? '';
  if (text === '') return null;
  if (language === 'ko') return text;
  const range = MINUTES_RANGE.exec(text);
  if (range !== null) return `${range[1]}–${range[2]} min`;
  const minutes = MINUTES.exec(text);
  return minutes === null ? text : `${minutes[1]} min`;
}

export function ownerNotice(r: Pick<Restaurant, 'introduction_by_owner'>): string | null {
  const text = r.introduction_by_owner?.introduction_text.trim() ?? '';
  return text === '' ? null : text;
}
