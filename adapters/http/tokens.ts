// Where the client reads the bearer token and writes renewed ones. The web app and the CLI back it
// with their storage (the storage port); tests and scripts keep it in memory.
import type { KeyValueStorage, StorageArea } from '../../domain/ports/storage.ts';

export interface StoredTokens {
  readonly access_token: string;
  readonly refresh_token: string | null;
}

export interface TokenSource {
  /** The stored access token (a member's or a guest's non-user token), or null. */
  accessToken(): string | null;
  refreshToken(): string | null;
  store(tokens: StoredTokens): void;
  clear(): void;
}

export function memoryTokens(initial: StoredTokens | null = null): TokenSource {
  let current = initial;
  return {
    accessToken: () => current?.access_token ?? null,
    refreshToken: () => current?.refresh_token ?? null,
    store: (tokens) => {
      current = tokens;
    },
    clear: () => {
      current = null;
    },
  };
}

export interface StorageTokenKeys {
  readonly area: StorageArea;
  readonly access: string;
  readonly refresh: string;
}

/**
 * Tokens in the storage port. Decision: the session area by default (the spec removes the access
 * token at logout and keeps login info in the session); a "keep me logged in" shell passes 'local'.
 */
export function storageTokens(
  storage: KeyValueStorage,
  keys: StorageTokenKeys = { area: 'session', access: 'access_token', refresh: 'refresh_token' },
): TokenSource {
  const read = (key: string) => {
    const value = storage.get(keys.area, key);
    return value === null || value === '' ? null : value;
  };
  return {
    accessToken: () => read(keys.access),
    refreshToken: () => read(keys.refresh),
    store: (tokens) => {
      storage.set(keys.area, keys.access, tokens.access_token);
      if (tokens.refresh_token === null) storage.remove(keys.area, keys.refresh);
      else storage.set(keys.area, keys.refresh, tokens.refresh_token);
    },
    clear: () => {
      storage.remove(keys.area, keys.access);
      storage.remove(keys.area, keys.refresh);
    },
  };
}
