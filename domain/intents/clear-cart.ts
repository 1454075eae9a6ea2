// ClearCart: the cart screen's "empty the cart"; an empty cart records nothing.
import { clearCart } from '../cart/remove-line.ts';
import type { CommandOf } from '../commands/commands.ts';
import { accept, type Decision } from '../store/decision.ts';
import { pure } from '../store/handler.ts';
import type { State } from '../store/state.ts';

export function decide(_command: CommandOf<'ClearCart'>, state: State): Decision {
  return accept(...clearCart(state.cart));
}

export const handleClearCart = pure(decide);
