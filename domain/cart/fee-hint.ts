// The cart's line under the delivery fee (UI guide "Fee tiers and free delivery are shown where the
// fee is shown"): how much more food makes delivery free or cheaper, from the checkout view's
// `nextFee` (pricing/fee-steps.ts). Worded here, as Korean delivery apps put it.
import { formatWon } from '../money.ts';
import type { NextFee } from '../pricing/fee-steps.ts';
import { feeText } from '../restaurant/fee-facts.ts';

/** "15,000원 더 담으면 배달요금 무료", "2,000원 더 담으면 배달요금 3,000원"; null with nothing cheaper ahead. */
export function feeHint(next: NextFee | null): string | null {
  return next === null ? null : `${formatWon(next.more)} 더 담으면 배달요금 ${feeText(next.fee)}`;
}
