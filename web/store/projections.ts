// Projection hooks over the store's read side (useSyncExternalStore): a component re-renders only
// when the projection it reads changes, since each snapshot keeps its identity until then. The
// cart and the session are drawn by every screen's header; a projection only some screens draw
// has its hook beside them (checkout-projection.ts, the order's page), so its code, and what it
// prices and formats with, loads with those screens rather than at boot.
import { useCallback, useSyncExternalStore } from 'react';
import { skip } from 'rxjs';
import { type CartView, viewCart } from '../../domain/projections/cart-view.ts';
import { type SessionView, viewSession } from '../../domain/projections/session-view.ts';
import type { Projector } from '../../domain/store/projection-source.ts';
import { afterNextPaint } from './after-paint.ts';
import { useWebStore } from './store-context.tsx';

/** Any projection of the store's state, kept by the store once per projector. */
export function useProjection<T>(project: Projector<T>): T {
  const source = useWebStore().store.view(project);
  return useSyncExternalStore(source.subscribe, source.getSnapshot, source.getSnapshot);
}

/**
 * A projection drawn a frame after the change that made it: told of the change once the frame the
 * change came in has painted, so that neither computing it (the checkout's pricing, for the cart
 * bar) nor drawing it holds up that frame. The tap of 주문표에 추가 paints the dialog closing; the
 * cart button and the cart bar follow. A render for another reason in between reads it fresh.
 */
export function useProjectionAfterPaint<T>(project: Projector<T>): T {
  const { store } = useWebStore();
  const source = store.view(project);
  const subscribe = useCallback(
    (onChange: () => void) => {
      let waiting = false;
      let closed = false;
      const subscription = store.state$.pipe(skip(1)).subscribe(() => {
        if (waiting) return;
        waiting = true;
        afterNextPaint(() => {
          waiting = false;
          if (!closed) onChange();
        });
      });
      return () => {
        closed = true;
        subscription.unsubscribe();
      };
    },
    [store],
  );
  return useSyncExternalStore(subscribe, source.getSnapshot, source.getSnapshot);
}

const cartOf: Projector<CartView> = (state) => viewCart(state.cart);

export const useCart = (): CartView => useProjection(cartOf);
/** The cart as the header's cart button and the cart bar draw it: after the change's frame. */
export const useCartAfterPaint = (): CartView => useProjectionAfterPaint(cartOf);
export const useSession = (): SessionView => useProjection(viewSession);
