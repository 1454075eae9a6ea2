// The store's event log persisted through the storage port, so a reload continues the session.
// Decision: the log is the session's (session area, key 'events') and lives as long as the tab, as
// the cart it carries does (spec 001 §3: the cart is a session value without a lifetime). The values
// in it that do expire (the location after 20 minutes, the opened restaurant after 10; spec 000 §9)
// are forgotten by events of their own (ExpireStale), so the cart survives them and a replay sees
// the expiry where it happened.
// A stored log that does not decode is dropped and the store starts empty. The layout (one key per
// event and a head, append-only) is stored-event-log.ts's.
import type { Event } from '../../domain/events/events.ts';
import type { Clock } from '../../domain/ports/clock.ts';
import type { KeyValueStorage } from '../../domain/ports/storage.ts';
import type { StorageKey } from '../../domain/storage-lifetimes.ts';
import { storedEventLogAt } from './stored-event-log.ts';
import type { StoredValue, StoredValueOptions } from './typed-storage.ts';

export const EVENT_LOG_KEY: StorageKey = {
  key: 'events',
  area: 'session',
  lifetimeMs: null,
};

export function storedEventLog(
  storage: KeyValueStorage,
  clock: Clock,
  options: StoredValueOptions = {},
): StoredValue<readonly Event[]> {
  return storedEventLogAt(storage, EVENT_LOG_KEY, clock, options);
}
