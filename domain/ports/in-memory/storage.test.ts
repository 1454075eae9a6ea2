import { describe, expect, it } from 'vitest';
import { inMemoryStorage } from './storage.ts';

describe('in-memory storage', () => {
  it('keeps the session and local areas apart, and a new session keeps only local storage (spec 001 §3 "Browser storage")', () => {
    const storage = inMemoryStorage();
    storage.set('session', 'cart', '{"items":[]}');
    storage.set('local', 'phone', '01012345678');
    expect(storage.get('local', 'cart')).toBeNull();
    storage.endSession();
    expect(storage.get('session', 'cart')).toBeNull();
    expect(storage.get('local', 'phone')).toBe('01012345678');
    storage.remove('local', 'phone');
    expect(storage.get('local', 'phone')).toBeNull();
  });
});
