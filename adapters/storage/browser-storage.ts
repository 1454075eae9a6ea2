// KeyValueStorage over the browser's sessionStorage and localStorage (spec 001 §3 "Browser storage").
// Storage is allowed to fail: blocked cookies make `window.localStorage` throw on access, and a full
// quota makes setItem throw. Neither reaches the caller.
// Decisions: an area that cannot be opened is kept in memory for the life of the page, so the
// ordering flow still works in that tab. A write refused for quota is dropped and the key's older
// value removed too, so a reader never sees a stale value (e.g. an event log missing its newest
// events); removing frees space and does not fail for quota.
import type { KeyValueStorage, StorageArea } from '../../domain/ports/storage.ts';
import { failureDetail, type OnStorageFailure } from './storage-failure.ts';

/** The part of the Web Storage API used here. */
export interface WebStorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface BrowserStorageOptions {
  /** How to open each area; defaults to `window.sessionStorage` / `window.localStorage`. */
  readonly open?: Partial<Record<StorageArea, () => WebStorageLike | null | undefined>>;
  /** Told about every failure that was absorbed. */
  readonly onFailure?: OnStorageFailure;
}

// Browsers name the quota error differently (Firefox: NS_ERROR_DOM_QUOTA_REACHED; old WebKit: code 22).
function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return (
    name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014
  );
}

function windowArea(area: StorageArea): WebStorageLike | null | undefined {
  const w = (globalThis as { window?: { sessionStorage?: WebStorageLike; localStorage?: WebStorageLike } })
    .window;
  return area === 'session' ? w?.sessionStorage : w?.localStorage;
}

function memoryArea(): WebStorageLike {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, value);
    },
    removeItem: (key) => {
      map.delete(key);
    },
  };
}

export function browserStorage(options: BrowserStorageOptions = {}): KeyValueStorage {
  const report: OnStorageFailure = (failure) => options.onFailure?.(failure);
  const opened: Partial<Record<StorageArea, WebStorageLike>> = {};

  function open(area: StorageArea): WebStorageLike {
    const known = opened[area];
    if (known !== undefined) return known;
    let store: WebStorageLike;
    try {
      const found = (options.open?.[area] ?? (() => windowArea(area)))();
      if (found === null || found === undefined) throw new Error(`no ${area} storage`);
      store = found;
    } catch (error) {
      report({ kind: 'unavailable', area, key: null, detail: failureDetail(error) });
      store = memoryArea();
    }
    opened[area] = store;
    return store;
  }

  return {
    get(area, key) {
      try {
        return open(area).getItem(key);
      } catch (error) {
        report({ kind: 'read', area, key, detail: failureDetail(error) });
        return null;
      }
    },
    set(area, key, value) {
      const store = open(area);
      try {
        store.setItem(key, value);
      } catch (error) {
        report({ kind: isQuotaError(error) ? 'quota' : 'write', area, key, detail: failureDetail(error) });
        try {
          store.removeItem(key);
        } catch {
          // Nothing more can be done; the failure is already reported.
        }
      }
    },
    remove(area, key) {
      try {
        open(area).removeItem(key);
      } catch (error) {
        report({ kind: 'remove', area, key, detail: failureDetail(error) });
      }
    },
  };
}
