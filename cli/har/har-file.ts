// A HAR file (HAR 1.2, as DevTools' "Save all as HAR with content" and Playwright's `recordHar`
// write it), decoded at the edge: only the fields the import reads, every entry on its own so that
// a bad one is named by its index and field. Text in, entries or the reason out: no I/O here.
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { reportErrors } from '../../domain/codecs/report.ts';

const Header = t.type({ name: t.string, value: t.string }, 'HarHeader');

const HarRequest = t.intersection(
  [
    t.type({ method: t.string, url: t.string, headers: t.array(Header) }),
    t.partial({ postData: t.partial({ mimeType: t.string, text: t.string }) }),
  ],
  'HarRequest',
);

const HarContent = t.partial({ mimeType: t.string, text: t.string, encoding: t.string }, 'HarContent');

const HarResponse = t.intersection(
  [t.type({ status: t.number, content: HarContent }), t.partial({ headers: t.array(Header) })],
  'HarResponse',
);

export const HarEntry = t.intersection(
  [t.type({ request: HarRequest, response: HarResponse }), t.partial({ startedDateTime: t.string })],
  'HarEntry',
);
export type HarEntry = t.TypeOf<typeof HarEntry>;

const HarLog = t.type(
  {
    log: t.intersection([
      t.type({ entries: t.array(t.unknown) }),
      t.partial({ creator: t.partial({ name: t.string, version: t.string }) }),
    ]),
  },
  'Har',
);

export interface Har {
  /** The tool that wrote it, e.g. "Playwright 1.65.1"; '' when the file does not say. */
  readonly creator: string;
  readonly entries: readonly HarEntry[];
}

/** The 1-based line and column of a character offset. */
function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before[before.length - 1]?.length ?? 0) + 1 };
}

const positionOf = (message: string) => {
  const at = /at position (\d+)/.exec(message);
  return at === null ? null : Number(at[1]);
};

/** Whether parsing `prefix` failed only because it ends: more text could still make it JSON. */
function endedEarly(prefix: string, error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  const position = positionOf(message);
  return message.includes('end of JSON input') || (position !== null && position >= prefix.length);
}

/**
 * Where JSON.parse stopped. V8 names the position for some errors only ("Unexpected token ','" has
 * none): then the shortest prefix that fails for another reason than ending early ends at the culprit.
 */
function stopOffset(text: string, message: string): number {
  const position = positionOf(message);
  if (position !== null) return position;
  if (message.includes('end of JSON input')) return text.length;
  let good = 0;
  let bad = text.length;
  while (bad - good > 1) {
    const middle = Math.floor((good + bad) / 2);
    const prefix = text.slice(0, middle);
    try {
      JSON.parse(prefix);
      good = middle;
    } catch (error) {
      if (endedEarly(prefix, error)) good = middle;
      else bad = middle;
    }
  }
  return bad - 1;
}

/** JSON.parse's complaint, with the line and column of where it stopped (the end when it ran out). */
function syntaxError(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const { line, column } = lineAndColumn(text, stopOffset(text, message));
  const said = message
    .replace(/ in JSON at position \d+.*$/s, '')
    .replace(/, (\.\.\.)?".*" is not valid JSON$/s, '');
  return `line ${line}, column ${column}: not JSON: ${said}`;
}

/**
 * The file's entries, or why it is no HAR: a JSON syntax error with its line and column, a file
 * without `log.entries`, or the entries that do not decode, each by its index and field.
 */
export function parseHar(text: string): E.Either<string, Har> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return E.left(syntaxError(text, error));
  }
  const log = HarLog.decode(json);
  if (E.isLeft(log))
    return E.left(`not a HAR file (no log.entries list): ${reportErrors(log.left, 1).join('; ')}`);
  const entries: HarEntry[] = [];
  const errors: string[] = [];
  log.right.log.entries.forEach((raw, index) => {
    const entry = HarEntry.decode(raw);
    if (E.isRight(entry)) entries.push(entry.right);
    else errors.push(`entry ${index}: ${reportErrors(entry.left, 2).join('; ')}`);
  });
  if (errors.length > 0)
    return E.left(
      `${errors.length} of its entries are not HAR 1.2 entries:\n  ${errors.slice(0, 10).join('\n  ')}`,
    );
  const creator = log.right.log.creator;
  return E.right({ creator: [creator?.name, creator?.version].filter(Boolean).join(' '), entries });
}

/** A request's or a response's text, base64 undone (DevTools and Playwright store binary answers so). */
export function contentText(content: { readonly text?: string; readonly encoding?: string }): string | null {
  if (content.text === undefined) return null;
  return content.encoding === 'base64' ? Buffer.from(content.text, 'base64').toString('utf8') : content.text;
}
