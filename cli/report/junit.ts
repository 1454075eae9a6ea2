// The JUnit XML reporter: a test suite per script, a test case per script line.
import type { LineResult } from '../script/run-script.ts';

const escapeXml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

export function junitReport(
  results: readonly LineResult[],
  seconds: Readonly<Record<string, number>>,
): string {
  const scripts = [...new Set(results.map((r) => r.script))];
  const suites = scripts.map((script) => {
    const cases = results.filter((r) => r.script === script);
    const failures = cases.filter((r) => !r.ok).length;
    const body = cases
      .map((r) => {
        const name = escapeXml(`line ${r.line}: ${r.type}`);
        const failure = r.ok ? '' : `<failure message="${escapeXml(r.failure ?? 'failed')}"/>`;
        return `    <testcase classname="${escapeXml(script)}" name="${name}">${failure}</testcase>`;
      })
      .join('\n');
    return `  <testsuite name="${escapeXml(script)}" tests="${cases.length}" failures="${failures}" time="${(seconds[script] ?? 0).toFixed(3)}">\n${body}\n  </testsuite>`;
  });
  const total = results.length;
  const failed = results.filter((r) => !r.ok).length;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites tests="${total}" failures="${failed}">\n${suites.join('\n')}\n</testsuites>\n`;
}
