// `jumun import-har`'s work without its I/O: a HAR file's text in, the script's text and what was
// and was not mapped out. The script is read back by the same decoder `jumun run` uses before it
// is handed out, so an import never writes a script that run would refuse.
import * as E from 'fp-ts/lib/Either.js';
import { parseScript } from '../script/script-line.ts';
import { parseHar } from './har-file.ts';
import { harSteps, type MappingOptions, PASSWORD_VARIABLE, type Unmapped } from './har-steps.ts';
import { recordedSession } from './recorded-calls.ts';
import { scriptText } from './script-text.ts';

export interface Imported {
  readonly script: string;
  /** Command lines written. */
  readonly commands: number;
  /** Entries that are no contract call (the app's files, images, fonts, providers' pages). */
  readonly skipped: number;
  /** Contract calls the script's commands ask again themselves. */
  readonly asked: number;
  /** Contract calls with no step, and why (an entry whose body did not decode among them). */
  readonly unmapped: readonly Unmapped[];
  /** Variables the script needs from outside (a login's password). */
  readonly needs: readonly string[];
  readonly entries: number;
}

/** `1 entry`, `2 entries`: a count with its noun. */
export const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export interface ImportFailure {
  readonly message: string;
  /** Set when the HAR was read: what it held, for the "nothing maps" report. */
  readonly unmapped?: readonly Unmapped[];
}

export function importHar(
  text: string,
  source: { readonly file: string; readonly importedAt: Date },
  options: MappingOptions = {},
): E.Either<ImportFailure, Imported> {
  const har = parseHar(text);
  if (E.isLeft(har)) return E.left({ message: har.left });
  const session = recordedSession(har.right.entries);
  const mapped = harSteps(session, options);
  const unmapped = [...session.unread, ...mapped.unmapped].sort((a, b) => a.index - b.index);
  if (mapped.commands === 0)
    return E.left({
      message: `nothing in it maps to a command (${counted(har.right.entries.length, 'entry', 'entries')}: ${session.skipped} no contract call, ${counted(session.calls.length + session.unread.length, 'contract call', 'contract calls')})`,
      unmapped,
    });
  const script = scriptText(mapped.steps, {
    ...source,
    creator: har.right.creator,
    recordedAt:
      har.right.entries.find((entry) => entry.startedDateTime !== undefined)?.startedDateTime ?? null,
  });
  const needs = script.includes(`{{${PASSWORD_VARIABLE}}}`) ? [PASSWORD_VARIABLE] : [];
  const parsed = parseScript(script, { known: needs });
  if (!parsed.ok)
    throw new Error(
      `import-har wrote a script run refuses: ${parsed.errors.map((e) => `line ${e.line}: ${e.message}`).join('; ')}`,
    );
  return E.right({
    script,
    commands: mapped.commands,
    skipped: session.skipped,
    asked: mapped.asked,
    unmapped,
    needs,
    entries: har.right.entries.length,
  });
}

/** The unmapped list as the import prints it: one line per call and path, repeats counted. */
export function unmappedLines(unmapped: readonly Unmapped[]): string[] {
  const lines = new Map<string, number>();
  for (const u of unmapped) {
    const line = `unmapped: ${u.name} ${u.method} ${u.path}: ${u.reason}`;
    lines.set(line, (lines.get(line) ?? 0) + 1);
  }
  return [...lines].map(([line, n]) => (n === 1 ? line : `${line} (×${n})`));
}
