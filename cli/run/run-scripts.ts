// Runs many scripts, N at a time, each in its own session; reports as each script finishes.
// When a script fails on a live gateway, the gateway is probed: if it stopped answering, the
// run stops there (scripts not yet started are reported as not run) and says so, rather than
// failing every remaining step one by one.
import type { Event } from '../../domain/events/events.ts';
import type { Clock } from '../../domain/ports/clock.ts';
import type { Projections } from '../../domain/projections/projections.ts';
import { type BuiltinSource, builtinSource, builtins } from '../script/builtins.ts';
import { type LineResult, runScript, skippedScript } from '../script/run-script.ts';
import type { LoadedScript } from './script-files.ts';
import { openSession } from './session.ts';
import type { Target } from './target.ts';

export interface ScriptRun {
  /** The script's name in reports: its file, with its data row when run per row (--data). */
  readonly file: string;
  /** The script file itself (the same as `file` unless run per data row). */
  readonly source?: string;
  readonly results: readonly LineResult[];
  readonly projections: Projections;
  readonly log: readonly Event[];
  readonly seconds: number;
  /** Why the gateway could not be reached when this script failed, if it could not. */
  readonly unreachable?: string;
}

export interface RunScriptsOptions {
  readonly concurrency: number;
  readonly clock: Clock;
  /** --now: fixes every script's clock, over the scripts' own clock lines. */
  readonly now?: number | null;
  readonly onScript: (run: ScriptRun, index: number) => void;
  /** Asked after a script failed: null when the gateway still answers, else why not. */
  readonly probe?: () => Promise<string | null>;
  /** {{run.id}} and {{unique.phone}}: one source per `jumun run`. */
  readonly builtins?: BuiltinSource;
}

export async function runScripts(
  scripts: readonly LoadedScript[],
  target: Target,
  options: RunScriptsOptions,
): Promise<ScriptRun[]> {
  const runs: ScriptRun[] = new Array(scripts.length);
  const source = options.builtins ?? builtinSource();
  let next = 0;
  let gone = false;
  async function worker(): Promise<void> {
    while (next < scripts.length) {
      const index = next++;
      const script = scripts[index];
      if (script === undefined) return;
      const started = performance.now();
      const fixedNow = options.now ?? script.now;
      const clock = fixedNow === null ? options.clock : { now: () => fixedNow };
      const session = openSession(target, script.file, { clock, fixedNow });
      const name = script.name ?? script.file;
      const variables = { ...script.variables, ...builtins(source, index) };
      const results = gone
        ? skippedScript(name, script.lines)
        : await runScript(name, script.lines, session, undefined, variables);
      const failed = !gone && results.some((r) => !r.ok);
      const unreachable = failed && options.probe !== undefined ? await options.probe() : null;
      if (unreachable !== null) gone = true;
      const run: ScriptRun = {
        file: name,
        ...(name === script.file ? {} : { source: script.file }),
        results,
        projections: session.store.projections(),
        log: session.store.log(),
        seconds: (performance.now() - started) / 1000,
        ...(unreachable === null ? {} : { unreachable }),
      };
      runs[index] = run;
      options.onScript(run, index);
    }
  }
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(options.concurrency, scripts.length)) }, worker),
  );
  return runs;
}
