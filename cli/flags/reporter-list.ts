// `--reporter pretty,junit:out.xml,html:report.html`: which reporters a run writes, each to a
// file or to stdout. A name without a file writes to stdout, so at most one may go without one
// (two on stdout would interleave into something neither reader can parse).
import { type Either, left, right } from 'fp-ts/Either';
import * as t from 'io-ts';

export const ReporterName = t.keyof({ pretty: null, json: null, junit: null, html: null });
export type ReporterName = t.TypeOf<typeof ReporterName>;

export const ReporterSpec = t.readonly(t.type({ name: ReporterName, file: t.union([t.string, t.null]) }));
/** One reporter and where it writes: a file, or stdout (null). */
export type ReporterSpec = t.TypeOf<typeof ReporterSpec>;

const NAMES = Object.keys(ReporterName.keys).join(', ');

/** The reporters in `raw`, or why not (without the flag's name: the caller prefixes it). */
export function parseReporterList(raw: string): Either<string, readonly ReporterSpec[]> {
  const specs: ReporterSpec[] = [];
  for (const entry of raw.split(',').map((e) => e.trim())) {
    if (entry === '') return left(`an empty entry in "${raw}" (expected name[:file],…)`);
    // Only the first colon splits: the file may hold one (a Windows drive, a timestamp).
    const colon = entry.indexOf(':');
    const name = colon < 0 ? entry : entry.slice(0, colon);
    const file = colon < 0 ? null : entry.slice(colon + 1).trim();
    if (!ReporterName.is(name)) return left(`unknown reporter "${name}" (expected ${NAMES})`);
    if (file === '') return left(`"${entry}" names no file (give ${name}:FILE, or ${name} alone for stdout)`);
    specs.push({ name, file });
  }
  const onStdout = specs.filter((s) => s.file === null).map((s) => s.name);
  if (onStdout.length > 1)
    return left(
      `${onStdout.join(' and ')} would ${onStdout.length === 2 ? 'both' : 'all'} write to stdout: give all but one a file (e.g. ${onStdout[1]}:FILE)`,
    );
  const files = specs.flatMap((s) => (s.file === null ? [] : [s.file]));
  const twice = files.find((f, i) => files.indexOf(f) !== i);
  if (twice !== undefined) return left(`two reporters would write one file: ${twice}`);
  return right(specs);
}
