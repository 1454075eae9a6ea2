// The customer's language on this device (issue "English"): the remembered choice, else the
// browser's (domain/shell/language.ts decides). Choosing writes it to local storage, sets
// `<html lang>` and redraws every text; the route stays where it is. A device setting, not an
// intent of the order: it outlives the session's log and is no event of it.
import { useContext, useSyncExternalStore } from 'react';
import {
  currentLanguage,
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_KEY,
  type Language,
} from '../../domain/shell/language.ts';
import { FixedLanguage } from './fixed-language.ts';

function storedChoice(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_KEY.key);
  } catch {
    return null;
  }
}

/** The browser's languages, most preferred first. */
export function browserPreferences(): readonly string[] {
  return navigator.languages?.length ? navigator.languages : [navigator.language ?? ''];
}

/** The language of this page at start (the prerender, with no window, speaks the default). */
export function pageLanguage(): Language {
  return typeof window === 'undefined'
    ? DEFAULT_LANGUAGE
    : currentLanguage(storedChoice(), browserPreferences());
}

let language: Language = pageLanguage();
const listeners = new Set<() => void>();

/** `<html lang>`, and the cookie the gateway's own pages read the language from. */
function showLanguage(shown: Language): void {
  document.documentElement.lang = shown;
  // biome-ignore lint/suspicious/noDocumentCookie: a plain year-long cookie the gateway's pages read; the Cookie Store API is not in every target browser
  document.cookie = `${LANGUAGE_COOKIE}=${shown}; path=/; max-age=31536000; samesite=lax`;
}

if (typeof document !== 'undefined') showLanguage(language);

export function getLanguage(): Language {
  return language;
}

/** The 한국어 / English switch: remembered on the device, `<html lang>` and every text follow. */
export function chooseLanguage(chosen: Language): void {
  try {
    localStorage.setItem(LANGUAGE_KEY.key, chosen);
  } catch {
    // a blocked storage: the choice holds for this page only
  }
  if (chosen === language) return;
  language = chosen;
  showLanguage(chosen);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The language the screens speak: the prerender's fixed one, else the device's. */
export function useLanguage(): Language {
  const fixed = useContext(FixedLanguage);
  // Hydration reads the server snapshot: the page's language (the prerendered home the chooser put
  // in #root is in it), not the default, or an English home would be hydrated as a Korean one.
  const chosen = useSyncExternalStore(subscribe, getLanguage, getLanguage);
  return fixed ?? chosen;
}
