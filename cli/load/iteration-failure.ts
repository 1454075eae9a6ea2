// Why an iteration of a script failed, as a kind for the error table: the rejection code of a
// command, an assertion, or a step that did not do what the script expected.
import type { LineResult } from '../script/run-script.ts';
import type { IterationFailure } from './load-engine.ts';

/** The first line that failed (the lines after it were skipped), or null when every line held. */
export function iterationFailure(results: readonly LineResult[]): IterationFailure | null {
  const first = results.find((r) => !r.ok && r.skipped !== true);
  if (first === undefined) {
    // Every line skipped and none failed cannot come from runScript; still not a pass.
    return results.some((r) => !r.ok)
      ? { kind: 'not run', example: `${results[0]?.script ?? 'script'}: no line ran` }
      : null;
  }
  const where = `${first.script}:${first.line} ${first.type}`;
  const why = first.failure ?? 'failed';
  if (first.type === 'assert') return { kind: 'assertion failed', example: `${where}: ${why}` };
  if (first.rejection !== undefined)
    return { kind: `rejected ${first.rejection.code}`, example: `${where}: ${why}` };
  return { kind: 'expectation failed', example: `${where}: ${why}` };
}
