// The restaurant list's pages, kept per list (point, category, sort, keyword) for the life of the
// page, so a list shown again (back from a restaurant) is there at once. Paging itself is the
// domain's (content/restaurant-list-paging.ts); this only holds its state and runs its requests
// through the catalogue's query ports. Reads create no events.
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import {
  fetchRestaurantPage,
  type RestaurantListCatalog,
  type RestaurantListFilter,
  type RestaurantListPaging,
  requestRestaurantPage,
  restaurantListKey,
  restaurantPageAnswered,
  startRestaurantList,
} from '../../../domain/content/restaurant-list-paging.ts';
import { failed } from '../../../domain/ports/gateway-failure.ts';
import type { Rejection } from '../../../domain/result.ts';
import { useWebStore } from '../../store/store-context.tsx';

export interface ListState {
  readonly paging: RestaurantListPaging;
  /** The last page request failed (the first page or a later one); cleared by the next request. */
  readonly error: Rejection | null;
}

interface Entry {
  state: ListState;
  readonly listeners: Set<() => void>;
}

const KEPT_LISTS = 20;

class ListPages {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly catalog: RestaurantListCatalog) {}

  entry(filter: RestaurantListFilter): Entry {
    const key = restaurantListKey(filter);
    let e = this.entries.get(key);
    if (e === undefined) {
      e = { state: { paging: startRestaurantList(filter), error: null }, listeners: new Set() };
      this.entries.set(key, e);
      for (const [old, o] of this.entries) {
        if (this.entries.size <= KEPT_LISTS) break;
        if (o.listeners.size === 0 && !o.state.paging.loading) this.entries.delete(old);
      }
    }
    return e;
  }

  private set(e: Entry, state: ListState): void {
    e.state = state;
    for (const listener of [...e.listeners]) listener();
  }

  /** Asks for the next page unless one is on its way or the list is complete. */
  loadMore(filter: RestaurantListFilter): void {
    const e = this.entry(filter);
    const next = requestRestaurantPage(e.state.paging);
    if (next === null) return;
    this.set(e, { paging: next.paging, error: null });
    fetchRestaurantPage(this.catalog, next.request)
      .catch(() => failed({ kind: 'network' }))
      .then((answer) => {
        const { paging, rejection } = restaurantPageAnswered(e.state.paging, next.request, answer);
        this.set(e, { paging, error: rejection ?? null });
      });
  }
}

const perStore = new WeakMap<object, ListPages>();

function listPages(store: ReturnType<typeof useWebStore>): ListPages {
  let pages = perStore.get(store);
  if (pages === undefined) {
    pages = new ListPages(store.gateway);
    perStore.set(store, pages);
  }
  return pages;
}

export interface RestaurantPages extends ListState {
  readonly loadMore: () => void;
}

/** The list for `filter`; its first page is asked for at once. */
export function useRestaurantPages(filter: RestaurantListFilter): RestaurantPages {
  const pages = listPages(useWebStore());
  const key = restaurantListKey(filter);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the filter
  const entry = useCallback(() => pages.entry(filter), [pages, key]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const e = entry();
      e.listeners.add(onChange);
      return () => e.listeners.delete(onChange);
    },
    [entry],
  );
  const snapshot = useCallback(() => entry().state, [entry]);
  const state = useSyncExternalStore(subscribe, snapshot, snapshot);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the filter
  const loadMore = useCallback(() => pages.loadMore(filter), [pages, key]);
  useEffect(() => {
    const { paging, error } = entry().state;
    if (paging.pagination === null && error === null) loadMore();
  }, [entry, loadMore]);
  return { ...state, loadMore };
}
