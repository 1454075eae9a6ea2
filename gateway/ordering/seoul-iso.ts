// An instant as Seoul wall time with its offset, the way the wire writes times.
import { SEOUL_OFFSET_MS } from '../../domain/content/seoul-time.ts';

/** `2026-11-21T12:00:00+09:00` */
export function seoulIso(ms: number): string {
  return `${new Date(ms + SEOUL_OFFSET_MS).toISOString().slice(0, 19)}+09:00`;
}
