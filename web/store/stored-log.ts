// The event log kept in session storage, decoded (io-ts) and replayed before the store is built, in
// a chunk of its own: a first visit, with nothing stored, never loads the decoder or the reducers to
// draw its first screen.
import { EVENT_LOG_KEY, storedEventLog } from '../../adapters/storage/event-log-store.ts';
import type { Event } from '../../domain/events/events.ts';
import type { KeyValueStorage } from '../../domain/ports/storage.ts';
import { replayState } from '../../domain/store/replay-state.ts';
import type { State } from '../../domain/store/state.ts';

/** A returning customer's session: the log the store continues, and the state it makes. */
export interface StoredSession {
  readonly log: readonly Event[];
  readonly state: State;
}

/** Whether a log is stored at all (a cheap look, no decoding). */
export function hasStoredLog(storage: KeyValueStorage): boolean {
  return storage.get(EVENT_LOG_KEY.area, EVENT_LOG_KEY.key) !== null;
}

/** The stored log, or [] when there is none, it expired, or it does not decode (it is dropped). */
function readStoredLog(storage: KeyValueStorage): readonly Event[] {
  return storedEventLog(storage, { now: () => Date.now() }).read() ?? [];
}

/** The stored log and its state, replayed. */
export function readStoredSession(storage: KeyValueStorage): StoredSession {
  const log = readStoredLog(storage);
  return { log, state: replayState(log) };
}
