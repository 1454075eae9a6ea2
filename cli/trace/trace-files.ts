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

// Each directory made once per process, not once per trace (a run writes many into one).
const made = new Map<string, Promise<unknown>>();

/** The trace as written: the file's path. */
export async function writeTrace(dir: string, trace: Trace): Promise<string> {
  let making = made.get(dir);
  if (making === undefined) {
    making = mkdir(dir, { recursive: true });
    made.set(dir, making);
    making.catch(() => made.delete(dir));
  }
  await making;
  const file = join(dir, traceFileName(trace.script, trace.row));
  await writeFile(file, `${JSON.stringify(trace)}\n`);
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
  await Promise.all(names.filter(ours).map((name) => rm(join(dir, name), { force: true })));
}
