// Projection hooks over the store's read side (useSyncExternalStore): a component re-renders only
// when the projection it reads changes, since each snapshot keeps its identity until then.
import { useSyncExternalStore } from 'react';
import type { CartView } from '../../domain/projections/cart-view.ts';
import type { CheckoutView } from '../../domain/projections/checkout-view.ts';
import type { HistoryView } from '../../domain/projections/history-view.ts';
import type { Projections } from '../../domain/projections/projections.ts';
import type { SessionView } from '../../domain/projections/session-view.ts';
import { useWebStore } from './store-context.tsx';

function useProjection<K extends keyof Projections>(key: K): Projections[K] {
  const source = useWebStore().store.views[key];
  return useSyncExternalStore(source.subscribe, source.getSnapshot, source.getSnapshot);
}

export const useCart = (): CartView => useProjection('cart');
export const useCheckout = (): CheckoutView => useProjection('checkout');
export const useSession = (): SessionView => useProjection('session');
export const useHistory = (): HistoryView => useProjection('history');
