// The JUnit XML reporter: one test case per script (a data row is a script of its own, its label
// in the name), timed, its steps with their times in <system-out>; a failed script's <failure>
// names the failing step, the rejection code and message and why it failed (type
// `injected-fault`, the fault named first, when a fault the run injected caused it). Retries take
// Surefire's form, which Jenkins, GitLab and GitHub's test reporters read: a flaky script is a
// passed test case with one <flakyFailure> per failed attempt, a script that failed every attempt
// has a <rerunFailure> per retry. A trace file is attached the way Jenkins' attachments read it
// ([[ATTACHMENT|path]] in <system-out>). A run that could not start (a bad script, an unreachable
// gateway) is an <error> test case, so a CI job always gets a report it can read; an interrupted
// run is a whole report too, its scripts cut off or never started <skipped> with why, and the
// suite's `interrupted` property naming the signal.
import { said } from '../script/line-verdicts.ts';
import type { LineResult } from '../script/run-script.ts';
import { injectedText } from './injected-faults.ts';
import { prettyStep } from './pretty.ts';
import {
  type Interrupt,
  notRunReason,
  type ReportedScript,
  type RunError,
  statusOf,
} from './reported-script.ts';

export type JunitScript = ReportedScript;

/** XML 1.0 allows neither most control characters nor lone surrogates, escaped or not. */
function xmlCharacters(s: string): string {
  let out = '';
  for (const ch of s) {
    const c = ch.codePointAt(0) ?? 0;
    const allowed =
      c === 0x9 ||
      c === 0xa ||
      c === 0xd ||
      (c >= 0x20 && c <= 0xd7ff) ||
      (c >= 0xe000 && c <= 0xfffd) ||
      c >= 0x10000;
    out += allowed ? ch : '\uFFFD';
  }
  return out;
}

