// ChangeAmount, RemoveItem, ClearCart: the cart screen's intents.
import { changeAmount } from '../cart/change-amount.ts';
import { lineKey } from '../cart/line-key.ts';
import { removeLine } from '../cart/remove-line.ts';
import type { Cart } from '../cart/types.ts';
import type { CommandOf } from '../commands/commands.ts';
import { accept, draft, refuse, refuseWith } from '../store/decision.ts';
import type { HandlerContext } from '../store/handler.ts';

/** A line by its key or its 0-based position in the cart. */
export function lineRef(cart: Cart, ref: string | number): string | undefined {
  if (typeof ref === 'number') {
    const line = cart.items[ref];
    return line === undefined ? undefined : lineKey(line);
  }
  return cart.items.some((l) => lineKey(l) === ref) ? ref : undefined;
}

export function decideChangeAmount({ command, state }: HandlerContext<CommandOf<'ChangeAmount'>>) {
  const key = lineRef(state.cart, command.line);
  if (key === undefined) return refuse('CART_ITEM_UNKNOWN');
  const outcome = changeAmount(state.cart, key, command.amount);
  if (outcome.kind === 'rejected') return refuseWith(outcome.rejection);
  return accept(draft('ItemAmountChanged', { lineKey: key, amount: command.amount }));
}

export function decideRemoveItem({ command, state }: HandlerContext<CommandOf<'RemoveItem'>>) {
  const key = lineRef(state.cart, command.line);
  if (key === undefined) return refuse('CART_ITEM_UNKNOWN');
  const restaurant = { has_disposable_menu: state.catalog?.restaurant.has_disposable_menu ?? false };
  const outcome = removeLine(state.cart, restaurant, key);
  if (outcome.kind === 'rejected') return refuseWith(outcome.rejection);
  // The last menu line takes the disposable item with it: the cart is empty.
  if (outcome.cart.items.length === 0) return accept(draft('CartCleared', { reason: 'customer' }));
  return accept(draft('ItemRemoved', { lineKey: key }));
}

export function decideClearCart({ state }: HandlerContext<CommandOf<'ClearCart'>>) {
  if (state.cart.items.length === 0) return accept();
  return accept(draft('CartCleared', { reason: 'customer' }));
}
