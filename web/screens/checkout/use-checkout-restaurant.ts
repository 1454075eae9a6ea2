// The restaurant the checkout orders from: the snapshot the store opened (its payment methods),
// read from the store's state as it changes.
import { useCallback, useSyncExternalStore } from 'react';
import type { Restaurant } from '../../../domain/restaurant/types.ts';
import { useWebStore } from '../../store/store-context.tsx';

export function useCheckoutRestaurant(): Restaurant | null {
  const { store } = useWebStore();
  const subscribe = useCallback(
    (onChange: () => void) => {
      let last = store.getState().catalog?.restaurant ?? null;
      const subscription = store.state$.subscribe((state) => {
        const next = state.catalog?.restaurant ?? null;
        if (next !== last) {
          last = next;
          onChange();
        }
      });
      return () => subscription.unsubscribe();
    },
    [store],
  );
  const snapshot = useCallback(() => store.getState().catalog?.restaurant ?? null, [store]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
