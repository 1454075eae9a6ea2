// The trace file of one script run (`jumun run --trace`), version 1: each step with its command or
// assertion, its outcome, the HTTP requests it made with their answers and timings, the events it
// recorded and the projections before and after it. Projections are stored once each and named by
// their place in `projections`: a step that changed nothing points twice at the same one, and the
// state after a step is the state before the next. Read back through the codec, so a file that is
// not a trace (or an older/newer one) is refused with the JSON path of what is wrong.
import * as t from 'io-ts';
import { reportErrors } from '../../domain/codecs/report.ts';

export const TRACE_FORMAT = 'jumun-trace';
export const TRACE_VERSION = 1;

const optional = <P extends t.Props>(props: P) => t.partial(props);

export const TracedFailure = t.intersection([
  t.type({ kind: t.keyof({ timeout: null, network: null }) }),
  optional({ detail: t.string }),
]);

/** One HTTP request of a step and what came back (or did not): times in ms from the script's start. */
export const TracedRequest = t.intersection([
  t.type({
    method: t.string,
    url: t.string,
    startMs: t.number,
    requestHeaders: t.record(t.string, t.string),
  }),
  optional({
    requestBody: t.string,
    /** Absent when the script ended with the request still in flight. */
    durationMs: t.number,
    status: t.number,
    responseHeaders: t.record(t.string, t.string),
    responseBody: t.string,
    /** No HTTP answer at all. */
    failure: TracedFailure,
    /** An injected fault (`--faults`) answered instead of the gateway. */
    fault: t.string,
  }),
]);
export type TracedRequest = t.TypeOf<typeof TracedRequest>;

export const StepResult = t.keyof({ passed: null, failed: null, skipped: null });
export type StepResult = t.TypeOf<typeof StepResult>;

export const TracedStep = t.intersection([
  t.type({
    line: t.number,
    /** The command's type, or `assert`. */
    type: t.string,
    result: StepResult,
    startMs: t.number,
    durationMs: t.number,
    requests: t.array(TracedRequest),
    events: t.array(t.unknown),
    /** Places in the trace's `projections`. */
    before: t.number,
    after: t.number,
  }),
  optional({
    /** The command as the script gave it (a command line). */
    command: t.unknown,
    /** The checks of an assertion line. */
    assert: t.record(t.string, t.unknown),
    failure: t.string,
    outcome: t.string,
    rejection: t.type({ code: t.string, message: t.string }),
  }),
]);
export type TracedStep = t.TypeOf<typeof TracedStep>;

export const Trace = t.intersection([
  t.type({
    format: t.literal(TRACE_FORMAT),
    version: t.literal(TRACE_VERSION),
    script: t.string,
    /** When the script started (ISO 8601, the machine's clock, not the script's). */
    startedAt: t.string,
    durationMs: t.number,
    passed: t.boolean,
    projections: t.array(t.unknown),
    steps: t.array(TracedStep),
  }),
  optional({
    /** The data row's label, when the script ran once per row. */
    row: t.string,
    /** The attempt (1 for the first run), when the script was retried. */
    attempt: t.number,
  }),
]);
export type Trace = t.TypeOf<typeof Trace>;

export type ReadTrace =
  | { readonly ok: true; readonly trace: Trace }
  | { readonly ok: false; readonly error: string };

/** A trace file's text decoded: the trace, or why it is not one (with the JSON path). */
export function decodeTrace(text: string): ReadTrace {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: `not JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  const head = json as { format?: unknown; version?: unknown } | null;
  if (typeof head !== 'object' || head === null || head.format !== TRACE_FORMAT)
    return { ok: false, error: `not a jumun trace ($.format is not "${TRACE_FORMAT}")` };
  if (head.version !== TRACE_VERSION)
    return {
      ok: false,
      error: `trace version ${JSON.stringify(head.version)}: this jumun reads version ${TRACE_VERSION}`,
    };
  const decoded = Trace.decode(json);
  if (decoded._tag === 'Left')
    return { ok: false, error: `not a valid trace:\n  ${reportErrors(decoded.left).join('\n  ')}` };
  const count = decoded.right.projections.length;
  const bad = decoded.right.steps.findIndex((s) => !(s.before < count && s.after < count));
  if (bad >= 0) return { ok: false, error: `$.steps[${bad}]: names a projection the trace does not hold` };
  return { ok: true, trace: decoded.right };
}
