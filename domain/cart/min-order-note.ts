// What the cart says about the minimum order (spec 000 §5 "Minimum order", §9 "A shortfall to
// min_order_amount is added to the total"), from the priced checkout view, alike in the cart, the
// restaurant page's cart bar and anything printing a cart:
// - a shortfall that blocks ordering (over 2,000원, or any where the restaurant refuses orders under
//   its minimum) is its own line, in no total, and the order button says why it cannot order yet;
//   tapping it still asks the gate, whose dialog (MIN_ORDER_BLOCKED) says it again;
// - a shortfall ordering goes on with is a row of the total (pricing/price-rows.ts) and a line that
//   says so; the button orders, and the gate asks first (MIN_ORDER_SHORTFALL).
// Worded here (the spec names no string): "최소주문금액" as the restaurant header says it. In English
// (issue "English") each line is a sentence of its own amounts (`minOrderNote(view, 'en')`).
import { defineTexts } from '../i18n/texts.ts';
import { formatWon, type Won } from '../money.ts';
import type { MinOrderStanding } from '../pricing/min-order.ts';
import type { Language } from '../shell/language.ts';

const texts = defineTexts({
  ko: {
    blocked: (shortfall: string) => `최소주문금액까지 ${shortfall} 더 담아주세요.`,
    blockedBar: (shortfall: string) => `최소주문금액까지 ${shortfall}`,
    charged: (shortfall: string) =>
      `최소주문금액까지 ${shortfall} 남았습니다. 이대로 주문하면 부족분이 합계에 더해집니다.`,
    chargedBar: (shortfall: string) => `최소주문금액 부족분 ${shortfall} 포함`,
    orderFrom: (min: string) => `최소주문금액 ${min}부터 주문 가능`,
    order: '주문하기',
  },
  en: {
    blocked: (shortfall: string) => `Add ${shortfall} more to reach the minimum order.`,
    blockedBar: (shortfall: string) => `${shortfall} short of the minimum order`,
    charged: (shortfall: string) =>
      `You're ${shortfall} short of the minimum order. If you order now, the difference is added to your total.`,
    chargedBar: (shortfall: string) => `Includes ${shortfall} minimum order top-up`,
    orderFrom: (min: string) => `Minimum order ${min}`,
    order: 'Go to checkout',
  },
});

/** The order button's label while nothing stops it, in `language`: "주문하기", "Go to checkout". */
export function orderLabel(language: Language = 'ko'): string {
  return texts[language].order;
}

export interface MinOrderNote {
  readonly standing: 'charged' | 'blocked';
  /** The restaurant's min_order_amount. */
  readonly min: Won;
  /** What is missing. */
  readonly shortfall: Won;
  /** The line under the cart's breakdown. */
  readonly text: string;
  /** The second line of the restaurant page's cart bar. */
  readonly barText: string;
}

export interface MinOrderView {
  readonly itemsTotal: Won;
  readonly shortfall: Won;
  readonly minOrder: MinOrderStanding;
}

/**
 * Null once the minimum is met (the standing says so: pricing's minOrderStanding is 'met' exactly
 * when there is no shortfall). While there is a shortfall the minimum is the items plus it.
 */
export function minOrderNote(view: MinOrderView, language: Language = 'ko'): MinOrderNote | null {
  if (view.minOrder === 'met') return null;
  const t = texts[language];
  const shortfall = formatWon(view.shortfall, language);
  const base = { min: view.itemsTotal + view.shortfall, shortfall: view.shortfall };
  return view.minOrder === 'blocked'
    ? {
        standing: 'blocked',
        ...base,
        text: t.blocked(shortfall),
        barText: t.blockedBar(shortfall),
      }
    : {
        standing: 'charged',
        ...base,
        text: t.charged(shortfall),
        barText: t.chargedBar(shortfall),
      };
}

export interface OrderButton {
  readonly label: string;
  /** False while the minimum blocks ordering: the button is drawn as not yet usable. */
  readonly ready: boolean;
}

/** The cart's order button: 주문하기, or, while the minimum blocks ordering, from what amount it orders. */
export function orderButton(view: MinOrderView, language: Language = 'ko'): OrderButton {
  const note = minOrderNote(view, language);
  return note?.standing === 'blocked'
    ? { label: texts[language].orderFrom(formatWon(note.min, language)), ready: false }
    : { label: texts[language].order, ready: true };
}
