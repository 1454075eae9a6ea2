// The file storage's journal: one JSON line per change (set, remove, end of a session), appended
// after the last snapshot. Applying a change again gives the same contents, and so does applying
// the same changes in file order over contents that already hold some of them: a process that
// catches up with the journal may read back its own lines.
// Each record is written as "\n{...}\n": a line torn by a crash then stands alone on its line and is
// skipped, and the record after it is still read.
import * as t from 'io-ts';
import { reportErrors } from '../../domain/codecs/report.ts';
import type { StorageArea } from '../../domain/ports/storage.ts';

export type Area = Map<string, string>;
export interface Contents {
  readonly local: Area;
  readonly sessions: Map<string, Area>;
}

const AreaNameC = t.union([t.literal('local'), t.literal('session')]);
export const ChangeC = t.union([
  t.type({ op: t.literal('set'), area: AreaNameC, session: t.string, key: t.string, value: t.string }),
  t.type({ op: t.literal('remove'), area: AreaNameC, session: t.string, key: t.string }),
  t.type({ op: t.literal('end'), session: t.string }),
]);
export type Change = t.TypeOf<typeof ChangeC>;

/** The area a change targets, created when missing. */
function target(contents: Contents, area: StorageArea, session: string): Area {
  if (area === 'local') return contents.local;
  let found = contents.sessions.get(session);
  if (found === undefined) {
    found = new Map();
    contents.sessions.set(session, found);
  }
  return found;
}

export function applyChange(contents: Contents, change: Change): void {
  if (change.op === 'end') {
    contents.sessions.delete(change.session);
    return;
  }
  const area = target(contents, change.area, change.session);
  if (change.op === 'set') area.set(change.key, change.value);
  else area.delete(change.key);
  if (change.area === 'session' && area.size === 0) contents.sessions.delete(change.session);
}

export const changeRecord = (change: Change): string => `\n${JSON.stringify(change)}\n`;

/** The lines of `text` (complete lines: it ends with a newline) applied in order; returns the lines that did not decode. */
export function applyRecords(contents: Contents, text: string): string[] {
  const bad: string[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    let raw: unknown;
    try {
      raw = JSON.parse(line);
    } catch (error) {
      bad.push(error instanceof Error ? error.message : String(error));
      continue;
    }
    const change = ChangeC.decode(raw);
    if (change._tag === 'Right') applyChange(contents, change.right);
    else bad.push(reportErrors(change.left).join('; '));
  }
  return bad;
}
