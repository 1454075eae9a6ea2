// Projection hooks over the store's read side (useSyncExternalStore): a component re-renders only
// when the projection it reads changes, since each snapshot keeps its identity until then. The
// cart and the session are drawn by every screen's header; a projection only some screens draw
// has its hook beside them (checkout-projection.ts, the order's page), so its code, and what it
// prices and formats with, loads with those screens rather than at boot.
import { useSyncExternalStore } from 'react';
import { type CartView, viewCart } from '../../domain/projections/cart-view.ts';
import { type SessionView, viewSession } from '../../domain/projections/session-view.ts';
import type { Projector } from '../../domain/store/projection-source.ts';
import { useWebStore } from './store-context.tsx';

/** Any projection of the store's state, kept by the store once per projector. */
export function useProjection<T>(project: Projector<T>): T {
  const source = useWebStore().store.view(project);
  return useSyncExternalStore(source.subscribe, source.getSnapshot, source.getSnapshot);
}

export const cartOf: Projector<CartView> = (state) => viewCart(state.cart);

export const useCart = (): CartView => useProjection(cartOf);

export const useSession = (): SessionView => useProjection(viewSession);
