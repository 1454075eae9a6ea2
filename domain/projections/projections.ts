import type { State } from '../store/state.ts';
import { type CartView, viewCart } from './cart-view.ts';
import { type CheckoutView, viewCheckout } from './checkout-view.ts';
import { type SessionView, viewSession } from './session-view.ts';

/** What the UI subscribes to, the CLI prints and QA scripts assert on. */
export interface Projections {
  readonly cart: CartView;
  readonly checkout: CheckoutView;
  readonly session: SessionView;
}

export function project(state: State): Projections {
  return { cart: viewCart(state.cart), checkout: viewCheckout(state), session: viewSession(state) };
}
