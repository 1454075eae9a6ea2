// Runs many scripts, N at a time, each in its own session; reports as each script finishes.
// When a script fails on a live gateway, the gateway is probed: if it stopped answering, the
// run stops there (scripts not yet started are reported as not run) and says so, rather than
// failing every remaining step one by one. --bail N stops starting scripts once N have failed
// (those running finish); --retries N runs a failed script again, each time in a fresh session
// (a replay from its cassette's start), and a script that passes on a retry is flaky. An
// interrupt (Ctrl+C) starts no more scripts and cuts off those running, at once: the run ends
// with what it has, for the reports to say so, rather than wait out a slow gateway.
import type { Event } from '../../domain/events/events.ts';
import type { Clock } from '../../domain/ports/clock.ts';
import type { Projections } from '../../domain/projections/projections.ts';
import type { ReportedScript } from '../report/reported-script.ts';
import { type BuiltinSource, builtinSource, builtins } from '../script/builtins.ts';
import { type LineResult, runScript, skippedScript } from '../script/run-script.ts';
import type { ScriptLine } from '../script/script-line.ts';
import type { Target } from '../target/target.ts';
import { traceScript } from '../trace/script-tracer.ts';
import type { TraceOptions } from '../trace/trace-flags.ts';
import { withScriptFaults } from './script-faults.ts';
import type { LoadedScript } from './script-files.ts';
import { openSession } from './session.ts';

/** A finished script as the reporters see it (its name, steps, time, retries, trace), and its state. */
export interface ScriptRun extends ReportedScript {
  /** The script file itself (the same as `file` unless run per data row). */
  readonly source?: string;
  readonly projections: Projections;
  readonly log: readonly Event[];
  /** Why the gateway could not be reached when this script failed, if it could not. */
  readonly unreachable?: string;
  /** It failed, then passed on a retry. */
  readonly flaky?: true;
}

export interface RunScriptsOptions {
  readonly concurrency: number;
  readonly clock: Clock;
  /** --now: fixes every script's clock, over the scripts' own clock lines. */
  readonly now?: number | null;
  readonly onScript: (run: ScriptRun, index: number) => void;
  /** The script at `index` starts (reporters that stream say so). */
  readonly onScriptStart?: (index: number, file: string) => void;
  /** A step of the script at `index` has finished (or was skipped). */
  readonly onStep?: (index: number, result: LineResult) => void;
  /** Asked after a script failed: null when the gateway still answers, else why not. */
  readonly probe?: () => Promise<string | null>;
  /** --trace and --trace-dir; no tracing at all when absent or off. */
  readonly trace?: TraceOptions;
  /** {{run.id}} and {{unique.phone}}: one source per `jumun run`. */
  readonly builtins?: BuiltinSource;
  /** Start no script once this many have failed (flaky ones passed); none: run them all. */
  readonly bail?: number | null;
  /** Runs of a failed script after its first (0: none). */
  readonly retries?: number;
  /**
   * Aborted by an interrupt (Ctrl+C): no script starts after it, and each one running is cut off
   * at once (its steps so far kept, the one running marked interrupted, the rest not run).
   */
  readonly interrupt?: AbortSignal;
}

const failedIn = (results: readonly LineResult[]) => results.some((r) => !r.ok && r.skipped !== true);

function firstFailure(results: readonly LineResult[]): string {
  const failed = results.find((r) => !r.ok && r.skipped !== true);
  return failed === undefined
    ? 'failed'
    : `line ${failed.line} ${failed.type}: ${(failed.failure ?? 'failed').split('\n')[0] ?? ''}`;
}

/** A script's steps up to the one an interrupt cut off, that one marked, the rest not run. */
export function cutOff(
  script: string,
  lines: readonly ScriptLine[],
  done: readonly LineResult[],
): LineResult[] {
  const [running, ...rest] = skippedScript(script, lines.slice(done.length));
  return [...done, ...(running === undefined ? [] : [{ ...running, interrupted: true as const }]), ...rest];
}

