// The app-download splash on mobile (spec 001 §2, §4 "It can be hidden for 1 day by a cookie").
// Decision: never shown inside the embedded partner app, which is already an app.
import { DAY_MS } from '../content/seoul-time.ts';
import type { PartnerMode } from './partner-entry.ts';

export const SPLASH_HIDDEN_MS = DAY_MS;

/** The cookie's max-age in seconds when the customer hides the splash. */
export const SPLASH_COOKIE_MAX_AGE_S = SPLASH_HIDDEN_MS / 1000;

export function isSplashHidden(hiddenAt: number | null, now: number): boolean {
  return hiddenAt !== null && now >= hiddenAt && now - hiddenAt < SPLASH_HIDDEN_MS;
}

export function shouldShowAppDownloadSplash(context: {
  readonly mobile: boolean;
  readonly mode: PartnerMode;
  readonly hiddenAt: number | null;
  readonly now: number;
}): boolean {
  return context.mobile && context.mode !== 'embedded' && !isSplashHidden(context.hiddenAt, context.now);
}

/** The cookie that hides the splash; its value is the instant it was hidden (epoch ms). */
export const SPLASH_COOKIE = 'jumun_app_splash_hidden';

/** When the customer hid the splash, read from the page's cookie text; null when not hidden. */
export function splashHiddenAt(cookies: string): number | null {
  for (const part of cookies.split(';')) {
    const [name, value] = part.split('=').map((s) => s.trim());
    if (name === SPLASH_COOKIE && value !== undefined && /^\d{1,16}$/.test(value)) return Number(value);
  }
  return null;
}

/** The cookie text that hides the splash for a day from `now`. */
export function splashHidingCookie(now: number): string {
  return `${SPLASH_COOKIE}=${now}; max-age=${SPLASH_COOKIE_MAX_AGE_S}; path=/; samesite=lax`;
}
