// Partner entry modes (spec 001 §1, §4 "Partner entries"). Decisions where the spec is silent:
// - origintime may be epoch seconds (up to 10 digits), epoch ms (more digits) or an ISO timestamp.
// - The travel entry is valid from origintime for 12 hours; an origintime up to 10 minutes in the
//   future still counts (the partner's clock and the phone's differ), further ahead does not.
import { HOUR_MS, MINUTE_MS, toEpochMs } from '../content/seoul-time.ts';

export type PartnerMode = 'main' | 'embedded' | 'travel' | 'printAd' | 'place';

export const TRAVEL_ENTRY_VALIDITY_MS = 12 * HOUR_MS;
export const TRAVEL_CLOCK_SKEW_MS = 10 * MINUTE_MS;

export const MAIN_HOME_PATH = '/';
/** spec 001 §2 "In the partner-embedded mode the home is /전체/ and the restaurant list serves as home." */
export const EMBEDDED_HOME_PATH = '/전체/';

export function homePath(mode: PartnerMode): string {
  return mode === 'embedded' ? EMBEDDED_HOME_PATH : MAIN_HOME_PATH;
}

/** spec 001 §4 "Partner-embedded mode skips idle tracking." */
export function tracksIdle(mode: PartnerMode): boolean {
  return mode !== 'embedded';
}

/** The instant of an origintime query value, or null when unreadable. */
export function parseOriginTime(origintime: string | number | null | undefined): number | null {
  if (origintime === null || origintime === undefined) return null;
  if (typeof origintime === 'number') return Number.isFinite(origintime) ? origintime : null;
  const text = origintime.trim();
  if (/^\d{1,10}$/.test(text)) return Number(text) * 1000;
  if (/^\d{11,}$/.test(text)) return Number(text);
  return toEpochMs(text);
}

export function isTravelEntryValid(origintime: string | number | null | undefined, now: number): boolean {
  const origin = parseOriginTime(origintime);
  if (origin === null) return false;
  return now >= origin - TRAVEL_CLOCK_SKEW_MS && now < origin + TRAVEL_ENTRY_VALIDITY_MS;
}
