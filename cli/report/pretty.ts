// The terminal reporter: each script as a block (its mark, file and counts, then one line per
// step: ✓ passed, ✗ failed, - skipped, ! cut off by an interrupt), the rejection code beside the Korean message (after the
// fault that caused it, when one was injected), the summary of scripts and steps, then a recap of
// every failure so none scrolls out of sight.
import { said } from '../script/line-verdicts.ts';
import type { LineResult } from '../script/run-script.ts';
import { injectedText } from './injected-faults.ts';
import { type ReportedScript, stepTime } from './reported-script.ts';
import type { Summary } from './summary.ts';

/** The terminal shows a step's time only when it is slow: QA looks for what held a run up. */
export const SLOW_STEP_MS = 1000;

const INDENT = '      ';

/** A failure may span lines (a cassette miss and its nearest recording): continue them indented. */
const continued = (text: string) => text.replace(/\n/g, `\n${INDENT}`);

function ownText(result: LineResult): string {
  if (result.failure !== undefined) return continued(result.failure);
  if (result.rejection === undefined) return '';
  const verb = result.outcome === 'needs-confirmation' ? 'asked to confirm' : 'rejected';
  return `${verb} ${said(result.rejection)}`;
}

/** What the step met, an injected fault named first: what follows is what the fault caused. */
function stepText(result: LineResult): string {
  if (result.interrupted === true) return 'interrupted';
  if (result.skipped === true) return 'skipped';
  const injected = injectedText(result.injected);
  const own = ownText(result);
  if (injected === null) return own;
  return own === '' ? injected : `${injected}: ${own}`;
}

const markOf = (result: LineResult) =>
  result.interrupted === true ? '!' : result.skipped === true ? '-' : result.ok ? '✓' : '✗';

/** `(1.25 s)` after a step that took at least `slowerThanMs`; nothing for a faster or untimed one. */
function timing(result: LineResult, slowerThanMs: number): string {
  const ms = result.durationMs;
  return ms === undefined || ms < slowerThanMs ? '' : ` (${stepTime(ms)})`;
}

export function prettyStep(result: LineResult, slowerThanMs = SLOW_STEP_MS): string {
  const text = stepText(result);
  return `${markOf(result)} line ${result.line} ${result.type}${timing(result, slowerThanMs)}${text === '' ? '' : `: ${text}`}`;
}

/** One step on its own line, named by script and line (`jumun order` prints its steps so). */
export function prettyLine(result: LineResult): string {
  const text = stepText(result);
  return `${markOf(result)} ${result.script}:${result.line} ${result.type}${text === '' ? '' : `: ${text}`}`;
}

export function prettyScript(file: string, results: readonly LineResult[], seconds: number): string {
  return prettyRun({ file, results, seconds });
}

/** A script's block; a flaky one says on which attempt it passed, a traced one where its trace is. */
export function prettyRun(run: ReportedScript): string {
  const { file, results, seconds } = run;
  const failed = results.filter((r) => !r.ok && r.skipped !== true).length;
  const skipped = results.filter((r) => r.skipped === true).length;
  const steps = `${results.length} step${results.length === 1 ? '' : 's'}`;
  const attempts = run.attempts ?? 1;
  const flaky = run.flaky === true ? ` · flaky: passed on attempt ${attempts}` : '';
  const retried = run.flaky !== true && attempts > 1 ? ` · failed ${attempts} attempts` : '';
  const cutAt = results.find((r) => r.interrupted === true);
  const head =
    run.interrupted === true
      ? `! ${file} (${steps}: interrupted${cutAt === undefined ? '' : ` at line ${cutAt.line}`}, ${seconds.toFixed(2)} s)`
      : skipped === results.length
        ? `- ${file} (${steps}, not run${run.notRun === 'bail' ? ': --bail' : run.notRun === 'interrupted' ? ': interrupted' : ''})`
        : failed === 0
          ? `✓ ${file} (${steps}, ${seconds.toFixed(2)} s)${flaky}`
          : `✗ ${file} (${steps}: ${failed} failed, ${skipped} skipped, ${seconds.toFixed(2)} s)${retried}`;
  const earlier = (run.failedAttempts ?? []).map(
    (why, i) => `  ↻ attempt ${i + 1} failed at ${continued(why)}`,
  );
  const trace = run.trace === undefined ? [] : [`  trace: ${run.trace}`];
  return [head, ...earlier, ...results.map((r) => `  ${prettyStep(r)}`), ...trace].join('\n');
}

/** The counts; after an interrupt, a line saying so and what --last-failed will run. */
export function prettySummary(summary: Summary): string {
  const { scripts } = summary;
  const interrupted = scripts.interrupted ?? 0;
  const notRun = scripts.total - scripts.passed - scripts.failed - interrupted;
  const flaky = scripts.flaky ?? 0;
  const scriptCounts = `${scripts.passed} passed${flaky > 0 ? ` (${flaky} flaky)` : ''}, ${scripts.failed} failed${interrupted > 0 ? `, ${interrupted} interrupted` : ''}${notRun > 0 ? `, ${notRun} not run` : ''}`;
  const counts = `scripts: ${scriptCounts} · steps: ${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped`;
  if (summary.interrupted === undefined) return counts;
  const unfinished = interrupted + notRun;
  return `${counts}\ninterrupted (${summary.interrupted}): ${unfinished === 1 ? '1 script' : `${unfinished} scripts`} did not finish; --last-failed runs them`;
}

/** Every failed step with its script, or null when none failed. */
export function prettyRecap(results: readonly LineResult[]): string | null {
  const failed = results.filter((r) => !r.ok && r.skipped !== true);
  if (failed.length === 0) return null;
  const lines = failed.map((r) => `  ✗ ${r.script} line ${r.line} ${r.type}: ${stepText(r)}`);
  return [`${failed.length === 1 ? '1 failure' : `${failed.length} failures`}:`, ...lines].join('\n');
}
