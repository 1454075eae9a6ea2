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
