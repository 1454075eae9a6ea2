// Runs many scripts, N at a time, each in its own session; reports as each script finishes.
import type { Event } from '../../domain/events/events.ts';
import type { Clock } from '../../domain/ports/clock.ts';
import type { Projections } from '../../domain/projections/projections.ts';
import { type LineResult, runScript } from '../script/run-script.ts';
import type { LoadedScript } from './script-files.ts';
import { openSession } from './session.ts';
import type { Target } from './target.ts';

export interface ScriptRun {
  readonly file: string;
  readonly results: readonly LineResult[];
  readonly projections: Projections;
  readonly log: readonly Event[];
  readonly seconds: number;
}

export async function runScripts(
  scripts: readonly LoadedScript[],
  target: Target,
  options: {
    readonly concurrency: number;
    readonly clock: Clock;
    /** --now: fixes every script's clock, over the scripts' own clock lines. */
    readonly now?: number | null;
    readonly onScript: (run: ScriptRun) => void;
  },
): Promise<ScriptRun[]> {
  const runs: ScriptRun[] = new Array(scripts.length);
  let next = 0;
  async function worker(): Promise<void> {
    while (next < scripts.length) {
      const index = next++;
      const script = scripts[index];
      if (script === undefined) return;
      const started = performance.now();
      const fixedNow = options.now ?? script.now;
      const clock = fixedNow === null ? options.clock : { now: () => fixedNow };
      const session = openSession(target, script.file, { clock, fixedNow });
      const results = await runScript(script.file, script.lines, session);
      const run: ScriptRun = {
        file: script.file,
        results,
        projections: session.store.projections(),
        log: session.store.log(),
        seconds: (performance.now() - started) / 1000,
      };
      runs[index] = run;
      options.onScript(run);
    }
  }
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(options.concurrency, scripts.length)) }, worker),
  );
  return runs;
}
