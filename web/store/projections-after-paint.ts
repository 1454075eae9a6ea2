// Projections drawn a frame after the change that made them: the cart bar's cart and checkout, so
// that the tap of 주문표에 추가 paints the dialog closing alone. Not in the boot chunk: the screens
// that draw a cart bar bring it.
import { useCallback, useSyncExternalStore } from 'react';
import { skip } from 'rxjs';
import type { CartView } from '../../domain/projections/cart-view.ts';
import type { Projector } from '../../domain/store/projection-source.ts';
import { afterNextPaint } from './after-paint.ts';
import { cartOf } from './projections.ts';
import { useWebStore } from './store-context.tsx';

/**
 * A projection drawn a frame after the change that made it: told of the change once the frame the
 * change came in has painted, so that neither computing it (the checkout's pricing, for the cart
 * bar) nor drawing it holds up that frame. The tap of 주문표에 추가 paints the dialog closing; the
 * cart bar follows. A render for another reason in between reads it fresh.
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

/** The cart as the cart bar draws it: after the change's frame. */
export const useCartAfterPaint = (): CartView => useProjectionAfterPaint(cartOf);
