// What a restaurant card in the list says (UI guide "Restaurant card": logo, name, "★ 4.7 · 리뷰
// 273", online-payment mark, "12,000원 이상 배달", "배달요금 3,000원", discount badges, delivery time
// range, a closed restaurant greyed out). Labels that are only UI are worded here. Decisions:
// - The rating is review_avg (the list's average), else rating, one decimal; none (no reviews yet)
//   shows no star.
// - A percent discount is a badge only while its window is open now (pricing/discount-window.ts);
//   the additional delivery discount is a badge when it is worth anything, "회원" when member-only,
//   and "메뉴별" when it is earned per menu (its amount then depends on the menus).
// - The fee is the restaurant's own delivery fee; 0 reads 무료. With fee tiers it is the fee of an
//   order under every tier, the most a customer pays ("~" marks that it can drop).
// - A closed restaurant shows when it opens (restaurant/open-hours.ts: "오후 6:00 오픈", or its
//   hours) where an open one shows its delivery time: it delivers nothing now.
// - In English (issue "English") the same facts as an English reader reads them: "1,273 reviews",
//   "₩12,000 min. order", "Delivery ₩3,000" ("up to" where "~" marks a fee that can drop), "10% off",
//   "30–40 min" from the list's "30~40분", "Opens at 6:00 PM"; the owner's own words about the hours
//   are data, shown as written.
// - Owner-reply counts and coupon offers are not in the list's answer (spec 000 §7), so no card
//   shows them.
import { englishCount } from '../i18n/english-count.ts';
import { defineTexts } from '../i18n/texts.ts';
import { formatWon, groupDigits } from '../money.ts';
import { additionalDeliveryOffer } from '../pricing/additional-discount.ts';
import { type Instant, isWithinWindow } from '../pricing/discount-window.ts';
import type { Language } from '../shell/language.ts';
import { type OpeningState, openingNote, openingState } from './open-hours.ts';
import type { Restaurant } from './types.ts';

const texts = defineTexts({
  ko: {
    reviews: (n: number) => `리뷰 ${groupDigits(n)}`,
    minOrder: (amount: string) => `${amount} 이상 배달`,
    freeDelivery: '배달요금 무료',
    fee: (amount: string) => `배달요금 ${amount}`,
    feeUpTo: (amount: string) => `배달요금 ${amount}~`,
    percentOff: (percent: number) => `${percent}% 할인`,
    deliveryOff: (amount: string) => `배달할인 ${amount}`,
    memberDeliveryOff: (amount: string) => `회원 배달할인 ${amount}`,
    perMenuDeliveryOff: '메뉴별 배달할인',
    memberPerMenuDeliveryOff: '회원 메뉴별 배달할인',
  },
  en: {
    reviews: (n: number) => englishCount(n, 'review', 'reviews'),
    minOrder: (amount: string) => `${amount} min. order`,
    freeDelivery: 'Free delivery',
    fee: (amount: string) => `Delivery ${amount}`,
    feeUpTo: (amount: string) => `Delivery up to ${amount}`,
    percentOff: (percent: number) => `${percent}% off`,
    deliveryOff: (amount: string) => `${amount} off delivery`,
    memberDeliveryOff: (amount: string) => `Members: ${amount} off delivery`,
    perMenuDeliveryOff: 'Delivery discount per item',
    memberPerMenuDeliveryOff: 'Members: delivery discount per item',
  },
});

export interface CardFacts {
  /** "4.7" (drawn after a star), or null without a rating. */
  readonly rating: string | null;
  /** "리뷰 273". */
  readonly reviews: string;
  /** "12,000원 이상 배달". */
  readonly minOrder: string;
  /** "배달요금 3,000원", "배달요금 무료". */
  readonly fee: string;
  /** "40~50분", or null when the list does not say or the restaurant is closed. */
  readonly deliveryTime: string | null;
  readonly onlinePayment: boolean;
  /** Discount badges, most valuable kind first: "10% 할인", "배달할인 2,000원". */
  readonly badges: readonly string[];
  /** Not taking orders now: the card is greyed out and says 준비중. */
  readonly closed: boolean;
  /** A closed restaurant's opening: "오후 6:00 오픈", "영업시간 매일 10:00 - 22:00"; else null. */
  readonly opening: string | null;
  /** App-only (serving_type 'od', spec 000 §3): ordered in the mobile app only. */
  readonly appOnly: boolean;
}

