// A reorder's question in the customer's language. The store asks it in Korean (its text holds the
// changes, each written by domain/reorder/change-text.ts); the rejection keeps the changes as values
// (details.changes), so another language writes each line, and the question around them, again.
import { isMessageCode } from '../../../domain/messages.ts';
import type { Won } from '../../../domain/money.ts';
import { CHANGE_MARK } from '../../../domain/reorder/change-text.ts';
import type { ReorderChange } from '../../../domain/reorder/reorder-lines.ts';
import type { Rejection } from '../../../domain/result.ts';
import type { Language } from '../../../domain/shell/language.ts';
import type { Messages } from '../../i18n/use-messages.ts';

function changeLine(change: ReorderChange, say: Messages, won: (amount: Won) => string): string {
  switch (change.kind) {
    case 'item-gone':
      return say.message('REORDER_ITEM_GONE', { menu: change.menu });
    case 'item-sold-out':
      return say.message('REORDER_ITEM_SOLD_OUT', { menu: change.menu });
    case 'item-not-orderable':
      return say.message('REORDER_ITEM_NOT_ORDERABLE', { menu: change.menu, reason: change.reason });
    case 'option-gone':
      return say.message('REORDER_OPTION_GONE', { menu: change.menu, option: change.option });
    case 'option-sold-out':
      return say.message('REORDER_OPTION_SOLD_OUT', { menu: change.menu, option: change.option });
    case 'options-changed':
      return say.message('REORDER_OPTIONS_CHANGED', { menu: change.menu });
    case 'price-changed':
      return say.message('REORDER_PRICE_CHANGED', {
        menu: change.menu,
        from: won(change.from),
        to: won(change.to),
      });
    case 'amount-reduced':
      return say.message('REORDER_AMOUNT_REDUCED', { menu: change.menu, n: change.to });
    default: {
      const never: never = change;
      return never;
    }
  }
}

const isChanges = (value: unknown): value is readonly ReorderChange[] =>
  Array.isArray(value) && value.every((c) => typeof c === 'object' && c !== null && 'kind' in c);

/** The question (or refusal) in the customer's language: its changes written again when it has them. */
export function reorderText(
  rejection: Rejection,
  language: Language,
  say: Messages,
  won: (amount: Won) => string,
): string {
  const changes = rejection.details?.changes;
  if (language === 'ko' || !isChanges(changes) || rejection.params?.changes === undefined)
    return say.rejection(rejection);
  if (!isMessageCode(rejection.code)) return say.rejection(rejection);
  const lines = changes.map((c) => `${CHANGE_MARK}${changeLine(c, say, won)}`).join('\n');
  return say.message(rejection.code, { ...rejection.params, changes: lines });
}
