import { describe, expect, it } from 'vitest';
import {
  SPLASH_COOKIE_MAX_AGE_S,
  shouldShowAppDownloadSplash,
  splashHiddenAt,
  splashHidingCookie,
} from './app-download-splash.ts';

const HIDE = 'spec 001 §4 "App-download splash. It can be hidden for 1 day by a cookie."';
const day = 86_400_000;
const show = (hiddenAt: number | null, now: number, mobile = true) =>
  shouldShowAppDownloadSplash({ mobile, mode: 'main', hiddenAt, now });

describe('app-download splash', () => {
  it(`shows on mobile until hidden (spec 001 §2 "App download banner or splash on mobile.")`, () => {
    expect(show(null, 0)).toBe(true);
    expect(show(null, 0, false)).toBe(false);
  });

  it(`stays hidden for one day (${HIDE})`, () => {
    expect(show(0, day - 1)).toBe(false);
    expect(show(0, day)).toBe(true);
    expect(SPLASH_COOKIE_MAX_AGE_S).toBe(86_400);
  });

  it(`is not shown inside the embedded partner app (${HIDE})`, () => {
    expect(shouldShowAppDownloadSplash({ mobile: true, mode: 'embedded', hiddenAt: null, now: 0 })).toBe(
      false,
    );
  });

  it(`reads when it was hidden from the cookie it writes (${HIDE})`, () => {
    const cookie = splashHidingCookie(1_700_000_000_000);
    expect(cookie).toBe('jumun_app_splash_hidden=1700000000000; max-age=86400; path=/; samesite=lax');
    expect(splashHiddenAt(`a=1; ${cookie.split(';')[0]}; b=2`)).toBe(1_700_000_000_000);
    expect(splashHiddenAt('')).toBeNull();
    expect(splashHiddenAt('jumun_app_splash_hidden=soon')).toBeNull();
    expect(splashHiddenAt('other_jumun_app_splash_hidden=5')).toBeNull();
  });
});
