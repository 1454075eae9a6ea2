// Which first screen index.html shows before the app has run. The build prerenders `/` as a first
// visit draws it (no stored log, the main site, a phone's app banner) and, as templates, the shell
// around a restaurant's and any other screen's skeleton (scripts/build-web.mjs, web/prerender.tsx).
// index.html's inline script (choose-first-screen.ts) and main.tsx both ask this: the prerendered
// home stays, and is hydrated, only where the app's first render draws exactly it; anywhere else a
// skeleton stands in and the app renders over it.
import type { KeyValueStorage } from '../../domain/ports/storage.ts';
import { parseMenuId, parseRestaurantId } from '../../domain/routes/route-params.ts';
import { isSplashHidden, splashHiddenAt } from '../../domain/shell/app-download-splash.ts';
import { currentLanguage, LANGUAGE_KEY, type Language } from '../../domain/shell/language.ts';
import { PARTNER_MODE_KEY } from '../../domain/shell/partner-session.ts';

/**
 * The prerendered home, or the skeleton template that stands in for the screen the hash names: the
 * restaurant page's own, or the loading placeholder every other screen (checkout among them) shows
 * while its code loads.
 */
export type FirstScreen = 'home' | 'restaurant' | 'screen';

/**
 * The session key of the stored event log (adapters/storage/event-log-store.ts's EVENT_LOG_KEY,
 * checked equal by first-screen-files.test.ts): main.tsx, the chooser and the first screen's preload
 * read it by name, without the store's code.
 */
export const STORED_LOG_KEY = 'events';

/** The marker the app banner carries, so a page where it is hidden drops it before hydrating. */
export const APP_BANNER_ATTRIBUTE = 'data-app-banner';

/**
 * The hash's first screen, read as domain/routes' parseRoute reads it (first-screen-choice.test.ts
 * holds the two together) but without its whole table: this runs inline in every index.html.
 */
function screenOfHash(hash: string): FirstScreen | 'home-with-query' {
  const bare = hash.replace(/^#!?/, '');
  const queryAt = bare.indexOf('?');
  const query = queryAt === -1 ? '' : bare.slice(queryAt + 1);
  let segments: string[];
  try {
    segments = (queryAt === -1 ? bare : bare.slice(0, queryAt))
      .split('/')
      .filter((s) => s !== '')
      .map((s) => decodeURIComponent(s));
  } catch {
    return 'screen';
  }
  const [a, b] = segments;
  if (a === undefined) return [...new URLSearchParams(query).keys()].length > 0 ? 'home-with-query' : 'home';
  if (
    parseRestaurantId(a) !== null &&
    (b === undefined || (segments.length === 2 && parseMenuId(b) !== null))
  )
    return 'restaurant';
  return 'screen';
}

export function firstScreenOf(hash: string, storage: Pick<KeyValueStorage, 'get'>): FirstScreen {
  const screen = screenOfHash(hash);
  if (screen !== 'home') return screen === 'home-with-query' ? 'screen' : screen;
  // A stored log may hold a location (home then shows the address, not the prompt) or a cart (the
  // header's button); a partner mode changes the home path and the banner.
  const stored =
    storage.get('session', STORED_LOG_KEY) !== null ||
    storage.get(PARTNER_MODE_KEY.area, PARTNER_MODE_KEY.key) !== null;
  return stored ? 'screen' : 'home';
}

/**
 * The language the first screen is drawn in: the device's remembered choice, else the browser's
 * (domain/shell/language.ts), as the app will speak it.
 */
export function firstScreenLanguage(
  storage: Pick<KeyValueStorage, 'get'>,
  preferences: readonly string[],
): Language {
  return currentLanguage(storage.get(LANGUAGE_KEY.area, LANGUAGE_KEY.key), preferences);
}

/** What the prerendered home cannot know: a phone's width or not, and the cookie that hides the banner. */
export interface PageFacts {
  /** The page is as narrow as a phone's (`MOBILE_MEDIA_QUERY`, domain/shell/layout.ts). */
  readonly mobile: boolean;
  readonly cookies: string;
  readonly now: number;
}

/** Whether the prerendered app banner shows on this page (the prerender draws it as a phone's). */
export function keepsAppBanner(facts: PageFacts): boolean {
  return facts.mobile && !isSplashHidden(splashHiddenAt(facts.cookies), facts.now);
}

/**
 * Makes the prerendered home what the app's first render draws on this page: without the app banner
 * on a wider screen or when the customer hid it for a day. Done again by main.tsx before it hydrates
 * (harmless twice), so a page whose inline script did not run still hydrates without a mismatch.
 */
export function fitPrerenderedHome(root: ParentNode, facts: PageFacts): void {
  if (!keepsAppBanner(facts)) root.querySelector(`[${APP_BANNER_ATTRIBUTE}]`)?.remove();
}
