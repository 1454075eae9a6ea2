// Output of a run: any of pretty blocks (with a progress bar on a terminal's stderr), NDJSON
// events, JUnit XML and an HTML page, each to a file or (at most one) to stdout.
// Pretty prints whole script by whole script, in the order the scripts were given, however many
// run at once: a finished script waits until every script before it has been printed. NDJSON
// streams: each event is written as it happens, in the order things finish, each naming its
// script and index (see cli/report/ndjson-events.ts). JUnit and HTML are written at the end, an
// interrupted run's too: every report of it is whole, and says it was interrupted.
import { redactJson, redactText } from '../../adapters/redact/redact.ts';
import type { ReporterName, ReporterSpec } from '../flags/flag-checks.ts';
import { htmlReport } from '../report/html.ts';
import { junitReport } from '../report/junit.ts';
import {
  errorEvent,
  type RunFacts,
  scriptEndEvent,
  scriptStartEvent,
  stepEvent,
  summaryEvent,
} from '../report/ndjson-events.ts';
import { prettyRecap, prettyRun, prettySummary } from '../report/pretty.ts';
import { type OutStream, progressBar } from '../report/progress-bar.ts';
import type { Interrupt, ReportedScript, RunError } from '../report/reported-script.ts';
import { type Summary, summarise } from '../report/summary.ts';
import type { LineResult } from '../script/run-script.ts';
import { prettyTraces } from '../trace/pretty-traces.ts';
import type { ScriptRun } from './run-scripts.ts';
import type { Shard } from './shard.ts';

export type { ReporterName, ReporterSpec };

export interface RunIo {
  readonly stdout: OutStream;
  readonly stderr: OutStream;
}

/** A reporter's file, opened for writing (the run opens them before it starts). */
export interface ReportFile extends OutStream {
  close(): void;
}

export interface RunReport {
  /** The script at `index` (its place in the run) starts. */
  scriptStart(index: number, file: string): void;
  /** A step of the script at `index` has finished, or was skipped. */
  step(index: number, result: LineResult): void;
  /** The script at `index` has finished. */
  script(index: number, run: ScriptRun): void;
  /**
   * Writes what is left, the summary and the recap of failures; closes the files. After an
   * interrupt, every report is still whole: the run said interrupted, by `interrupt`.
   */
  finish(runs: readonly ScriptRun[], errors?: readonly RunError[], interrupt?: Interrupt | null): Summary;
}

interface Reporter {
  scriptStart(index: number, file: string): void;
  step(index: number, result: LineResult): void;
  script(index: number, run: ScriptRun): void;
  finish(runs: readonly ScriptRun[], errors: readonly RunError[], summary: Summary): void;
}

/** What a report shows of a run, with its secrets redacted before any markup is made of it. */
function reported(run: ScriptRun): ReportedScript {
  return redactJson({
    file: run.file,
    results: run.results,
    seconds: run.seconds,
    ...(run.attempts === undefined ? {} : { attempts: run.attempts }),
    ...(run.flaky === undefined ? {} : { flaky: run.flaky }),
    ...(run.trace === undefined ? {} : { trace: run.trace }),
    ...(run.failedAttempts === undefined ? {} : { failedAttempts: run.failedAttempts }),
    ...(run.notRun === undefined ? {} : { notRun: run.notRun }),
    ...(run.interrupted === undefined ? {} : { interrupted: run.interrupted }),
  });
}

function prettyReporter(write: (s: string) => void): Reporter {
  const line = (s: string) => write(`${redactText(s)}\n`);
  const waiting = new Map<number, ScriptRun>();
  let printed = 0;
  const printReady = () => {
    for (let run = waiting.get(printed); run !== undefined; run = waiting.get(printed)) {
      waiting.delete(printed);
      line(prettyRun(run));
      printed++;
    }
  };
  return {
    scriptStart() {},
    step() {},
    script(index, run) {
      waiting.set(index, run);
      printReady();
    },
    finish(runs, _errors, summary) {
      runs.forEach((run, index) => {
        if (index >= printed && !waiting.has(index)) waiting.set(index, run);
      });
      printReady();
      line(prettySummary(summary));
      const recap = prettyRecap(runs.flatMap((r) => r.results));
      if (recap !== null) line(recap);
      const traces = prettyTraces(runs.flatMap((r) => (r.trace === undefined ? [] : [r.trace])));
      if (traces !== null) line(traces);
    },
  };
}

