// The JUnit XML reporter: one test case per script, timed, its steps in <system-out>; a failed
// script's <failure> names the failing step, the rejection code and message and why it failed.
// A run that could not start (a bad script, an unreachable gateway) is an <error> test case, so a
// CI job always gets a report it can read.
import { type LineResult, said } from '../script/run-script.ts';
import { prettyStep } from './pretty.ts';

export interface JunitScript {
  readonly file: string;
  readonly results: readonly LineResult[];
  readonly seconds: number;
  /** Runs of the script (`jumun run --retries`); flaky when a retry passed. */
  readonly attempts?: number;
  readonly flaky?: true;
  readonly notRun?: 'unreachable' | 'bail';
}

export interface JunitError {
  /** What could not be run: a script file, or "gateway". */
  readonly name: string;
  readonly type: 'bad-script' | 'unreachable' | 'bad-arguments';
  readonly message: string;
}

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
  const type = failed.cassetteMiss
    ? 'cassette-miss'
    : (failed.rejection?.code ?? (failed.type === 'assert' ? 'assert' : 'failed'));
  const why = failed.failure ?? 'failed';
  const body = [
    step,
    ...(failed.rejection === undefined ? [] : [`rejected ${said(failed.rejection)}`]),
    why,
  ].join('\n');
  const message = `${step}: ${why.split('\n')[0] ?? ''}`;
  return `      <failure${attributes({ message, type })}>${xmlText(body)}</failure>\n`;
}

function scriptCase(script: JunitScript): string {
  const failed = script.results.find((r) => !r.ok && r.skipped !== true);
  const notRun = script.results.every((r) => r.skipped === true);
  const head = `    <testcase${attributes({ classname: CLASSNAME, name: script.file, file: script.file, time: seconds(script.seconds) })}>\n`;
  const verdict =
    failed !== undefined
      ? failureOf(failed)
      : notRun
        ? `      <skipped${attributes({ message: script.notRun === 'bail' ? 'not run: --bail' : 'not run: the gateway stopped answering' })}/>\n`
        : '';
  // A retried script says so in properties, which CI tools show beside the test case.
  const retried =
    (script.attempts ?? 1) > 1
      ? `      <properties>\n        <property${attributes({ name: 'attempts', value: script.attempts ?? 1 })}/>\n${script.flaky === true ? `        <property${attributes({ name: 'flaky', value: 'true' })}/>\n` : ''}      </properties>\n`
      : '';
  const out = `      <system-out>${xmlText(script.results.map(prettyStep).join('\n'))}</system-out>\n`;
  return `${head}${retried}${verdict}${out}    </testcase>\n`;
}

function errorCase(error: JunitError): string {
  const head = `    <testcase${attributes({ classname: CLASSNAME, name: error.name, time: seconds(0) })}>\n`;
  const firstLine = error.message.split('\n')[0] ?? '';
  return `${head}      <error${attributes({ message: firstLine, type: error.type })}>${xmlText(error.message)}</error>\n    </testcase>\n`;
}

export function junitReport(scripts: readonly JunitScript[], errors: readonly JunitError[] = []): string {
  const failures = scripts.filter((s) => s.results.some((r) => !r.ok && r.skipped !== true)).length;
  const skipped = scripts.filter((s) => s.results.every((r) => r.skipped === true)).length;
  const counts = {
    tests: scripts.length + errors.length,
    failures,
    errors: errors.length,
    skipped,
    time: seconds(scripts.reduce((sum, s) => sum + s.seconds, 0)),
  };
  const cases = [...scripts.map(scriptCase), ...errors.map(errorCase)].join('');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    `<testsuites${attributes({ name: 'jumun run', ...counts })}>\n`,
    `  <testsuite${attributes({ name: 'jumun run', ...counts })}>\n`,
    cases,
    '  </testsuite>\n',
    '</testsuites>\n',
  ].join('');
}
