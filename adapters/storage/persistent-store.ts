// A store that continues from the stored log and stores each append: the CLI's and the tests' (the
// web app builds its store over the log it read, see web/store/web-store.ts). Apart from
// event-log-store.ts, whose reader the web app's stored-log chunk loads without the projections.
import type { KeyValueStorage } from '../../domain/ports/storage.ts';
import { createStore, type Store, type StoreOptions } from '../../domain/store/store.ts';
import { storedEventLog } from './event-log-store.ts';
import type { StoredValueOptions } from './typed-storage.ts';

export interface PersistentStoreOptions extends Omit<StoreOptions, 'log'>, StoredValueOptions {
  readonly storage: KeyValueStorage;
}

/** A store that continues from the stored log and stores each append (only the new events). */
export function persistentStore(options: PersistentStoreOptions): Store {
  const { storage, onDrop, onAppend, ...storeOptions } = options;
  const stored = storedEventLog(storage, options.ports.clock, onDrop === undefined ? {} : { onDrop });
  return createStore({
    ...storeOptions,
    log: stored.read() ?? [],
    onAppend(appended, log) {
      stored.write(log);
      onAppend?.(appended, log);
    },
  });
}
