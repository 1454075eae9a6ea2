// The list's sort order, kept in session storage so a reload keeps it (spec 000 §3 "the session
// holds cart, location and sort order", spec 001 §3 "Session: ... sort order"; its key and lifetime
// are domain/storage-lifetimes.ts STORAGE_KEYS.sortOrder: the tab's session).
import { useCallback, useState } from 'react';
import { type StoredValue, storedWith } from '../../../adapters/storage/typed-storage.ts';
import type { KeyValueStorage } from '../../../domain/ports/storage.ts';
import { isSortOrder, type SortOrder, sortOrderOrDefault } from '../../../domain/shell/sort-options.ts';
import { STORAGE_KEYS } from '../../../domain/storage-lifetimes.ts';
import { useWebStore } from '../../store/store-context.tsx';

function storedSort(storage: KeyValueStorage): StoredValue<SortOrder> {
  return storedWith<SortOrder>(
    storage,
    STORAGE_KEYS.sortOrder,
    {
      decode: (raw) =>
        isSortOrder(raw)
          ? { ok: true, value: raw }
          : { ok: false, errors: [`not a sort order: ${String(raw)}`] },
      encode: (order) => order,
    },
    { now: () => Date.now() },
  );
}

/** The chosen sort order (the default, rank, until one is chosen) and a way to choose another. */
export function useSortOrder(): readonly [SortOrder, (order: SortOrder) => void] {
  const { storage } = useWebStore();
  const [order, setOrder] = useState<SortOrder>(() => sortOrderOrDefault(storedSort(storage).read()));
  const choose = useCallback(
    (next: SortOrder) => {
      storedSort(storage).write(next);
      setOrder(next);
    },
    [storage],
  );
  return [order, choose] as const;
}
