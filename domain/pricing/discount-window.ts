// When a time-limited restaurant discount is on (spec 000 §3 "discount_from, discount_until (ISO
// datetime strings)"). The clock is an argument: rules never read it themselves.

/** The current time as the caller has it: an ISO 8601 string or epoch milliseconds. */
export type Instant = string | number;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/**
 * Epoch ms, or null when unreadable. Decision: a datetime without an offset is Korean time
 * (+09:00), the restaurants' clock, so the answer does not depend on the machine's time zone.
 */
export function instantMs(at: Instant): number | null {
  if (typeof at === 'number') return Number.isFinite(at) ? at : null;
  const text = at.trim();
  const withZone = DATE_ONLY.test(text)
    ? `${text}T00:00:00+09:00`
    : LOCAL_DATE_TIME.test(text)
      ? `${text.replace(' ', 'T')}+09:00`
      : text;
  const ms = Date.parse(withZone);
  return Number.isNaN(ms) ? null : ms;
}

/**
 * True when `now` lies in [from, until). A null bound is open. Decisions: `until` is exclusive
 * (at that instant the discount has ended); an unreadable bound or clock gives no discount, since
 * granting one we cannot date would be a price the restaurant never offered.
 */
export function isWithinWindow(now: Instant, from: string | null, until: string | null): boolean {
  const at = instantMs(now);
  if (at === null) return false;
  if (from !== null) {
    const start = instantMs(from);
    if (start === null || at < start) return false;
  }
  if (until !== null) {
    const end = instantMs(until);
    if (end === null || at >= end) return false;
  }
  return true;
}
