// The NDJSON reporter: one object per script line, then the summary with the projections.
import type { Projections } from '../../domain/projections/projections.ts';
import type { LineResult } from '../script/run-script.ts';
import type { Summary } from './summary.ts';

export function jsonLine(result: LineResult): string {
  return JSON.stringify({
    script: result.script,
    line: result.line,
    type: result.type,
    ok: result.ok,
    ...(result.skipped === true ? { skipped: true } : {}),
    events: result.events,
    ...(result.rejection === undefined ? {} : { rejection: result.rejection }),
    ...(result.failure === undefined ? {} : { failure: result.failure }),
    ...(result.cassetteMiss === true ? { cassetteMiss: true } : {}),
  });
}

export function jsonSummary(
  summary: Summary,
  projections: Readonly<Record<string, Projections>>,
  flaky: readonly string[] = [],
): string {
  const scripts = Object.keys(projections);
  // One script: its projections; several: by script.
  const only = scripts.length === 1 ? projections[scripts[0] ?? ''] : undefined;
  return JSON.stringify({
    summary,
    ...(flaky.length > 0 ? { flaky } : {}),
    projections: only ?? projections,
  });
}
