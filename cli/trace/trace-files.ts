// Where a trace is written: one file per script run in the trace directory, named after the script
// and its data row if any (`cash-order.trace.json`, `cash-order.row-2.trace.json`; two scripts of
// one name in two folders are told apart by the folder: `smoke-login.trace.json`). A run first
// clears the traces its scripts left from an earlier run, so the directory never shows a failure
// that the last run did not have.
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
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

export function traceFileName(script: string, row?: string, stem = scriptStem(script)): string {
  return `${stem}${row === undefined ? '' : `.${safe(row)}`}${TRACE_SUFFIX}`;
}

/**
 * The name each script's traces go by: its file's stem, unless another script of the run has the
 * same one (`smoke/login.jsonl`, `regression/login.jsonl`): then its folder's name too
 * (`smoke-login`), and a number if that is still not enough. No trace overwrites another's.
 */
export function traceStems(scripts: readonly string[]): Map<string, string> {
  const distinct = [...new Set(scripts)];
  const count = new Map<string, number>();
  for (const s of distinct) count.set(scriptStem(s), (count.get(scriptStem(s)) ?? 0) + 1);
  const stems = new Map<string, string>();
  const taken = new Set<string>();
  for (const script of distinct) {
    const stem = scriptStem(script);
    const folder = basename(dirname(script));
    const shared = (count.get(stem) ?? 0) > 1 && folder !== '.' && folder !== '';
    let name = shared ? `${safe(folder)}-${stem}` : stem;
    for (let n = 2; taken.has(name); n++) name = `${stem}-${n}`;
    taken.add(name);
    stems.set(script, name);
  }
  return stems;
}

/** Trace files that hold a failed attempt, written by this process since their run cleared them. */
const failedAttempts = new Set<string>();

/**
 * The trace as written: the file's path. A retried script keeps its last failed attempt: a later
 * attempt that passes (`--trace on`) does not write over it.
 */
export async function writeTrace(dir: string, trace: Trace, stem?: string): Promise<string> {
  const file = join(dir, traceFileName(trace.script, trace.row, stem));
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

/** Removes the traces of these stems (traceStems; any data row) from the directory, if it exists. */
export async function clearTraces(dir: string, stems: readonly string[]): Promise<void> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return;
  }
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
