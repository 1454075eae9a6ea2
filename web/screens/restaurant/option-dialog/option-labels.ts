// The option dialog's catalogue labels in the customer's language (issue "English"): a group's spec
// label by its rule (as domain/menu/option-rules.ts `groupLabel` picks it) and the remaining-stock
// note where domain/menu/stock.ts `remainingLabel` shows one, each written by useMessages.
import { groupRule } from '../../../../domain/menu/option-rules.ts';
import { remainingLabel } from '../../../../domain/menu/stock.ts';
import type { OptionGroup } from '../../../../domain/menu/types.ts';
import type { Messages } from '../../../i18n/use-messages.ts';

/** "(필수 N개 선택)", "(Choose N)"… */
export function groupLabelText(group: OptionGroup, say: Messages): string {
  const rule = groupRule(group);
  switch (rule.kind) {
    case 'exactly':
      return say.message('OPTION_LABEL_REQUIRED_COUNT', { n: rule.count });
    case 'up-to':
      return say.message('OPTION_LABEL_MAX_COUNT', { n: rule.max });
    case 'one':
      return say.message('OPTION_LABEL_REQUIRED');
    case 'at-most-one':
    case 'any':
      return say.message('OPTION_LABEL_OPTIONAL');
    default: {
      const never: never = rule;
      return never;
    }
  }
}

/** "(N개 남음)", "(N left)" where the stock note shows; null where it is hidden. */
export function stockNote(stockAmount: number | null | undefined, say: Messages): string | null {
  return remainingLabel(stockAmount) === null
    ? null
    : say.message('STOCK_REMAINING_LABEL', { n: Math.max(0, stockAmount ?? 0) });
}