export const xmlText = (s: string) =>
  xmlCharacters(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const xmlAttribute = (s: string) =>
  xmlText(s).replace(/"/g, '&quot;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;').replace(/\t/g, '&#9;');

const attributes = (pairs: Readonly<Record<string, string | number>>) =>
  Object.entries(pairs)
    .map(([k, v]) => ` ${k}="${xmlAttribute(String(v))}"`)
    .join('');

const CLASSNAME = 'jumun.run';
const seconds = (s: number) => s.toFixed(3);

function failureOf(failed: LineResult): string {
  const step = `line ${failed.line} ${failed.type}`;
  const injected = injectedText(failed.injected);
  const type = failed.cassetteMiss
    ? 'cassette-miss'
    : injected !== null
      ? 'injected-fault'
      : (failed.rejection?.code ?? (failed.type === 'assert' ? 'assert' : 'failed'));
  const why = failed.failure ?? 'failed';
  // A miss first: the rejection after it is only the app's word for a request nobody answered.
  const rejected = failed.rejection === undefined ? [] : [`rejected ${said(failed.rejection)}`];
  const body = [
    step,
    ...(injected === null ? [] : [injected]),
    ...(failed.cassetteMiss === true ? [why, ...rejected] : [...rejected, why]),
  ].join('\n');
  const message = `${step}: ${injected === null ? '' : `${injected}: `}${why.split('\n')[0] ?? ''}`;
  return `      <failure${attributes({ message, type })}>${xmlText(body)}</failure>\n`;
}

/** The earlier attempts of a retried script, in Surefire's elements. */
function retriesOf(script: ReportedScript): string {
  const attempts = script.attempts ?? 1;
  const element = script.flaky === true ? 'flakyFailure' : 'rerunFailure';
  // A flaky script's failed attempts are the ones before its last; a failed script's reruns are
  // the attempts after its first (its <failure> stands for that one).
  const numbers = Array.from({ length: attempts - 1 }, (_, i) => (script.flaky === true ? i + 1 : i + 2));
  return numbers
    .map((n) => {
      const why = script.flaky === true ? script.failedAttempts?.[n - 1] : undefined;
      const message = `attempt ${n} of ${attempts} failed${why === undefined ? '' : `: ${why}`}`;
      return `      <${element}${attributes({ message, type: 'retry' })}/>\n`;
    })
    .join('');
}

/** Names as given, the second of two equal ones with ` (2)`: a report reader keys test cases by name. */
function uniqueNames(scripts: readonly ReportedScript[]): string[] {
  const seen = new Map<string, number>();
  return scripts.map((s) => {
    const n = (seen.get(s.file) ?? 0) + 1;
    seen.set(s.file, n);
    return n === 1 ? s.file : `${s.file} (${n})`;
  });
}

/** The file a script came from: its name without a data row's ` [row …]` label. */
const fileOf = (name: string) => name.replace(/ \[row [^\]]*\]$/, '');

/** Why a script has no verdict: cut off by the interrupt, or never started. */
function skippedOf(script: ReportedScript, interrupt: Interrupt | undefined): string {
  const cutAt = script.results.find((r) => r.interrupted === true);
  const message =
    script.interrupted === true
      ? `interrupted${interrupt === undefined ? '' : ` (${interrupt})`}${cutAt === undefined ? '' : ` at line ${cutAt.line} ${cutAt.type}`}`
      : `not run${script.notRun === undefined ? '' : `: ${notRunReason(script.notRun, interrupt)}`}`;
  return `      <skipped${attributes({ message })}/>\n`;
}

function scriptCase(script: ReportedScript, name: string, interrupt: Interrupt | undefined): string {
  const status = statusOf(script);
  const failed = script.results.find((r) => !r.ok && r.skipped !== true);
  const head = `    <testcase${attributes({ classname: CLASSNAME, name, file: fileOf(script.file), time: seconds(script.seconds) })}>\n`;
  const verdict =
    status === 'interrupted' || status === 'not-run'
      ? skippedOf(script, interrupt)
      : failed !== undefined
        ? `${failureOf(failed)}${retriesOf(script)}`
        : retriesOf(script);
  // Every step's time: CI keeps this report, and a slow step is what a reader of it looks for.
  const steps = script.results.map((r) => prettyStep(r, 0));
  const attempts = script.attempts ?? 1;
  const notes = [
    ...(script.flaky === true ? [`flaky: passed on attempt ${attempts} of ${attempts}`] : []),
    ...(script.trace === undefined ? [] : [`trace: ${script.trace}`, `[[ATTACHMENT|${script.trace}]]`]),
  ];
  const out = `      <system-out>${xmlText([...steps, ...notes].join('\n'))}</system-out>\n`;
  // A retried script says so in properties too, which CI tools show beside the test case.
  const retried =
    attempts > 1
      ? `      <properties>\n        <property${attributes({ name: 'attempts', value: attempts })}/>\n${script.flaky === true ? `        <property${attributes({ name: 'flaky', value: 'true' })}/>\n` : ''}      </properties>\n`
      : '';
  return `${head}${retried}${verdict}${out}    </testcase>\n`;
}

function errorCase(error: RunError): string {
  const head = `    <testcase${attributes({ classname: CLASSNAME, name: error.name, time: seconds(0) })}>\n`;
  const firstLine = error.message.split('\n')[0] ?? '';
  return `${head}      <error${attributes({ message: firstLine, type: error.type })}>${xmlText(error.message)}</error>\n    </testcase>\n`;
}

/** What a report says of its run as a whole, beside its scripts: a CI tool shows a suite's properties. */
export interface JunitRunNotes {
  /** merge-reports with --allow-missing-shards: which shards are missing. */
  readonly partial?: string;
  /** The run was interrupted: by which signal (merged: which reports were). */
  readonly interrupted?: string;
}

/** The suite's properties: the run's notes, or nothing. */
function suiteProperties(notes: JunitRunNotes): string {
  const pairs = Object.entries(notes).filter(([, value]) => value !== undefined);
  if (pairs.length === 0) return '';
  const lines = pairs.map(([name, value]) => `      <property${attributes({ name, value })}/>\n`);
  return `    <properties>\n${lines.join('')}    </properties>\n`;
}

export function junitReport(
  scripts: readonly ReportedScript[],
  errors: readonly RunError[] = [],
  notes: JunitRunNotes = {},
): string {
  const statuses = scripts.map(statusOf);
  const counts = {
    tests: scripts.length + errors.length,
    failures: statuses.filter((s) => s === 'failed').length,
    errors: errors.length,
    skipped: statuses.filter((s) => s === 'not-run' || s === 'interrupted').length,
    time: seconds(scripts.reduce((sum, s) => sum + s.seconds, 0)),
  };
  const names = uniqueNames(scripts);
  const interrupt =
    notes.interrupted === 'SIGINT' || notes.interrupted === 'SIGTERM' ? notes.interrupted : undefined;
  const cases = [
    ...scripts.map((s, i) => scriptCase(s, names[i] ?? s.file, interrupt)),
    ...errors.map(errorCase),
  ].join('');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    `<testsuites${attributes({ name: 'jumun run', ...counts })}>\n`,
    `  <testsuite${attributes({ name: 'jumun run', ...counts })}>\n`,
    suiteProperties(notes),
    cases,
    '  </testsuite>\n',
    '</testsuites>\n',
  ].join('');
}
