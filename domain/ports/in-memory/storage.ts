// Storage held in two maps, one per area, for tests (the browser's session/local storage and the
// CLI's file storage implement the same port).
import type { KeyValueStorage, StorageArea } from '../storage.ts';

export interface InMemoryStorage extends KeyValueStorage {
  /** Ends the browser session: the session area is emptied, local storage stays. */
  endSession(): void;
}

export function inMemoryStorage(): InMemoryStorage {
  const areas: Record<StorageArea, Map<string, string>> = { session: new Map(), local: new Map() };
  return {
    get: (area, key) => areas[area].get(key) ?? null,
    set: (area, key, value) => {
      areas[area].set(key, value);
    },
    remove: (area, key) => {
      areas[area].delete(key);
    },
    endSession: () => areas.session.clear(),
  };
}
