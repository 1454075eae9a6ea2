// The customer's language (issue "English"): Korean, the default and the specs' own, or English.
// Chosen with the 한국어 / English switch and remembered on the device; until then a first visit
// follows the browser's languages: Korean unless the browser prefers another language and, of the
// two the app speaks, English is the closer to what it prefers.

import type { StorageKey } from '../storage-lifetimes.ts';

export type Language = 'ko' | 'en';

export const LANGUAGES: readonly Language[] = ['ko', 'en'];

export const DEFAULT_LANGUAGE: Language = 'ko';

/** Where the choice is remembered: the device's storage, not the session's; kept until changed. */
export const LANGUAGE_KEY: StorageKey = { key: 'language', area: 'local', lifetimeMs: null };

/** `ko`, `ko-KR`, `EN-us` → the app's language of that tag; anything else → null. */
export function languageOfTag(tag: string): Language | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((language) => language === primary) ?? null;
}

/**
 * A first visit's language from the browser's preferences (`navigator.languages`, most preferred
 * first): the first of them the app speaks; when it speaks none of them, English for a browser
 * that prefers some language (a reader of another language reads English sooner than Korean), and
 * Korean for a browser that says nothing.
 */
export function languageFromBrowser(preferences: readonly string[]): Language {
  for (const tag of preferences) {
    const language = languageOfTag(tag);
    if (language !== null) return language;
  }
  return preferences.some((tag) => tag.trim() !== '') ? 'en' : DEFAULT_LANGUAGE;
}

/** A remembered choice as stored (exactly a language's code); anything else was never a choice. */
export function parseStoredLanguage(stored: string | null): Language | null {
  return LANGUAGES.find((language) => language === stored) ?? null;
}

/** The language the app speaks: the customer's remembered choice, else the browser's. */
export function currentLanguage(stored: string | null, preferences: readonly string[]): Language {
  return parseStoredLanguage(stored) ?? languageFromBrowser(preferences);
}
