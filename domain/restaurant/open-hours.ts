// Open now, or when it opens (SEED-FORMAT "open": the flag, and `open_hours` on the Seoul clock).
// The gateway decides `open` with it; the list's card and the closed popup say when a closed
// restaurant opens with it. Hours are Seoul wall-clock times (UTC+9 all year); a `to` before `from`
// runs past midnight (18:00-04:00), `to` 24:00 is the end of the day.
// Decisions:
// - `from` is inclusive and `to` exclusive; from == to means all day; an empty list counts as no
//   hours given (the flag alone decides), never as "closed forever".
// - A closed restaurant whose hours are given and not running now opens at the next `from` (today,
//   or tomorrow when every `from` of today has passed): "오후 6:00 오픈", "내일 오전 10:00 오픈".
// - Closed inside its hours, or without hours (the owner closed it: the flag), nobody knows when it
//   opens: its own words about its hours are shown ("영업시간 매일 10:00 - 22:00"), or nothing.
// - In English (issue "English"): "Opens at 6:00 PM", "Opens tomorrow at 10:00 AM", and the
//   restaurant's own words (data, as sent) after "Hours: ".
import { DAY_MS, type Instant, MINUTE_MS, SEOUL_OFFSET_MS, toEpochMs } from '../content/seoul-time.ts';
import { defineTexts } from '../i18n/texts.ts';
import type { Language } from '../shell/language.ts';

export interface OpenHours {
  readonly from: string;
  readonly to: string;
}

const DAY_MINUTES = 24 * 60;

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

export type OpeningState =
  | { readonly kind: 'open' }
  /** Closed until its hours start: `minute` of the Seoul day, today or tomorrow. */
  | { readonly kind: 'opens-at'; readonly minute: number; readonly tomorrow: boolean }
  /** Closed with no known opening; `hours` is the restaurant's own description, if any. */
  | { readonly kind: 'closed'; readonly hours: string | null };

export interface OpeningFacts {
  /** The gateway's evaluated state (the flag and the hours at its clock). */
  readonly open: boolean;
  readonly open_hours?: readonly OpenHours[] | undefined;
  readonly open_time_description: string;
}

export function openingState(r: OpeningFacts, now: Instant): OpeningState {
  if (r.open) return { kind: 'open' };
  const hours = r.open_hours ?? [];
  const at = toEpochMs(now);
  if (hours.length > 0 && at !== null && !withinOpenHours(hours, at)) {
    const minute = seoulMinuteOfDay(at);
    const starts = hours.map((h) => minutesOf(h.from) % DAY_MINUTES).sort((a, b) => a - b);
    const today = starts.find((s) => s > minute);
    if (today !== undefined) return { kind: 'opens-at', minute: today, tomorrow: false };
    return { kind: 'opens-at', minute: starts[0] ?? 0, tomorrow: true };
  }
  const description = r.open_time_description.trim();
  return { kind: 'closed', hours: description === '' ? null : description };
}

const texts = defineTexts({
  ko: {
    clock: (hour12: number, mm: string, pm: boolean) => `${pm ? '오후' : '오전'} ${hour12}:${mm}`,
    opensAt: (clock: string, tomorrow: boolean) => `${tomorrow ? '내일 ' : ''}${clock} 오픈`,
    hours: (hours: string) => (hours.includes('영업') ? hours : `영업시간 ${hours}`),
  },
  en: {
    clock: (hour12: number, mm: string, pm: boolean) => `${hour12}:${mm} ${pm ? 'PM' : 'AM'}`,
    opensAt: (clock: string, tomorrow: boolean) => `Opens ${tomorrow ? 'tomorrow ' : ''}at ${clock}`,
    hours: (hours: string) => `Hours: ${hours}`,
  },
});

/** "오전 9:05", "오후 6:00", "오전 12:00" (midnight), "오후 12:30" (UI guide "Clock times written out"). */
export function clockText(minuteOfDay: number): string {
  return clockTextIn(minuteOfDay, 'ko');
}

/** `clockText` in `language`: in English "9:05 AM", "6:00 PM", "12:00 AM", as Intl's en-US clock. */
export function clockTextIn(minuteOfDay: number, language: Language): string {
  const h = Math.floor(minuteOfDay / 60) % 24;
  const m = minuteOfDay % 60;
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return texts[language].clock(hour12, String(m).padStart(2, '0'), h >= 12);
}

/** What a closed restaurant says about its opening; null when open or when nothing is known. */
export function openingNote(state: OpeningState, language: Language = 'ko'): string | null {
  switch (state.kind) {
    case 'open':
      return null;
    case 'opens-at':
      return texts[language].opensAt(clockTextIn(state.minute, language), state.tomorrow);
    case 'closed':
      if (state.hours === null) return null;
      return texts[language].hours(state.hours);
    default: {
      const never: never = state;
      return never;
    }
  }
}
