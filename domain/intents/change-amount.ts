// ChangeAmount: the cart screen's stepper (spec 000 §4 "An amount cannot go below 1.").
import { changeAmount } from '../cart/change-amount.ts';
import { lineRef } from '../cart/line-key.ts';
import type { CommandOf } from '../commands/commands.ts';
import { accept, type Decision, refuse, refuseWith } from '../store/decision.ts';
import { pure } from '../store/handler.ts';
import type { State } from '../store/state.ts';

export function decide(command: CommandOf<'ChangeAmount'>, state: State): Decision {
  const key = lineRef(state.cart, command.line);
  if (key === undefined) return refuse('CART_ITEM_UNKNOWN');
  const changed = changeAmount(state.cart, key, command.amount);
  if (!changed.ok) return refuseWith(changed.rejection);
  return accept(...changed.value);
}

export const handleChangeAmount = pure(decide);
