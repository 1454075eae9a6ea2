// A notice's date in the list and on its page: the Seoul calendar day, "2026.11.18". An unreadable
// date is shown as given rather than dropped.
import { SEOUL_OFFSET_MS, toEpochMs } from './seoul-time.ts';

export function formatNoticeDate(createdAt: string): string {
  const at = toEpochMs(createdAt);
  if (at === null) return createdAt;
  const d = new Date(at + SEOUL_OFFSET_MS);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}.${two(d.getUTCMonth() + 1)}.${two(d.getUTCDate())}`;
}
