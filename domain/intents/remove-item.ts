// RemoveItem: the cart screen's remove button; the disposable item stays while menu lines remain.
import { lineRef } from '../cart/line-key.ts';
import { removeLine } from '../cart/remove-line.ts';
import type { CommandOf } from '../commands/commands.ts';
import { accept, type Decision, refuse, refuseWith } from '../store/decision.ts';
import { pure } from '../store/handler.ts';
import type { State } from '../store/state.ts';

export function decide(command: CommandOf<'RemoveItem'>, state: State): Decision {
  const key = lineRef(state.cart, command.line);
  if (key === undefined) return refuse('CART_ITEM_UNKNOWN');
  const restaurant = { has_disposable_menu: state.catalog?.restaurant.has_disposable_menu ?? false };
  const removed = removeLine(state.cart, restaurant, key);
  if (!removed.ok) return refuseWith(removed.rejection);
  return accept(...removed.value);
}

export const handleRemoveItem = pure(decide);
