// Output of a run: pretty blocks (with a progress bar on a terminal's stderr), NDJSON, or JUnit XML.
// Results go to stdout whole script by whole script, in the order the scripts were given, however
// many run at once: a finished script waits until every script before it has been printed.
import { redactText } from '../../adapters/redact/redact.ts';
import type { ReporterName } from '../commands/flag-checks.ts';
import { jsonLine, jsonSummary } from '../report/json.ts';
import { type JunitError, junitReport } from '../report/junit.ts';
import { prettyRecap, prettyScript, prettySummary } from '../report/pretty.ts';
import { type OutStream, progressBar } from '../report/progress-bar.ts';
import { type Summary, summarise } from '../report/summary.ts';
import type { ScriptRun } from './run-scripts.ts';

export type { ReporterName };

export interface RunIo {
  readonly stdout: OutStream;
  readonly stderr: OutStream;
}

export interface RunReport {
  /** The script at `index` (its place in the run) has finished. */
  script(index: number, run: ScriptRun): void;
  /** Prints what is left, the summary and the recap of failures. */
  finish(runs: readonly ScriptRun[], errors?: readonly JunitError[]): Summary;
}

export function reportRun(reporter: ReporterName, total: number, io: RunIo): RunReport {
  // Every line passes the redaction rules (adapters/redact/): no token, password or phone is printed.
  const write = (s: string) => io.stdout.write(`${redactText(s)}\n`);
  const bar =
    reporter === 'pretty' && io.stderr.isTTY === true && total > 1 ? progressBar(io.stderr, total) : null;
  const waiting = new Map<number, ScriptRun>();
  let printed = 0;
  let done = 0;

  const print = (run: ScriptRun) => {
    if (reporter === 'pretty') write(prettyScript(run.file, run.results, run.seconds, run));
    if (reporter === 'json') for (const result of run.results) write(jsonLine(result));
  };
  const printReady = () => {
    bar?.clear();
    for (let run = waiting.get(printed); run !== undefined; run = waiting.get(printed)) {
      waiting.delete(printed);
      print(run);
      printed++;
    }
  };

  bar?.draw(0);
  return {
    script(index, run) {
      waiting.set(index, run);
      done++;
      printReady();
      bar?.draw(done);
    },
    finish(runs, errors = []) {
      runs.forEach((run, index) => {
        if (index >= printed && !waiting.has(index)) waiting.set(index, run);
      });
      printReady();
      const all = runs.flatMap((r) => r.results);
      const flaky = runs.filter((r) => r.flaky === true).map((r) => r.file);
      const counted = summarise(all);
      const summary =
        flaky.length === 0 ? counted : { ...counted, scripts: { ...counted.scripts, flaky: flaky.length } };
      if (reporter === 'pretty') {
        write(prettySummary(summary));
        const recap = prettyRecap(all);
        if (recap !== null) write(recap);
      }
      if (reporter === 'json')
        write(jsonSummary(summary, Object.fromEntries(runs.map((r) => [r.file, r.projections])), flaky));
      if (reporter === 'junit') io.stdout.write(redactText(junitReport(runs, errors)));
      return summary;
    },
  };
}
