// Key/value storage with the two lifetimes of the spec: the browser session and local storage.
// The web app backs it with sessionStorage/localStorage, the CLI with a file.

export type StorageArea = 'session' | 'local';

export interface KeyValueStorage {
  get(area: StorageArea, key: string): string | null;
  set(area: StorageArea, key: string, value: string): void;
  remove(area: StorageArea, key: string): void;
  /**
   * Sets the keys in order, in one write where the storage can (the CLI's file: one journal write,
   * one flush); without it, `set` one by one does the same.
   */
  setMany?(area: StorageArea, entries: readonly (readonly [key: string, value: string])[]): void;
  /** Removes the keys in one write where the storage can; without it, `remove` one by one. */
  removeMany?(area: StorageArea, keys: readonly string[]): void;
}
