// Whether a restaurant takes orders now (SEED-FORMAT "open": the flag, and `open_hours` evaluated
// with the gateway's clock when present). Hours are Seoul wall-clock times (UTC+9 all year); a `to`
// before `from` runs past midnight (18:00-04:00), `to` 24:00 is the end of the day.
// Decisions: `from` is inclusive and `to` exclusive; from == to means all day; an empty list
// counts as no hours given (the flag alone decides), never as "closed forever".
import { DAY_MS, MINUTE_MS, SEOUL_OFFSET_MS } from '../../domain/content/seoul-time.ts';

export interface OpenHours {
  readonly from: string;
  readonly to: string;
}

function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
}

/** Minutes since midnight on the Seoul clock. */
export function seoulMinuteOfDay(epochMs: number): number {
  const ms = (((epochMs + SEOUL_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS;
  return Math.floor(ms / MINUTE_MS);
}

export function withinOpenHours(hours: readonly OpenHours[], epochMs: number): boolean {
  const now = seoulMinuteOfDay(epochMs);
  return hours.some(({ from, to }) => {
    const start = minutesOf(from);
    const end = minutesOf(to);
    if (start === end) return true;
    return start < end ? now >= start && now < end : now >= start || now < end;
  });
}

export function isOpenAt(
  restaurant: { readonly open: boolean; readonly open_hours?: readonly OpenHours[] | undefined },
  epochMs: number,
): boolean {
  const hours = restaurant.open_hours ?? [];
  return restaurant.open && (hours.length === 0 || withinOpenHours(hours, epochMs));
}
