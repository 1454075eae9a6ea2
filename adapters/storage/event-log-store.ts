// The store's event log persisted through the storage port, so a reload continues the session.
// Decision: the log is the session's (session area, key 'events'). It carries the delivery location,
// so it cannot outlive the location: it gets the 20-minute session-location lifetime, started again
// by every append (spec 000 §9 "Session location lifetime | 20 min"). After 20 idle minutes the
// session starts empty; the cart would need a location set again anyway (spec 000 §4).
// A stored log that does not decode (decodeLog) is dropped and the store starts empty.
import { type Event, EventLog } from '../../domain/events/events.ts';
import type { Clock } from '../../domain/ports/clock.ts';
import type { KeyValueStorage } from '../../domain/ports/storage.ts';
import { SESSION_LOCATION_LIFETIME_MS, type StorageKey } from '../../domain/storage-lifetimes.ts';
import { decodeLog } from '../../domain/store/decode-log.ts';
import { createStore, type Store, type StoreOptions } from '../../domain/store/store.ts';
import { type StoredValue, type StoredValueOptions, storedWith, type ValueCodec } from './typed-storage.ts';

export const EVENT_LOG_KEY: StorageKey = {
  key: 'events',
  area: 'session',
  lifetimeMs: SESSION_LOCATION_LIFETIME_MS,
};

const eventLogCodec: ValueCodec<readonly Event[]> = {
  decode(raw) {
    const decoded = decodeLog(raw);
    return decoded.ok ? { ok: true, value: decoded.log } : { ok: false, errors: decoded.errors };
  },
  encode: (log) => EventLog.encode(log),
};

export function storedEventLog(
  storage: KeyValueStorage,
  clock: Clock,
  options: StoredValueOptions = {},
): StoredValue<readonly Event[]> {
  return storedWith(storage, EVENT_LOG_KEY, eventLogCodec, clock, options);
}

export interface PersistentStoreOptions extends Omit<StoreOptions, 'log'>, StoredValueOptions {
  readonly storage: KeyValueStorage;
}

/** A store that continues from the stored log and stores the whole log after every append. */
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
