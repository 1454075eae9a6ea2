// The counts of a run: steps (script lines) passed, failed and skipped, and scripts passed and
// failed (a script passes when every one of its lines did; one never started counts as not run;
// the runner adds those cut off by an interrupt, and the interrupt).
import type { LineResult } from '../script/run-script.ts';
import type { Interrupt } from './reported-script.ts';

export interface Summary {
  /** Steps. */
  readonly passed: number;
  readonly failed: number;
  readonly skipped: number;
  readonly scripts: {
    readonly total: number;
    readonly passed: number;
    readonly failed: number;
    /** Of the passed, those that passed only on a retry (`jumun run --retries`). */
    readonly flaky?: number;
    /** Cut off while they ran by an interrupt; neither passed nor failed. */
    readonly interrupted?: number;
  };
  /** The run was interrupted (Ctrl+C, or SIGTERM): what ran is reported, the rest not run. */
  readonly interrupted?: Interrupt;
}

export function summarise(results: readonly LineResult[]): Summary {
  const byScript = new Map<string, LineResult[]>();
  for (const r of results) byScript.set(r.script, [...(byScript.get(r.script) ?? []), r]);
  const scripts = [...byScript.values()];
  const skipped = results.filter((r) => r.skipped === true).length;
  const failed = results.filter((r) => !r.ok && r.skipped !== true).length;
  return {
    passed: results.length - failed - skipped,
    failed,
    skipped,
    scripts: {
      total: scripts.length,
      passed: scripts.filter((lines) => lines.every((r) => r.ok)).length,
      failed: scripts.filter((lines) => lines.some((r) => !r.ok && r.skipped !== true)).length,
    },
  };
}
