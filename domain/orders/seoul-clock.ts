// Times of an order as the product writes and reads them: ISO 8601 in Seoul time
// (2026-11-21T18:42:00+09:00), and a clock time for the customer ("18:42").
import { SEOUL_OFFSET_MS, toEpochMs } from '../content/seoul-time.ts';

/** The instant as the gateway writes its times: Seoul wall time with +09:00. */
export function seoulIso(epochMs: number): string {
  return `${new Date(epochMs + SEOUL_OFFSET_MS).toISOString().slice(0, 19)}+09:00`;
}

/** "18:42": the Seoul clock time of an ISO instant; null when it does not read. */
export function seoulClock(iso: string): string | null {
  const ms = toEpochMs(iso);
  if (ms === null) return null;
  return new Date(ms + SEOUL_OFFSET_MS).toISOString().slice(11, 16);
}
