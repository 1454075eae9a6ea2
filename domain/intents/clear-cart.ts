// ClearCart: the cart screen's "empty the cart"; an empty cart records nothing.
import { clearCart } from '../cart/remove-line.ts';
import type { CommandOf } from '../commands/commands.ts';
import { accept } from '../store/decision.ts';
import type { HandlerContext } from '../store/handler.ts';

export function handleClearCart({ state }: HandlerContext<CommandOf<'ClearCart'>>) {
  return accept(...clearCart(state.cart));
}
