// When an order was placed, as 주문내역 lists it: the Seoul date with its weekday and the clock time
// written out (UI guide "Clock times written out"), "2026.11.21 (토) 오후 12:00"; in English as Intl
// writes it in Seoul's zone, "Sat, Nov 21, 2026, 12:00 PM" (issue "English").
import { SEOUL_OFFSET_MS, toEpochMs } from '../content/seoul-time.ts';
import { clockText } from '../restaurant/open-hours.ts';
import type { Language } from '../shell/language.ts';

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;

const two = (n: number) => String(n).padStart(2, '0');

// English dates are written by Intl in Seoul's zone, made at their first use.
let englishDate: Intl.DateTimeFormat | undefined;

/** "2026.11.21 (토) 오후 12:00" ("Sat, Nov 21, 2026, 12:00 PM"); null when the time does not read. */
export function placedDateText(iso: string, language: Language = 'ko'): string | null {
  const ms = toEpochMs(iso);
  if (ms === null) return null;
  if (language === 'en') {
    englishDate ??= new Intl.DateTimeFormat('en-US', {
      weekday: 'short',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Asia/Seoul',
    });
    return englishDate.format(ms);
  }
  const wall = new Date(ms + SEOUL_OFFSET_MS);
  const date = `${wall.getUTCFullYear()}.${two(wall.getUTCMonth() + 1)}.${two(wall.getUTCDate())}`;
  const weekday = WEEKDAYS[wall.getUTCDay()] ?? '';
  return `${date} (${weekday}) ${clockText(wall.getUTCHours() * 60 + wall.getUTCMinutes())}`;
}