/** Resolves when `signal` aborts (at once if it has); never without one. */
function aborted(signal: AbortSignal | undefined): Promise<'interrupted'> | null {
  if (signal === undefined) return null;
  return new Promise((resolve) => {
    if (signal.aborted) resolve('interrupted');
    else signal.addEventListener('abort', () => resolve('interrupted'), { once: true });
  });
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
  let failures = 0;
  const bailed = () => options.bail != null && failures >= options.bail;
  const interrupted = () => options.interrupt?.aborted === true;
  const whenInterrupted = aborted(options.interrupt);
  async function worker(): Promise<void> {
    while (next < scripts.length) {
      const index = next++;
      const script = scripts[index];
      if (script === undefined) return;
      const started = performance.now();
      const fixedNow = options.now ?? script.now;
      const clock = fixedNow === null ? options.clock : { now: () => fixedNow };
      const notRun = interrupted() ? 'interrupted' : gone ? 'unreachable' : bailed() ? 'bail' : null;
      const name = script.name ?? script.file;
      // Each run of the script (a retry too) its own built-ins: a fresh phone in a fresh session.
      const variables = () => ({ ...script.variables, ...builtins(source, index) });
      options.onScriptStart?.(index, name);
      const onStep = (result: LineResult) => options.onStep?.(index, result);
      // Each attempt in a session of its own, traced on its own (retried: numbered).
      const tracing = options.trace !== undefined && options.trace.mode !== 'off' ? options.trace : null;
      const open = (attempt: number) => {
        const tracer =
          tracing === null
            ? null
            : traceScript(script, {
                ...tracing,
                ...(script.row === undefined ? {} : { row: script.row }),
                ...((options.retries ?? 0) > 0 ? { attempt } : {}),
              });
        // The script's own faults (its `# faults:` header) inside the trace, which names them.
        const own = withScriptFaults(target, script.faults);
        const opened = openSession(tracer?.target(own) ?? own, script.file, { clock, fixedNow });
        tracer?.watch(opened.store);
        const onLine = (result: LineResult) => {
          tracer?.onLine(result);
          onStep(result);
        };
        return { session: opened, tracer, onLine };
      };
      let cut = false;
      /** One attempt, unless an interrupt cuts it off: then at once, the attempt left to itself. */
      const attempt = async (): Promise<LineResult[]> => {
        const done: LineResult[] = [];
        let over = false;
        const running = runScript(
          name,
          script.lines,
          session,
          (result) => {
            if (over) return;
            done.push(result);
            onLine(result);
          },
          variables(),
        );
        const ended =
          whenInterrupted === null ? await running : await Promise.race([running, whenInterrupted]);
        if (ended !== 'interrupted') return ended;
        // Its request in flight is abandoned, not awaited: the process ends once the reports are out.
        over = true;
        cut = true;
        running.catch(() => {});
        const results = cutOff(name, script.lines, done);
        for (const result of results.slice(done.length)) onLine(result);
        return results;
      };
      let { session, tracer, onLine } = open(1);
      let results = notRun !== null ? skippedScript(name, script.lines) : await attempt();
      if (notRun !== null) for (const result of results) onStep(result);
      let attempts = notRun === null ? 1 : 0;
      // A failed attempt's trace stays when a retry passes (trace-files.ts): it is the script's.
      let trace = notRun === null ? await tracer?.finish(results) : undefined;
      const failedAttempts: string[] = [];
      let unreachable: string | null = null;
      for (;;) {
        if (notRun !== null || cut || !failedIn(results)) break;
        unreachable = options.probe === undefined ? null : await options.probe();
        if (unreachable !== null) {
          gone = true;
          break;
        }
        // A replay that missed its cassette misses it again: a retry cannot make it pass.
        if (attempts > (options.retries ?? 0) || results.some((r) => r.cassetteMiss === true)) break;
        // Interrupted: what failed stays failed, and is not tried again.
        if (interrupted()) break;
        failedAttempts.push(firstFailure(results));
        attempts++;
        ({ session, tracer, onLine } = open(attempts));
        results = await attempt();
        trace = (await tracer?.finish(results)) ?? trace;
      }
      const failed = !cut && failedIn(results);
      if (failed) failures++;
      const run: ScriptRun = {
        file: name,
        ...(name === script.file ? {} : { source: script.file }),
        results,
        projections: session.store.projections(),
        log: session.store.log(),
        seconds: (performance.now() - started) / 1000,
        attempts,
        ...(unreachable === null ? {} : { unreachable }),
        ...(!failed && failedAttempts.length > 0 ? { flaky: true as const } : {}),
        ...(failedAttempts.length > 0 ? { failedAttempts } : {}),
        ...(notRun === null ? {} : { notRun }),
        ...(cut ? { interrupted: true } : {}),
        ...(trace === undefined ? {} : { trace }),
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
