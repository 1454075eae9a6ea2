// How the restaurant page states its delivery fee (UI guide "Fee tiers and free delivery are shown
// where the fee is shown"), from the fee schedule of pricing/fee-steps.ts, so what it says is what
// an order is charged. Worded here (the spec names no string), as Korean delivery apps put it:
// - the header: the fee an order starts at, then one line per cheaper step: "20,000원 이상 3,000원",
//   "50,000원 이상 무료";
// - the information tab: a table by order amount, each range closed on the next step:
//   "20,000원 미만", "20,000원 이상 30,000원 미만", "50,000원 이상"; a flat fee is one row, "모든 주문".
// Amounts are the items total, as the fee is measured (pricing/delivery-fee.ts). In English (issue
// "English"): "₩3,000 on orders of ₩20,000+", "Under ₩20,000", "₩20,000 to under ₩30,000".
import { defineTexts } from '../i18n/texts.ts';
import { formatWon, type Won } from '../money.ts';
import type { DeliveryFeeRules } from '../pricing/delivery-fee.ts';
import { feeSteps } from '../pricing/fee-steps.ts';
import type { Language } from '../shell/language.ts';

const texts = defineTexts({
  ko: {
    free: '무료',
    step: (from: string, fee: string) => `${from} 이상 ${fee}`,
    allOrders: '모든 주문',
    from: (from: string) => `${from} 이상`,
    under: (next: string) => `${next} 미만`,
    between: (from: string, next: string) => `${from} 이상 ${next} 미만`,
  },
  en: {
    free: 'Free',
    step: (from: string, fee: string) => `${fee} on orders of ${from}+`,
    allOrders: 'All orders',
    from: (from: string) => `${from} or more`,
    under: (next: string) => `Under ${next}`,
    between: (from: string, next: string) => `${from} to under ${next}`,
  },
});

export const feeText = (fee: Won, language: Language = 'ko'): string =>
  fee === 0 ? texts[language].free : formatWon(fee, language);

export interface FeeFacts {
  /** "4,000원", "무료": what an order starts at. */
  readonly base: string;
  /** The steps after it: "20,000원 이상 3,000원". */
  readonly steps: readonly string[];
}

export function deliveryFeeFacts(rules: DeliveryFeeRules, language: Language = 'ko'): FeeFacts {
  const t = texts[language];
  const [first, ...rest] = feeSteps(rules);
  return {
    base: feeText(first?.fee ?? rules.delivery_fee, language),
    steps: rest.map((step) => t.step(formatWon(step.from, language), feeText(step.fee, language))),
  };
}

export interface FeeTableRow {
  /** The order amounts the row covers. */
  readonly amount: string;
  readonly fee: string;
}

export function deliveryFeeTable(rules: DeliveryFeeRules, language: Language = 'ko'): readonly FeeTableRow[] {
  const t = texts[language];
  const won = (amount: Won) => formatWon(amount, language);
  const steps = feeSteps(rules);
  return steps.map((step, i) => {
    const next = steps[i + 1];
    const amount =
      next === undefined
        ? i === 0
          ? t.allOrders
          : t.from(won(step.from))
        : i === 0
          ? t.under(won(next.from))
          : t.between(won(step.from), won(next.from));
    return { amount, fee: feeText(step.fee, language) };
  });
}
