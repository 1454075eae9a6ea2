// What a reorder found different, as the customer reads it before the cart is replaced: one line
// each, in the order of the past order's lines.
import { formatMessage } from '../messages.ts';
import { formatWon } from '../money.ts';
import type { ReorderChange } from './reorder-lines.ts';

export function changeText(change: ReorderChange): string {
  switch (change.kind) {
    case 'item-gone':
      return formatMessage('REORDER_ITEM_GONE', { menu: change.menu });
    case 'item-sold-out':
      return formatMessage('REORDER_ITEM_SOLD_OUT', { menu: change.menu });
    case 'item-not-orderable':
      return formatMessage('REORDER_ITEM_NOT_ORDERABLE', { menu: change.menu, reason: change.reason });
    case 'option-gone':
      return formatMessage('REORDER_OPTION_GONE', { menu: change.menu, option: change.option });
    case 'option-sold-out':
      return formatMessage('REORDER_OPTION_SOLD_OUT', { menu: change.menu, option: change.option });
    case 'options-changed':
      return formatMessage('REORDER_OPTIONS_CHANGED', { menu: change.menu });
    case 'price-changed':
      return formatMessage('REORDER_PRICE_CHANGED', {
        menu: change.menu,
        from: formatWon(change.from),
        to: formatWon(change.to),
      });
    case 'amount-reduced':
      return formatMessage('REORDER_AMOUNT_REDUCED', { menu: change.menu, n: change.to });
    default: {
      const never: never = change;
      return never;
    }
  }
}

/** What starts each change's line in the confirmation. */
export const CHANGE_MARK = '· ';

/** The changes as the confirmation lists them, one a line. */
export function changesText(changes: readonly ReorderChange[]): string {
  return changes.map((c) => `${CHANGE_MARK}${changeText(c)}`).join('\n');
}
