// The event log kept in session storage, decoded (io-ts) before the store is built, in a chunk of
// its own: a first visit, with nothing stored, never loads the decoder to draw its first screen.
import { EVENT_LOG_KEY, storedEventLog } from '../../adapters/storage/event-log-store.ts';
import type { Event } from '../../domain/events/events.ts';
import type { KeyValueStorage } from '../../domain/ports/storage.ts';

/** Whether a log is stored at all (a cheap look, no decoding). */
export function hasStoredLog(storage: KeyValueStorage): boolean {
  return storage.get(EVENT_LOG_KEY.area, EVENT_LOG_KEY.key) !== null;
}

/** The stored log, or [] when there is none, it expired, or it does not decode (it is dropped). */
export function readStoredLog(storage: KeyValueStorage): readonly Event[] {
  return storedEventLog(storage, { now: () => Date.now() }).read() ?? [];
}
