import { describe, expect, it } from 'vitest';
import { browserStorage, type WebStorageLike } from './browser-storage.ts';
import type { StorageFailure } from './storage-failure.ts';

function fakeWebStorage(refuse?: (key: string, value: string) => Error | null) {
  const items = new Map<string, string>();
  const store: WebStorageLike = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      const error = refuse?.(key, value) ?? null;
      if (error !== null) throw error;
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
  return { store, items };
}

const quotaError = () =>
  Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' });

describe('browser storage', () => {
  it('keeps session and local values in their own Web Storage (spec 001 §3 "Browser storage: Session: ... cart ... Local: ... phone")', () => {
    // given
    const session = fakeWebStorage();
    const local = fakeWebStorage();
    const storage = browserStorage({ open: { session: () => session.store, local: () => local.store } });
    // when
    storage.set('session', 'cart', '{"v":[],"at":0}');
    storage.set('local', 'phone', '"01012345678"');
    // then
    expect(session.items.get('cart')).toBe('{"v":[],"at":0}');
    expect(local.items.get('phone')).toBe('"01012345678"');
    expect(storage.get('local', 'cart')).toBeNull();
    storage.remove('session', 'cart');
    expect(storage.get('session', 'cart')).toBeNull();
  });

  it('drops a write refused for quota, removes the stale value and reports it, without throwing (spec 000 §3 "Stored data"; decision: never throw)', () => {
    // given
    const failures: StorageFailure[] = [];
    const session = fakeWebStorage((_key, value) => (value.length > 10 ? quotaError() : null));
    const storage = browserStorage({
      open: { session: () => session.store, local: () => fakeWebStorage().store },
      onFailure: (f) => failures.push(f),
    });
    storage.set('session', 'events', '[]');
    // when
    storage.set('session', 'events', '[1,2,3,4,5,6,7,8,9]');
    // then
    expect(storage.get('session', 'events')).toBeNull();
    expect(failures).toEqual([expect.objectContaining({ kind: 'quota', area: 'session', key: 'events' })]);
  });

  it('keeps an area that cannot be opened in memory for the page (spec 000 §8 "Blocked cookies: a popup"; storage throws then)', () => {
    // given
    const failures: StorageFailure[] = [];
    const storage = browserStorage({
      open: {
        session: () => fakeWebStorage().store,
        local: () => {
          throw Object.assign(new Error('The operation is insecure.'), { name: 'SecurityError' });
        },
      },
      onFailure: (f) => failures.push(f),
    });
    // when
    storage.set('local', 'phone', '"01012345678"');
    // then
    expect(storage.get('local', 'phone')).toBe('"01012345678"');
    expect(failures).toEqual([
      { kind: 'unavailable', area: 'local', key: null, detail: expect.stringContaining('SecurityError') },
    ]);
  });

  it('finds no window in Node and still works in memory (spec 001 §3 "Browser storage")', () => {
    const failures: StorageFailure[] = [];
    const storage = browserStorage({ onFailure: (f) => failures.push(f) });
    storage.set('session', 'sort_order', '"rank"');
    expect(storage.get('session', 'sort_order')).toBe('"rank"');
    expect(failures.map((f) => f.kind)).toEqual(['unavailable']);
  });

  it('reads a value it cannot get as absent (spec 000 §3 "corrupt or expired data is dropped, not fatal")', () => {
    const failures: StorageFailure[] = [];
    const broken: WebStorageLike = {
      getItem: () => {
        throw new Error('gone');
      },
      setItem: () => {},
      removeItem: () => {
        throw new Error('gone');
      },
    };
    const storage = browserStorage({ open: { session: () => broken }, onFailure: (f) => failures.push(f) });
    expect(storage.get('session', 'cart')).toBeNull();
    expect(() => storage.remove('session', 'cart')).not.toThrow();
    expect(failures.map((f) => f.kind)).toEqual(['read', 'remove']);
  });
});
