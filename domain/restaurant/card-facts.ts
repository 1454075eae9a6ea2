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
// - Owner-reply counts and coupon offers are not in the list's answer (spec 000 §7), so no card
//   shows them.
import { formatWon, groupDigits } from '../money.ts';
import { additionalDeliveryOffer } from '../pricing/additional-discount.ts';
import { type Instant, isWithinWindow } from '../pricing/discount-window.ts';
import { openingNote, openingState } from './open-hours.ts';
import type { Restaurant } from './types.ts';

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

function feeText(r: Restaurant): string {
  const tiers = r.delivery_fee_by_order_amounts?.basic ?? [];
  const base =
    tiers.length === 0 ? r.delivery_fee : Math.max(r.delivery_fee, ...tiers.map((t) => t.delivery_fee));
  const canDrop = tiers.some((t) => t.delivery_fee < base) || r.free_delivery_threshold !== null;
  if (base === 0) return '배달요금 무료';
  return `배달요금 ${formatWon(base)}${canDrop && tiers.length > 0 ? '~' : ''}`;
}

function badges(r: Restaurant, now: Instant): string[] {
  const out: string[] = [];
  if (
    r.discount_percent !== null &&
    r.discount_percent > 0 &&
    isWithinWindow(now, r.discount_from, r.discount_until)
  )
    out.push(`${r.discount_percent}% 할인`);
  const offer = additionalDeliveryOffer(r);
  if (offer !== null) {
    const who = offer.only_for_member ? '회원 ' : '';
    out.push(
      offer.is_per_menu ? `${who}메뉴별 배달할인` : `${who}배달할인 ${formatWon(Math.abs(offer.amount))}`,
    );
  }
  return out;
}

export function restaurantCardFacts(r: Restaurant, now: Instant): CardFacts {
  const average = r.review_avg ?? r.rating;
  const closed = !r.open;
  return {
    rating: average === null ? null : average.toFixed(1),
    reviews: `리뷰 ${groupDigits(r.review_count)}`,
    minOrder: `${formatWon(r.min_order_amount)} 이상 배달`,
    fee: feeText(r),
    deliveryTime: closed ? null : (r.estimated_delivery_time ?? null),
    onlinePayment: r.payment_methods.includes('online'),
    badges: badges(r, now),
    closed,
    opening: openingNote(openingState(r, now)),
    appOnly: r.serving_type === 'od',
  };
}
