import { describe, expect, it } from 'vitest';
import { inMemoryStorage } from '../../domain/ports/in-memory/storage.ts';
import { memoryTokens, storageTokens } from './tokens.ts';

describe('token sources', () => {
  it('keep, renew and clear tokens in memory', () => {
    const tokens = memoryTokens();
    expect(tokens.accessToken()).toBeNull();
    tokens.store({ access_token: 'a', refresh_token: 'r' });
    expect([tokens.accessToken(), tokens.refreshToken()]).toEqual(['a', 'r']);
    tokens.clear();
    expect(tokens.refreshToken()).toBeNull();
  });

  it('keep tokens in the session area of the storage port by default', () => {
    const storage = inMemoryStorage();
    const tokens = storageTokens(storage);
    tokens.store({ access_token: 'a', refresh_token: null });
    expect(storage.get('session', 'access_token')).toBe('a');
    expect(tokens.refreshToken()).toBeNull();
    tokens.clear();
    expect(storage.get('session', 'access_token')).toBeNull();
  });
});
