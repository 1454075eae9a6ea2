// When an order was placed, as 주문내역 lists it: the Seoul date with its weekday and the clock time
// written out (UI guide "Clock times written out"), "2026.11.21 (토) 오후 12:00".
import { SEOUL_OFFSET_MS, toEpochMs } from '../content/seoul-time.ts';
import { clockText } from '../restaurant/open-hours.ts';

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;

const two = (n: number) => String(n).padStart(2, '0');

/** "2026.11.21 (토) 오후 12:00"; null when the time does not read. */
export function placedDateText(iso: string): string | null {
  const ms = toEpochMs(iso);
  if (ms === null) return null;
  const wall = new Date(ms + SEOUL_OFFSET_MS);
  const date = `${wall.getUTCFullYear()}.${two(wall.getUTCMonth() + 1)}.${two(wall.getUTCDate())}`;
  const weekday = WEEKDAYS[wall.getUTCDay()] ?? '';
  return `${date} (${weekday}) ${clockText(wall.getUTCHours() * 60 + wall.getUTCMinutes())}`;
}
