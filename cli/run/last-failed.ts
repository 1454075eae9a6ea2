// --last-failed: every run that ran scripts writes what failed (and what a bail, a gateway gone or
// an interrupt left not run or cut off) to .jumun/last-run.json under the current directory;
// --last-failed then runs only those among the scripts given. A run updates the record for the
// scripts it ran and keeps what it says of the others, so `--tag smoke` after a full run does not
// forget the full run's failures. Names are kept as paths relative to the current directory with
// `/`, so `fixtures/scripts/` and `./fixtures/scripts` name the same scripts.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import * as t from 'io-ts';
import { reportErrors } from '../../domain/codecs/report.ts';

export const LAST_RUN_FILE = join('.jumun', 'last-run.json');

const LastRun = t.type({
  version: t.literal(1),
  /** Scripts that failed, by path. */
  failed: t.array(t.string),
  /** Scripts the run did not get to (a bail, a gateway gone). */
  notRun: t.array(t.string),
});
export type LastRun = t.TypeOf<typeof LastRun>;

/** A script's name in the record: relative to `cwd`, with `/`. */
export function recordName(file: string, cwd: string = process.cwd()): string {
  return relative(cwd, resolve(cwd, file)).split(sep).join('/');
}

export interface RanScripts {
  /** Every script the run took (passed, failed or not run). */
  readonly ran: readonly string[];
  readonly failed: readonly string[];
  readonly notRun: readonly string[];
}

/** The record after a run: this run's word on the scripts it took, the last one's on the rest. */
export function updatedLastRun(
  previous: LastRun | null,
  run: RanScripts,
  cwd: string = process.cwd(),
): LastRun {
  const name = (f: string) => recordName(f, cwd);
  const ran = new Set(run.ran.map(name));
  const kept = (names: readonly string[] | undefined) => (names ?? []).filter((n) => !ran.has(n));
  return {
    version: 1,
    failed: [...kept(previous?.failed), ...run.failed.map(name)],
    notRun: [...kept(previous?.notRun), ...run.notRun.map(name)],
  };
}

/** Records a run (an unreadable earlier record is replaced). */
export async function writeLastRun(run: RanScripts, cwd: string = process.cwd()): Promise<void> {
  const file = join(cwd, LAST_RUN_FILE);
  const previous = await readLastRun(cwd);
  await mkdir(dirname(file), { recursive: true });
  const body = updatedLastRun(previous.ok ? previous.lastRun : null, run, cwd);
  // Written aside and renamed over: two runs ending at once in one folder (a CI job's shards, a
  // watch and a run) never leave half a file for the next --last-failed.
  const aside = `${file}.${process.pid}.${Date.now()}`;
  await writeFile(aside, `${JSON.stringify(body, null, 2)}\n`);
  await rename(aside, file);
}

export type ReadLastRun =
  | { readonly ok: true; readonly lastRun: LastRun | null }
  | { readonly ok: false; readonly message: string };

/** The last run's record; null when no run has written one here yet. */
export async function readLastRun(cwd: string = process.cwd()): Promise<ReadLastRun> {
  const file = join(cwd, LAST_RUN_FILE);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { ok: true, lastRun: null };
    return { ok: false, message: `${LAST_RUN_FILE}: ${(error as Error).message}` };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: `${LAST_RUN_FILE}: not JSON: ${(error as Error).message}` };
  }
  const decoded = LastRun.decode(json);
  return decoded._tag === 'Left'
    ? { ok: false, message: `${LAST_RUN_FILE}: ${reportErrors(decoded.left).join('; ')}` }
    : { ok: true, lastRun: decoded.right };
}

/** The scripts among `files` that failed or were not run last time. */
export function lastFailedOf<T>(
  items: readonly T[],
  lastRun: LastRun,
  fileOf: (item: T) => string,
  cwd: string = process.cwd(),
): T[] {
  const again = new Set([...lastRun.failed, ...lastRun.notRun]);
  return items.filter((item) => again.has(recordName(fileOf(item), cwd)));
}

/** Records a run's scripts by how they ended; null when written, else why not. */
export async function recordRun(
  runs: readonly {
    readonly file: string;
    readonly source?: string;
    readonly notRun?: string;
    readonly interrupted?: boolean;
    readonly results: readonly { readonly ok: boolean; readonly skipped?: boolean }[];
  }[],
  cwd: string = process.cwd(),
): Promise<string | null> {
  try {
    await writeLastRun(
      {
        // A data row's run is recorded by its script file (`source`): a rerun runs all its rows.
        ran: runs.map((r) => r.source ?? r.file),
        failed: runs
          .filter((r) => r.notRun === undefined && r.results.some((l) => !l.ok && l.skipped !== true))
          .map((r) => r.source ?? r.file),
        // Cut off by an interrupt: it did not finish, so the next --last-failed runs it.
        notRun: runs
          .filter((r) => r.notRun !== undefined || r.interrupted === true)
          .map((r) => r.source ?? r.file),
      },
      cwd,
    );
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
