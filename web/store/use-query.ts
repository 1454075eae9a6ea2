// A read through a query port, with its loading and error states, from the shared query cache.
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type { MessageCode } from '../../domain/messages.ts';
import type { GatewayResult } from '../../domain/ports/gateway-failure.ts';
import { LOADING, type QueryState } from './query-cache.ts';
import { useWebStore } from './store-context.tsx';

export type QueryResult<T> = QueryState<T> & { readonly reload: () => void };

/**
 * `key` names what is read (null: nothing to read yet); `load` reads it. The key, not the closure,
 * decides when to read again. `failureText` is the screen's text for a server failure.
 */
export function useQuery<T>(
  key: string | null,
  load: () => Promise<GatewayResult<T>>,
  failureText: MessageCode = 'RESTAURANT_LOAD_FAILED',
): QueryResult<T> {
  const { queries } = useWebStore();
  const loadRef = useRef(load);
  loadRef.current = load;
  const subscribe = useCallback(
    (onChange: () => void) => (key === null ? () => {} : queries.subscribe(key, onChange)),
    [queries, key],
  );
  const snapshot = useCallback(
    (): QueryState<T> => (key === null ? LOADING : queries.snapshot<T>(key)),
    [queries, key],
  );
  const state = useSyncExternalStore(subscribe, snapshot, snapshot);
  useEffect(() => {
    if (key !== null) queries.ensure(key, () => loadRef.current(), failureText);
  }, [queries, key, failureText]);
  const reload = useCallback(() => {
    if (key !== null) queries.ensure(key, () => loadRef.current(), failureText, true);
  }, [queries, key, failureText]);
  return { ...state, reload };
}
