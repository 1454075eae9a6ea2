// One step as a JSON object, as `jumun order --json` prints its steps (a run's NDJSON reporter
// writes events instead: cli/report/ndjson-events.ts).
import type { LineResult } from '../script/run-script.ts';

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
    ...(result.injected === undefined ? {} : { injected: result.injected }),
  });
}
