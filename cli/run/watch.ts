// `jumun run --watch`: after the first run, runs again the scripts whose files change. The given
// files' directories and the given directories are watched (a directory rather than a file, since
// an editor that saves by replacing the file ends a watch on the file itself); events are
// gathered for a moment (an editor's save is often several) and then: a changed script reruns, a
// new script in a watched directory runs, a deleted one is dropped, each said on a line of its own.
// The selection flags and --shard still decide what runs (--last-failed only chose the first run).
// Ctrl+C (or SIGTERM) ends the watch with the exit code of the last run (one it interrupts
// finishes its reports first, and ends it interrupted).
import { type FSWatcher, watch } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { redactText } from '../../adapters/redact/redact.ts';
import { exitCodes } from '../exit.ts';
import type { ReporterSpec } from '../flags/flag-checks.ts';
import type { RunIo } from './report-run.ts';
import type { RunnerOptions } from './run-flags.ts';
import {
  dataFlagRefusal,
  decodeScripts,
  type LoadedScript,
  type LoadOptions,
  readScriptSources,
} from './script-files.ts';

/** How long events settle before a rerun. */
export const SETTLE_MS = 200;

export interface Rerun {
  readonly file: string;
  readonly why: 'changed' | 'new';
}

export interface WatchPlan {
  /** Scripts to run again, with why. */
  readonly rerun: readonly Rerun[];
  readonly dropped: readonly string[];
}

/** What a batch of file events means, given the script files before and after it. Pure. */
export function watchPlan(
  before: readonly string[],
  after: readonly string[],
  touched: ReadonlySet<string>,
): WatchPlan {
  const had = new Set(before);
  const has = new Set(after);
  return {
    rerun: after.flatMap((file): Rerun[] =>
      !had.has(file) ? [{ file, why: 'new' }] : touched.has(file) ? [{ file, why: 'changed' }] : [],
    ),
    dropped: before.filter((file) => !has.has(file)),
  };
}

/** The script files the paths name now: given files that exist, and the *.jsonl of directories. */
export async function scriptFilesOf(paths: readonly string[]): Promise<string[]> {
  const files: string[] = [];
  for (const path of paths) {
    try {
      const info = await stat(path);
      if (!info.isDirectory()) files.push(path);
      else
        for (const name of (await readdir(path)).filter((n) => n.endsWith('.jsonl')).sort())
          files.push(join(path, name));
    } catch {
      // gone: its scripts are dropped
    }
  }
  return files;
}

export async function watchRuns(
  paths: readonly string[],
  options: RunnerOptions & { readonly reporters: readonly ReporterSpec[] },
  firstCode: number,
  io: RunIo,
  /** --vars, --var and --data, for the scripts read again. */
  load: LoadOptions,
  run: (scripts: readonly LoadedScript[]) => Promise<number>,
): Promise<number> {
  // The watch's own lines go with the results for a person, out of the way of a machine's report.
  const machineOnStdout = options.reporters.some((r) => r.file === null && r.name !== 'pretty');
  const out = machineOnStdout ? io.stderr : io.stdout;
  const say = (line: string) => out.write(`${redactText(line)}\n`);
  let lastCode = firstCode;
  let files = await scriptFilesOf(paths);
  const byResolved = (file: string) => resolve(file);
  const given = new Set(paths.map(byResolved));
  const directories = new Set<string>();
  for (const path of paths) {
    const isDirectory = await stat(path).then(
      (s) => s.isDirectory(),
      () => false,
    );
    directories.add(isDirectory ? path : dirname(path));
  }

  const touched = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;

  const flush = async () => {
    const batch = new Set(touched);
    touched.clear();
    const now = await scriptFilesOf(paths);
    const resolvedBatch = new Set([...batch].map(byResolved));
    const plan = watchPlan(files, now, new Set(now.filter((f) => resolvedBatch.has(byResolved(f)))));
    files = now;
    for (const file of plan.dropped) say(`- ${file} dropped (deleted)`);
    if (plan.rerun.length === 0) return;
    // The selection and the shard are over every script, then narrowed to those to rerun.
    const badScripts = (errors: readonly string[]) => {
      io.stderr.write(`jumun: bad script:\n  ${errors.join('\n  ')}\n`);
      lastCode = exitCodes.badInput;
      say('waiting for the next change');
    };
    const read = await readScriptSources(now.length === 0 ? paths : now);
    if (!read.ok) return badScripts(read.errors);
    const refused = dataFlagRefusal(read.sources, load.data);
    if (refused !== null) return badScripts([refused]);
    const { planRun } = await import('./plan-run.ts');
    const planned = await planRun(read.sources, { ...options, lastFailed: false }, load.data);
    const selected = new Set(planned.ok ? planned.planned.map((p) => p.source.file) : []);
    const chosen = plan.rerun.filter((r) => selected.has(r.file));
    for (const r of plan.rerun)
      say(
        selected.has(r.file)
          ? `↻ ${r.file} reruns (${r.why === 'new' ? 'new script' : 'changed'})`
          : `- ${r.file} ${r.why === 'new' ? 'is new' : 'changed'} but not selected`,
      );
    if (chosen.length === 0 || !planned.ok) return;
    const names = new Set(chosen.map((r) => r.file));
    const loaded = await decodeScripts(
      planned.planned.filter((p) => names.has(p.source.file)),
      load.given,
    );
    if (!loaded.ok) return badScripts(loaded.errors);
    lastCode = await run(loaded.scripts);
    say('waiting for the next change');
  };

  const schedule = () => {
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      if (running !== null) {
        again = true;
        return;
      }
      const loop = async () => {
        do {
          again = false;
          await flush();
        } while (again || touched.size > 0);
        running = null;
      };
      running = loop().catch((error: unknown) => {
        io.stderr.write(`jumun: ${error instanceof Error ? error.message : String(error)}\n`);
        running = null;
      });
    }, SETTLE_MS);
  };

  const watchers: FSWatcher[] = [];
  for (const directory of directories) {
    const watcher = watch(directory, (_event, name) => {
      if (name === null) return;
      const file = join(directory, name.toString());
      const resolved = byResolved(file);
      // A given file, or a script in a given directory.
      if (given.has(resolved) || (given.has(byResolved(directory)) && file.endsWith('.jsonl'))) {
        touched.add(file);
        schedule();
      }
    });
    watcher.on('error', (error) => io.stderr.write(`jumun: --watch ${directory}: ${error.message}\n`));
    watchers.push(watcher);
  }

  // Said once the watchers are in place, so a change made after this line is seen.
  say(`watching ${files.length === 1 ? '1 script' : `${files.length} scripts`} for changes (Ctrl+C to stop)`);

  return new Promise<number>((done) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      if (timer !== null) clearTimeout(timer);
      for (const w of watchers) w.close();
      // A rerun under way hears the interrupt too: it finishes its reports first, and its code
      // (interrupted) is the watch's.
      void (running ?? Promise.resolve()).then(() => done(lastCode));
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}
