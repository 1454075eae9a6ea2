import type { State } from '../store/state.ts';
import { type CartView, viewCart } from './cart-view.ts';
import { type CheckoutView, viewCheckout } from './checkout-view.ts';
import { type HistoryView, viewHistory } from './history-view.ts';
import { type OrderView, viewOrder } from './order-view.ts';
import { type SessionView, viewSession } from './session-view.ts';

/** What the UI subscribes to, the CLI prints and QA scripts assert on. */
export interface Projections {
  readonly cart: CartView;
  readonly checkout: CheckoutView;
  readonly session: SessionView;
  /** The order followed to the door (jumun's extension). */
  readonly order: OrderView;
  /** 주문내역: this device's orders and a member's. */
  readonly history: HistoryView;
}

export function project(state: State): Projections {
  return {
    cart: viewCart(state.cart),
    checkout: viewCheckout(state),
    session: viewSession(state),
    order: viewOrder(state),
    history: viewHistory(state),
  };
}
