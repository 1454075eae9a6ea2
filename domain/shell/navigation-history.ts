// The navigation history in session storage (spec 001 §3 "Session: ... history", §9 "Navigation
// history | 5 entries"): the last five hash paths, oldest first, as JSON text. Login and the idle
// logout's relogin return to the path before the current one (previousPath). Decision: unreadable
// text or entries that are not paths are dropped rather than failing navigation.
import { pushNavigationHistory } from '../storage-lifetimes.ts';
import { storedArray } from '../stored-json.ts';

/** The stored paths, oldest first, at most 5 (nothing for missing or unreadable text). */
export function readNavigationHistory(stored: string | null): string[] {
  return storedArray(stored)
    .filter((p): p is string => typeof p === 'string' && p.startsWith('/'))
    .reduce<string[]>(pushNavigationHistory, []);
}

/** The text to store after visiting `path`. */
export function rememberPath(stored: string | null, path: string): string {
  return JSON.stringify(pushNavigationHistory(readNavigationHistory(stored), path));
}
