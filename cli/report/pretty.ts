// The terminal reporter: one line per script line with ✓/✗, the command, the Korean message of a
// rejection, why it failed, and the summary line `N passed, M failed`.
import type { LineResult } from '../script/run-script.ts';
import type { Summary } from './summary.ts';

export function prettyLine(result: LineResult): string {
  const mark = result.ok ? '✓' : '✗';
  const where = `${result.script}:${result.line}`;
  const said = result.rejection === undefined ? '' : ` — ${result.rejection.message.replace(/\n/g, ' ')}`;
  const why = result.failure === undefined ? '' : `\n    ${result.failure}`;
  return `${mark} ${where} ${result.type}${said}${why}`;
}

export function prettySummary(summary: Summary): string {
  return `${summary.passed} passed, ${summary.failed} failed`;
}
