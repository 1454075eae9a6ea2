// Time as the product reads it. Asia/Seoul is UTC+9 all year (no DST since 1988), so calendar days
// use a fixed offset rather than Intl time zones: the answer is the same on any host.

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
export const SEOUL_OFFSET_MS = 9 * HOUR_MS;

/** An instant as the wire gives it: an ISO-8601 string or epoch milliseconds. */
export type Instant = string | number;

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

function offsetMs(zone: string | undefined): number {
  // Decision: a timestamp without an offset is Seoul wall time (the backend is Korean).
  if (zone === undefined) return SEOUL_OFFSET_MS;
  if (zone.toUpperCase() === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = digits.length > 2 ? Number(digits.slice(2)) : 0;
  return sign * (hours * HOUR_MS + minutes * MINUTE_MS);
}

/** Epoch ms of an instant, or null when it cannot be read (never guesses, never throws). */
export function toEpochMs(input: Instant): number | null {
  if (typeof input === 'number') return Number.isFinite(input) ? input : null;
  const m = ISO.exec(input.trim());
  if (m === null) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  const hour = Number(m[4] ?? '0');
  const minute = Number(m[5] ?? '0');
  const second = Number(m[6] ?? '0');
  const millis = Number(`${m[7] ?? ''}000`.slice(0, 3));
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute, second, millis);
  if (new Date(wall).getUTCDate() !== day) return null; // e.g. 2026-02-30
  return wall - offsetMs(m[8]);
}

/** Days since 1970-01-01 on the Seoul calendar; two instants on the same Seoul date share it. */
export function seoulDayNumber(epochMs: number): number {
  return Math.floor((epochMs + SEOUL_OFFSET_MS) / DAY_MS);
}

export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

export function seoulDate(epochMs: number): CalendarDate {
  const shifted = new Date(epochMs + SEOUL_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}
