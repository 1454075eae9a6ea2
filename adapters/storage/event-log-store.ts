// The store's event log persisted through the storage port, so a reload continues the session.
// Decision: the log is the session's (session area, key 'events'). It carries the delivery location,
// so it cannot outlive the location: it gets the 20-minute session-location lifetime, started again
// by every append (spec 000 §9 "Session location lifetime | 20 min"). After 20 idle minutes the
// session starts empty; the cart would need a location set again anyway (spec 000 §4).
// A stored log that does not decode is dropped and the store starts empty. The layout (one key per
// event and a head, append-only) is stored-event-log.ts's.
import type { Event } from '../../domain/events/events.ts';
import type { Clock } from '../../domain/ports/clock.ts';
import type { KeyValueStorage } from '../../domain/ports/storage.ts';
import { SESSION_LOCATION_LIFETIME_MS, type StorageKey } from '../../domain/storage-lifetimes.ts';
import { createStore, type Store, type StoreOptions } from '../../domain/store/store.ts';
import { storedEventLogAt } from './stored-event-log.ts';
import type { StoredValue, StoredValueOptions } from './typed-storage.ts';

export const EVENT_LOG_KEY: StorageKey = {
  key: 'events',
  area: 'session',
  lifetimeMs: SESSION_LOCATION_LIFETIME_MS,
};

export function storedEventLog(
  storage: KeyValueStorage,
  clock: Clock,
  options: StoredValueOptions = {},
): StoredValue<readonly Event[]> {
  return storedEventLogAt(storage, EVENT_LOG_KEY, clock, options);
}

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
