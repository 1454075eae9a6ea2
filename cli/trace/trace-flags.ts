// `jumun run --trace on|off|retain-on-failure --trace-dir DIR`: which script runs keep a trace file,
// and where. Retained on failure unless said: a passing script's trace is never serialised.
import { left, right } from 'fp-ts/Either';
import * as t from 'io-ts';
import { fields, flag, optional } from '../flags/flag-codec.ts';

export const TRACE_MODES = ['on', 'off', 'retain-on-failure'] as const;
export type TraceMode = (typeof TRACE_MODES)[number];

export const DEFAULT_TRACE_DIR = '.jumun/traces/';

const isMode = (u: unknown): u is TraceMode => TRACE_MODES.includes(u as TraceMode);

export const TraceModeFlag = optional(
  flag('TraceMode', isMode, (raw) =>
    isMode(raw) ? right(raw) : left(`expected ${TRACE_MODES.join(', ')}, got ${raw}`),
  ),
  'retain-on-failure' as const,
);

export const TraceDirFlag = optional(
  flag('TraceDir', t.string.is, (raw) =>
    raw.trim() === '' ? left('expected a directory, got nothing') : right(raw),
  ),
  DEFAULT_TRACE_DIR,
);

/** The trace flags of `jumun run`, decoded. */
export const TraceFlags = fields({ trace: TraceModeFlag, traceDir: TraceDirFlag });

export interface TraceOptions {
  readonly mode: TraceMode;
  readonly dir: string;
  /** The name each script's traces go by (trace-files.ts traceStems); its file's stem if absent. */
  readonly stems?: ReadonlyMap<string, string>;
}
