// A notice's date in the list and on its page: the Seoul calendar day, "2026.11.18" (English: Intl's
// "Nov 18, 2026" in Seoul's zone, made at first use). An unreadable date is shown as given rather
// than dropped.
import type { Language } from '../shell/language.ts';
import { SEOUL_OFFSET_MS, toEpochMs } from './seoul-time.ts';

let englishDate: Intl.DateTimeFormat | undefined;

export function formatNoticeDate(createdAt: string, language: Language = 'ko'): string {
  const at = toEpochMs(createdAt);
  if (at === null) return createdAt;
  if (language === 'en') {
    englishDate ??= new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Seoul',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
    });
    return englishDate.format(at);
  }
  const d = new Date(at + SEOUL_OFFSET_MS);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}.${two(d.getUTCMonth() + 1)}.${two(d.getUTCDate())}`;
}
