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
  readonly notRun?: NotRun;
  /** Cut off by an interrupt (Ctrl+C) while it ran: its steps so far, the one running marked. */
  readonly interrupted?: boolean;
}

/** Why a script was not run: the gateway stopped answering, --bail, or the run was interrupted. */
export type NotRun = 'unreachable' | 'bail' | 'interrupted';

/** The signals that interrupt a run: Ctrl+C, and a CI job cancelled. */
export type Interrupt = 'SIGINT' | 'SIGTERM';

export type ScriptStatus = 'passed' | 'failed' | 'flaky' | 'interrupted' | 'not-run';

export function statusOf(script: ReportedScript): ScriptStatus {
  if (script.interrupted === true) return 'interrupted';
  if (script.results.some((r) => !r.ok && r.skipped !== true)) return 'failed';
  if (script.results.length > 0 && script.results.every((r) => r.skipped === true)) return 'not-run';
  return script.flaky === true ? 'flaky' : 'passed';
}

/** A run step's time for a reader: `340 ms`, `1.25 s`. */
export function stepTime(ms: number): string {
  if (ms < 1) return '<1 ms';
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

/** Why a script not run was not, as the reports say it. */
export function notRunReason(notRun: NotRun, interrupt?: Interrupt | null): string {
  switch (notRun) {
    case 'bail':
      return '--bail';
    case 'interrupted':
      return `the run was interrupted${interrupt == null ? '' : ` (${interrupt})`}`;
    case 'unreachable':
      return 'the gateway stopped answering';
    default: {
      const never: never = notRun;
      return never;
    }
  }
}

/** What could not be run at all: a script that does not decode, an unreachable gateway, bad flags. */
export interface RunError {
  /** What could not be run: a script file, "gateway" or "arguments". */
  readonly name: string;
  readonly type: 'bad-script' | 'unreachable' | 'bad-arguments';
  readonly message: string;
}
