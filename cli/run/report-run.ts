// Output of a run: pretty lines (with a progress bar on a terminal), NDJSON, or JUnit XML.
import { MultiBar } from 'cli-progress';
import { redactText } from '../../adapters/redact/redact.ts';
import { jsonLine, jsonSummary } from '../report/json.ts';
import { junitReport } from '../report/junit.ts';
import { prettyLine, prettySummary } from '../report/pretty.ts';
import { summarise } from '../report/summary.ts';
import type { ScriptRun } from './run-scripts.ts';

export interface RunReport {
  script(run: ScriptRun): void;
  /** Prints the summary; true when a line failed. */
  finish(runs: readonly ScriptRun[]): boolean;
}

export function reportRun(reporter: 'pretty' | 'json' | 'junit', total: number): RunReport {
  // Every line passes the redaction rules (adapters/redact/): no token, password or phone is printed.
  const write = (s: string) => process.stdout.write(`${redactText(s)}\n`);
  // On a terminal a progress bar runs below the lines (MultiBar.log prints above it); piped output
  // gets plain lines only.
  const bars =
    reporter === 'pretty' && process.stderr.isTTY && total > 1
      ? new MultiBar({
          format: '{bar} {value}/{total} scripts',
          stream: process.stderr,
          clearOnComplete: true,
        })
      : null;
  const bar = bars?.create(total, 0) ?? null;
  const line = (s: string) => (bars === null ? write(s) : bars.log(`${redactText(s)}\n`));
  return {
    script(run) {
      if (reporter === 'pretty') for (const result of run.results) line(prettyLine(result));
      if (reporter === 'json') for (const result of run.results) write(jsonLine(result));
      bar?.increment();
    },
    finish(runs) {
      bars?.stop();
      const all = runs.flatMap((r) => r.results);
      const summary = summarise(all);
      if (reporter === 'pretty') write(prettySummary(summary));
      if (reporter === 'json')
        write(jsonSummary(summary, Object.fromEntries(runs.map((r) => [r.file, r.projections]))));
      if (reporter === 'junit') {
        process.stdout.write(
          redactText(junitReport(all, Object.fromEntries(runs.map((r) => [r.file, r.seconds])))),
        );
      }
      return summary.failed > 0;
    },
  };
}
