// The one rule for a time with an offset, wherever a time is given: on the wire, in a seed file, in
// a script's clock line, as --now, or in the sandbox's test-now header. ISO 8601, a real calendar
// date and time, and its offset (`Z` is +00:00): without one, the reading machine's zone would
// decide what instant it is. Each place says its own refusal; what it accepts is this.
const ISO_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):?(\d{2}))$/;

/** The instant (ms since the epoch) of a time with an offset, or null when `text` is not one. */
export function instantWithOffset(text: string): number | null {
  const m = ISO_TIME.exec(text);
  if (m === null) return null;
  const [year, month, day, hour, minute, second, offsetHour, offsetMinute] = m
    .slice(1)
    .map((part) => (part === undefined ? 0 : Number(part)));
  const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1));
  const real =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === (month ?? 1) - 1 &&
    date.getUTCDate() === day &&
    (hour ?? 0) <= 23 &&
    (minute ?? 0) <= 59 &&
    (second ?? 0) <= 59 &&
    (offsetHour ?? 0) <= 14 &&
    (offsetMinute ?? 0) <= 59;
  const at = real ? Date.parse(text) : Number.NaN;
  return Number.isNaN(at) ? null : at;
}
