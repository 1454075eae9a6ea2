// How the restaurant page states its delivery fee (UI guide "Fee tiers and free delivery are shown
// where the fee is shown"), from the fee schedule of pricing/fee-steps.ts, so what it says is what
// an order is charged. Worded here (the spec names no string), as Korean delivery apps put it:
// - the header: the fee an order starts at, then one line per cheaper step: "20,000원 이상 3,000원",
//   "50,000원 이상 무료";
// - the information tab: a table by order amount, each range closed on the next step:
//   "20,000원 미만", "20,000원 이상 30,000원 미만", "50,000원 이상"; a flat fee is one row, "모든 주문".
// Amounts are the items total, as the fee is measured (pricing/delivery-fee.ts).
import { formatWon, type Won } from '../money.ts';
import type { DeliveryFeeRules } from '../pricing/delivery-fee.ts';
import { feeSteps } from '../pricing/fee-steps.ts';

export const feeText = (fee: Won): string => (fee === 0 ? '무료' : formatWon(fee));

export interface FeeFacts {
  /** "4,000원", "무료": what an order starts at. */
  readonly base: string;
  /** The steps after it: "20,000원 이상 3,000원". */
  readonly steps: readonly string[];
}

export function deliveryFeeFacts(rules: DeliveryFeeRules): FeeFacts {
  const [first, ...rest] = feeSteps(rules);
  return {
    base: feeText(first?.fee ?? rules.delivery_fee),
    steps: rest.map((step) => `${formatWon(step.from)} 이상 ${feeText(step.fee)}`),
  };
}

export interface FeeTableRow {
  /** The order amounts the row covers. */
  readonly amount: string;
  readonly fee: string;
}

export function deliveryFeeTable(rules: DeliveryFeeRules): readonly FeeTableRow[] {
  const steps = feeSteps(rules);
  return steps.map((step, i) => {
    const next = steps[i + 1];
    const amount =
      next === undefined
        ? i === 0
          ? '모든 주문'
          : `${formatWon(step.from)} 이상`
        : i === 0
          ? `${formatWon(next.from)} 미만`
          : `${formatWon(step.from)} 이상 ${formatWon(next.from)} 미만`;
    return { amount, fee: feeText(step.fee) };
  });
}
