// What every reporter is given of a finished script: its name, its steps, its time, and what the
// runner adds when it has it (retries, a trace file). A run's ScriptRun is one; merge-reports
// rebuilds one from an NDJSON stream.
import type { LineResult } from '../script/run-script.ts';

export interface ReportedScript {
  /** The script's name as run: its path, with the data row's label when it has one. */
  readonly file: string;
  readonly results: readonly LineResult[];
  readonly seconds: number;
  /** How many times it ran (more than 1 with retries; 0 when not run). */
  readonly attempts?: number;
  /** Failed, then passed on a retry. */
  readonly flaky?: boolean;
  /** Its trace file, when one was written. */
  readonly trace?: string;
  /** Each failed attempt before the last, as its first failing step (e.g. `line 7 AddItem: …`). */
  readonly failedAttempts?: readonly string[];
  /** Why it was not run, when it was not. */
  readonly notRun?: 'unreachable' | 'bail';
}

export type ScriptStatus = 'passed' | 'failed' | 'flaky' | 'not-run';

export function statusOf(script: ReportedScript): ScriptStatus {
  if (script.results.some((r) => !r.ok && r.skipped !== true)) return 'failed';
  if (script.results.length > 0 && script.results.every((r) => r.skipped === true)) return 'not-run';
  return script.flaky === true ? 'flaky' : 'passed';
}

/** A run step's time for a reader: `340 ms`, `1.25 s`. */
export function stepTime(ms: number): string {
  if (ms < 1) return '<1 ms';
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

/** What could not be run at all: a script that does not decode, an unreachable gateway, bad flags. */
export interface RunError {
  /** What could not be run: a script file, "gateway" or "arguments". */
  readonly name: string;
  readonly type: 'bad-script' | 'unreachable' | 'bad-arguments';
  readonly message: string;
}
