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

/**
 * The cookie that tells the gateway's own pages (the sandbox providers' pages a customer sees) the
 * app's language: the app sets it at start and on each choice; without it, they read the browser's
 * Accept-Language as a first visit does.
 */
export const LANGUAGE_COOKIE = 'jumun_language';

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

/**
 * The languages of an Accept-Language header, most preferred first (`en-US,en;q=0.9,ko;q=0.8` ->
 * en-US, en, ko); a tag with q=0 is refused, not preferred.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (header === undefined) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0 && Number.isFinite(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The language of a request to the gateway's own pages: the app's cookie, else Accept-Language. */
export function requestLanguage(cookie: string | undefined, acceptLanguage: string | undefined): Language {
  return currentLanguage(cookie ?? null, acceptedLanguages(acceptLanguage));
}
