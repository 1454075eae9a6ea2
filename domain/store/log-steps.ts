// The dev screen's view of the event log (spec 001 §2 "dev screen"; issue: "step backwards and
// forwards through the log and see the projections at each point; export the log as a file that
// `jumun replay FILE` reads"). The projections at a point are a replay of the log up to it — the same
// fold as the CLI's and the live store's, no reducer of its own.
import { SEOUL_OFFSET_MS } from '../content/seoul-time.ts';
import type { Event } from '../events/events.ts';
import type { Projections } from '../projections/projections.ts';
import { replay } from './replay.ts';

/** A position in the log: how many of its events have been applied (0: none, length: all). */
export function clampPosition(position: number, length: number): number {
  if (!Number.isFinite(position)) return length;
  return Math.min(Math.max(Math.trunc(position), 0), length);
}

/** The projections after the first `position` events. */
export function projectionsAt(log: readonly Event[], position: number): Projections {
  return replay(log.slice(0, clampPosition(position, log.length)));
}

/** The log as `jumun replay` reads it: a JSON array of events. */
export function logExportText(log: readonly Event[]): string {
  return `${JSON.stringify(log, null, 2)}\n`;
}

/** "jumun-events-20261121-1200.json": the Seoul time of the export. */
export function logExportFileName(at: number): string {
  const t = new Date(at + SEOUL_OFFSET_MS);
  const two = (n: number) => String(n).padStart(2, '0');
  const day = `${t.getUTCFullYear()}${two(t.getUTCMonth() + 1)}${two(t.getUTCDate())}`;
  return `jumun-events-${day}-${two(t.getUTCHours())}${two(t.getUTCMinutes())}.json`;
}
