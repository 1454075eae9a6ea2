// Times of an order as the product writes and reads them: ISO 8601 in Seoul time
// (2026-11-21T18:42:00+09:00), and a clock time for the customer ("18:42"; "6:42 PM" in English).
import { SEOUL_OFFSET_MS, toEpochMs } from '../content/seoul-time.ts';
import type { Language } from '../shell/language.ts';

/** The instant as the gateway writes its times: Seoul wall time with +09:00. */
export function seoulIso(epochMs: number): string {
  return `${new Date(epochMs + SEOUL_OFFSET_MS).toISOString().slice(0, 19)}+09:00`;
}

// English clock times are written by Intl in Seoul's zone, made at their first use.
let englishClock: Intl.DateTimeFormat | undefined;

/**
 * "18:42": the Seoul clock time of an ISO instant, in English "6:42 PM" as Intl writes it (issue
 * "English"); null when it does not read.
 */
export function seoulClock(iso: string, language: Language = 'ko'): string | null {
  const ms = toEpochMs(iso);
  if (ms === null) return null;
  if (language === 'ko') return new Date(ms + SEOUL_OFFSET_MS).toISOString().slice(11, 16);
  englishClock ??= new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Seoul',
  });
  return englishClock.format(ms);
}