function ndjsonReporter(write: (s: string) => void, facts: RunFacts): Reporter {
  const event = (e: object) => write(`${JSON.stringify(redactJson(e))}\n`);
  // Per script: the steps of its current attempt written so far (a retry starts again at line 1).
  const streamed = new Map<number, { lastLine: number; count: number }>();
  const step = (index: number, result: LineResult) => {
    const before = streamed.get(index);
    const again = before !== undefined && result.line <= before.lastLine;
    streamed.set(index, {
      lastLine: result.line,
      count: again || before === undefined ? 1 : before.count + 1,
    });
    event(stepEvent(index, result));
  };
  const ended = new Set<number>();
  const end = (index: number, run: ScriptRun) => {
    // Steps nobody streamed (a caller that only hands whole scripts) are written before the end.
    for (const result of run.results.slice(streamed.get(index)?.count ?? 0)) step(index, result);
    event(scriptEndEvent(index, run));
    ended.add(index);
  };
  return {
    scriptStart: (index, file) => event(scriptStartEvent(index, file)),
    step,
    script: end,
    finish(runs, errors, summary) {
      runs.forEach((run, index) => {
        if (!ended.has(index)) end(index, run);
      });
      for (const error of errors) event(errorEvent(error));
      event(summaryEvent(summary, Object.fromEntries(runs.map((r) => [r.file, r.projections])), facts));
    },
  };
}

function atEnd(render: (runs: readonly ReportedScript[], errors: readonly RunError[], s: Summary) => string) {
  return (write: (s: string) => void): Reporter => ({
    scriptStart() {},
    step() {},
    script() {},
    finish: (runs, errors, summary) => write(render(runs.map(reported), redactJson([...errors]), summary)),
  });
}

export interface ReportOptions {
  /** Opens a reporter's file; the run opens them before it starts, so a bad path stops it there. */
  readonly files?: ReadonlyMap<string, ReportFile>;
  /** How the HTML page links a trace file (relative to where the page is). */
  readonly traceHref?: (trace: string, page: string | null) => string;
  /** `--shard i/n`: the NDJSON summary says which part of the suite the run was. */
  readonly shard?: Shard | null;
}

export function reportRun(
  specs: readonly ReporterSpec[],
  total: number,
  io: RunIo,
  options: ReportOptions = {},
): RunReport {
  const reporters = specs.map((spec): Reporter => {
    const out = spec.file === null ? io.stdout : options.files?.get(spec.file);
    if (out === undefined) throw new Error(`the file of ${spec.name}:${spec.file} was not opened`);
    const write = (s: string) => out.write(s);
    switch (spec.name) {
      case 'pretty':
        return prettyReporter(write);
      case 'json':
        return ndjsonReporter(write, { shard: options.shard ?? null });
      case 'junit':
        return atEnd((runs, errors, summary) =>
          junitReport(
            runs,
            errors,
            summary.interrupted === undefined ? {} : { interrupted: summary.interrupted },
          ),
        )(write);
      case 'html':
        return atEnd((scripts, errors, summary) =>
          htmlReport({
            scripts,
            errors,
            summary,
            traceHref: (trace) => options.traceHref?.(trace, spec.file) ?? trace,
          }),
        )(write);
      default: {
        const never: never = spec.name;
        return never;
      }
    }
  });
  // The bar on stderr, for a terminal that would otherwise see nothing until the end.
  const quietStdout = specs.every((s) => s.file !== null || s.name === 'pretty');
  const bar = io.stderr.isTTY === true && total > 1 && quietStdout ? progressBar(io.stderr, total) : null;
  let done = 0;
  // Every write clears the bar first and draws it after, so it never holds a result line.
  const each = (f: (r: Reporter) => void) => {
    bar?.clear();
    for (const r of reporters) f(r);
  };

  bar?.draw(0);
  return {
    scriptStart(index, file) {
      each((r) => r.scriptStart(index, file));
      bar?.draw(done);
    },
    step(index, result) {
      each((r) => r.step(index, result));
      bar?.draw(done);
    },
    script(index, run) {
      done++;
      each((r) => r.script(index, run));
      bar?.draw(done);
    },
    finish(runs, errors = [], interrupt = null) {
      const counted = summarise(runs.flatMap((r) => r.results));
      const flaky = runs.filter((r) => r.flaky === true).length;
      const cut = runs.filter((r) => r.interrupted === true).length;
      const summary: Summary = {
        ...counted,
        scripts: {
          ...counted.scripts,
          ...(flaky === 0 ? {} : { flaky }),
          ...(cut === 0 ? {} : { interrupted: cut }),
        },
        ...(interrupt === null ? {} : { interrupted: interrupt }),
      };
      each((r) => r.finish(runs, errors, summary));
      for (const file of options.files?.values() ?? []) file.close();
      return summary;
    },
  };
}

/** A run refused before it started: JUnit, NDJSON and HTML still say why, for CI to read. */
export function reportRefusal(
  specs: readonly ReporterSpec[],
  errors: readonly RunError[],
  io: RunIo,
  options: ReportOptions = {},
): void {
  const quiet = specs.filter((s) => s.name !== 'pretty');
  // finish closes every file, those of the pretty reporters too (they stay empty).
  reportRun(quiet, 0, io, options).finish([], errors);
}