function feeText(r: Restaurant, language: Language): string {
  const t = texts[language];
  const tiers = r.delivery_fee_by_order_amounts?.basic ?? [];
  const base =
    tiers.length === 0 ? r.delivery_fee : Math.max(r.delivery_fee, ...tiers.map((tier) => tier.delivery_fee));
  const canDrop = tiers.some((tier) => tier.delivery_fee < base) || r.free_delivery_threshold !== null;
  if (base === 0) return t.freeDelivery;
  const amount = formatWon(base, language);
  return canDrop && tiers.length > 0 ? t.feeUpTo(amount) : t.fee(amount);
}

function badges(r: Restaurant, now: Instant, language: Language): string[] {
  const t = texts[language];
  const out: string[] = [];
  if (
    r.discount_percent !== null &&
    r.discount_percent > 0 &&
    isWithinWindow(now, r.discount_from, r.discount_until)
  )
    out.push(t.percentOff(r.discount_percent));
  const offer = additionalDeliveryOffer(r);
  if (offer !== null) {
    const amount = formatWon(Math.abs(offer.amount), language);
    if (offer.is_per_menu)
      out.push(offer.only_for_member ? t.memberPerMenuDeliveryOff : t.perMenuDeliveryOff);
    else out.push(offer.only_for_member ? t.memberDeliveryOff(amount) : t.deliveryOff(amount));
  }
  return out;
}

/** The list's "30~40분" in English ("30–40 min"); anything else as the list wrote it. */
function deliveryTimeText(time: string, language: Language): string {
  if (language === 'ko') return time;
  const range = /^\s*(\d+)\s*~\s*(\d+)\s*분\s*$/.exec(time);
  if (range !== null) return `${range[1]}–${range[2]} min`;
  const single = /^\s*(\d+)\s*분\s*$/.exec(time);
  return single === null ? time : `${single[1]} min`;
}

/** "6:00 PM", "12:30 AM": a Seoul clock minute as English writes it. */
function englishClock(minuteOfDay: number): string {
  const h = Math.floor(minuteOfDay / 60) % 24;
  const m = minuteOfDay % 60;
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/**
 * What a closed restaurant says about its opening, in `language` (Korean: open-hours.ts's
 * openingNote); the owner's own description of the hours is data, shown as written.
 */
export function openingNoteIn(state: OpeningState, language: Language): string | null {
  if (language === 'ko') return openingNote(state);
  switch (state.kind) {
    case 'open':
      return null;
    case 'opens-at':
      return `Opens ${state.tomorrow ? 'tomorrow ' : ''}at ${englishClock(state.minute)}`;
    case 'closed':
      return state.hours === null ? null : `Hours: ${state.hours}`;
    default: {
      const never: never = state;
      return never;
    }
  }
}

/** The card's facts, worded in `language` (Korean unless told). */
export function restaurantCardFacts(r: Restaurant, now: Instant, language: Language = 'ko'): CardFacts {
  const t = texts[language];
  const average = r.review_avg ?? r.rating;
  const closed = !r.open;
  const time = r.estimated_delivery_time ?? null;
  return {
    rating: average === null ? null : average.toFixed(1),
    reviews: t.reviews(r.review_count),
    minOrder: t.minOrder(formatWon(r.min_order_amount, language)),
    fee: feeText(r, language),
    deliveryTime: closed || time === null ? null : deliveryTimeText(time, language),
    onlinePayment: r.payment_methods.includes('online'),
    badges: badges(r, now, language),
    closed,
    opening: openingNoteIn(openingState(r, now), language),
    appOnly: r.serving_type === 'od',
  };
}
