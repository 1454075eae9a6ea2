// The cart's line under the delivery fee (UI guide "Fee tiers and free delivery are shown where the
// fee is shown"): how much more food makes delivery free or cheaper, from the checkout view's
// `nextFee` (pricing/fee-steps.ts). Worded here, as Korean delivery apps put it; in English (issue
// "English") "Add ₩15,000 more for free delivery", "Add ₩2,000 more for a ₩3,000 delivery fee".
import { defineTexts } from '../i18n/texts.ts';
import { formatWon, type Won } from '../money.ts';
import type { NextFee } from '../pricing/fee-steps.ts';
import { feeText } from '../restaurant/fee-facts.ts';
import type { Language } from '../shell/language.ts';

const texts = defineTexts({
  ko: {
    hint: (more: string, _fee: Won, feeText: string) => `${more} 더 담으면 배달요금 ${feeText}`,
  },
  en: {
    hint: (more: string, fee: Won, feeText: string) =>
      fee === 0 ? `Add ${more} more for free delivery` : `Add ${more} more for a ${feeText} delivery fee`,
  },
});

/** "15,000원 더 담으면 배달요금 무료", "2,000원 더 담으면 배달요금 3,000원"; null with nothing cheaper ahead. */
export function feeHint(next: NextFee | null, language: Language = 'ko'): string | null {
  return next === null
    ? null
    : texts[language].hint(formatWon(next.more, language), next.fee, feeText(next.fee, language));
}
