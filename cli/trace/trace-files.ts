// Where a trace is written: one file per script run in the trace directory, named after the script
// and its data row if any (`cash-order.trace.json`, `cash-order.row-2.trace.json`). A run first
// clears the traces its scripts left from an earlier run, so the directory never shows a failure
// that the last run did not have.
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Trace } from './trace-format.ts';

const TRACE_SUFFIX = '.trace.json';

export function scriptStem(script: string): string {
  return basename(script).replace(/\.jsonl?$/, '');
}

/** A data row's label as part of a file name: letters (Korean too), digits, `_`, `-`. */
const safe = (label: string) =>
  label
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}_-]+/gu, '-')
    .replace(/^-+|-+$/g, '') || 'row';

export function traceFileName(script: string, row?: string): string {
  return `${scriptStem(script)}${row === undefined ? '' : `.${safe(row)}`}${TRACE_SUFFIX}`;
}

/** Trace files that hold a failed attempt, written by this process since their run cleared them. */
const failedAttempts = new Set<string>();

/**
 * The trace as written: the file's path. A retried script keeps its last failed attempt: a later
 * attempt that passes (`--trace on`) does not write over it.
 */
export async function writeTrace(dir: string, trace: Trace): Promise<string> {
  const file = join(dir, traceFileName(trace.script, trace.row));
  if (trace.passed && (trace.attempt ?? 1) > 1 && failedAttempts.has(file)) return file;
  const text = `${JSON.stringify(trace)}\n`;
  // The directory is made when a write first finds it missing, not before every trace.
  try {
    await writeFile(file, text);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await mkdir(dir, { recursive: true });
    await writeFile(file, text);
  }
  if (trace.passed) failedAttempts.delete(file);
  else failedAttempts.add(file);
  return file;
}

/** Removes the traces of these scripts (any data row) from the directory, if it exists. */
export async function clearTraces(dir: string, scripts: readonly string[]): Promise<void> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return;
  }
  const stems = scripts.map(scriptStem);
  // The script's own, or a row's: the stem, a dot, then a label (which holds no dot).
  const ours = (name: string) => {
    if (!name.endsWith(TRACE_SUFFIX)) return false;
    const bare = name.slice(0, -TRACE_SUFFIX.length);
    return stems.some(
      (stem) => bare === stem || (bare.startsWith(`${stem}.`) && !bare.slice(stem.length + 1).includes('.')),
    );
  };
  const cleared = names.filter(ours).map((name) => join(dir, name));
  for (const file of cleared) failedAttempts.delete(file);
  await Promise.all(cleared.map((file) => rm(file, { force: true })));
}
