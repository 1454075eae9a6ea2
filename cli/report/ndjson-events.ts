// The NDJSON reporter's events, one JSON object a line, written as they happen: a script starts,
// each of its steps ends (with its timing), the script ends (status, time), and at the end what
// could not run and the summary with the projections. Scripts run at once, so their events
// interleave: each carries the script's name and its index in the run. `jumun merge-reports`
// reads these back through the codecs below.
//
//   {"event":"script-start","index":0,"script":"cash-order.jsonl"}
//   {"event":"step","index":0,"script":"cash-order.jsonl","line":1,"type":"SetLocation","ok":true,
//    "events":["LocationSet"],"startMs":0,"durationMs":41.2}
//   {"event":"step",…,"type":"SubmitOrder","ok":false,…,"injected":[{"fault":"status500","request":"order.submit"}]}
//   {"event":"script-end","index":0,"script":"cash-order.jsonl","status":"passed","seconds":0.52,"steps":15}
//   (`status` interrupted: cut off by Ctrl+C, its running step `"interrupted":true`; not-run with
//   its `notRun`: bail, unreachable or interrupted)
//   {"event":"error","name":"gateway","type":"unreachable","message":"…"}
//   {"event":"summary","summary":{"passed":15,…,"scripts":{…}},"projections":{…},"shard":{"index":2,"total":4}}
// (`shard` with `--shard i/n` only; `"interrupted":"SIGINT"` on a run Ctrl+C ended early, its
// scripts.interrupted the count cut off.)
import * as t from 'io-ts';
import type { Projections } from '../../domain/projections/projections.ts';
import type { LineResult } from '../script/run-script.ts';
import { type ReportedScript, type RunError, statusOf } from './reported-script.ts';
import type { Summary } from './summary.ts';

const Rejection = t.type({ code: t.string, message: t.string });

export const StepEvent = t.intersection([
  t.type({
    event: t.literal('step'),
    index: t.number,
    script: t.string,
    line: t.number,
    type: t.string,
    ok: t.boolean,
    events: t.array(t.string),
  }),
  t.partial({
    skipped: t.literal(true),
    interrupted: t.literal(true),
    rejection: Rejection,
    outcome: t.keyof({ rejected: null, 'needs-confirmation': null }),
    failure: t.string,
    cassetteMiss: t.literal(true),
    injected: t.array(t.type({ fault: t.string, request: t.string })),
    startMs: t.number,
    durationMs: t.number,
  }),
]);
export type StepEvent = t.TypeOf<typeof StepEvent>;

export const ScriptStartEvent = t.type({
  event: t.literal('script-start'),
  index: t.number,
  script: t.string,
});

export const ScriptEndEvent = t.intersection([
  t.type({
    event: t.literal('script-end'),
    index: t.number,
    script: t.string,
    status: t.keyof({ passed: null, failed: null, flaky: null, interrupted: null, 'not-run': null }),
    seconds: t.number,
    steps: t.number,
  }),
  t.partial({
    attempts: t.number,
    trace: t.string,
    notRun: t.keyof({ unreachable: null, bail: null, interrupted: null }),
  }),
]);
export type ScriptEndEvent = t.TypeOf<typeof ScriptEndEvent>;

export const ErrorEvent = t.type({
  event: t.literal('error'),
  name: t.string,
  type: t.keyof({ 'bad-script': null, unreachable: null, 'bad-arguments': null }),
  message: t.string,
});

const Counts = t.type({ total: t.number, passed: t.number, failed: t.number });
/** `--shard i/n`: which part of a split suite the report is of (merge-reports checks it has all). */
export const ShardOfRun = t.type({ index: t.number, total: t.number });
export type ShardOfRun = t.TypeOf<typeof ShardOfRun>;
export const SummaryEvent = t.intersection([
  t.type({
    event: t.literal('summary'),
    summary: t.type({ passed: t.number, failed: t.number, skipped: t.number, scripts: Counts }),
    projections: t.unknown,
  }),
  t.partial({ shard: ShardOfRun, interrupted: t.keyof({ SIGINT: null, SIGTERM: null }) }),
]);
export type SummaryEvent = t.TypeOf<typeof SummaryEvent>;

export const RunEvent = t.union([StepEvent, ScriptStartEvent, ScriptEndEvent, ErrorEvent, SummaryEvent]);
export type RunEvent = t.TypeOf<typeof RunEvent>;

export function stepEvent(index: number, result: LineResult): StepEvent {
  return {
    event: 'step',
    index,
    script: result.script,
    line: result.line,
    type: result.type,
    ok: result.ok,
    ...(result.skipped === true ? { skipped: true as const } : {}),
    ...(result.interrupted === true ? { interrupted: true as const } : {}),
    events: [...result.events],
    ...(result.outcome === undefined ? {} : { outcome: result.outcome }),
    ...(result.rejection === undefined ? {} : { rejection: result.rejection }),
    ...(result.failure === undefined ? {} : { failure: result.failure }),
    ...(result.cassetteMiss === true ? { cassetteMiss: true as const } : {}),
    ...(result.injected === undefined ? {} : { injected: [...result.injected] }),
    ...(result.startMs === undefined ? {} : { startMs: result.startMs }),
    ...(result.durationMs === undefined ? {} : { durationMs: result.durationMs }),
  };
}

/** The step as the reporters know it again (what merge-reports reads back). */
export function stepResult(event: StepEvent): LineResult {
  const { event: _event, index: _index, ...result } = event;
  return result;
}

export const scriptStartEvent = (index: number, script: string) =>
  ({ event: 'script-start', index, script }) as const;

export function scriptEndEvent(index: number, script: ReportedScript): ScriptEndEvent {
  return {
    event: 'script-end',
    index,
    script: script.file,
    status: statusOf(script),
    seconds: Math.round(script.seconds * 1000) / 1000,
    steps: script.results.length,
    ...(script.attempts === undefined ? {} : { attempts: script.attempts }),
    ...(script.trace === undefined ? {} : { trace: script.trace }),
    ...(script.notRun === undefined ? {} : { notRun: script.notRun }),
  };
}

export const errorEvent = (error: RunError) => ({ event: 'error' as const, ...error });

/** What the summary says of the run as a whole: its shard of a split suite, its interrupt. */
export interface RunFacts {
  readonly shard?: ShardOfRun | null;
}

export function summaryEvent(
  summary: Summary,
  projections: Readonly<Record<string, Projections>>,
  facts: RunFacts = {},
) {
  const scripts = Object.keys(projections);
  // One script: its projections; several: by script.
  const only = scripts.length === 1 ? projections[scripts[0] ?? ''] : undefined;
  // The interrupt is the run's, said beside the counts rather than among them.
  const { interrupted: _said, ...counts } = summary;
  return {
    event: 'summary' as const,
    summary: counts,
    projections: only ?? projections,
    ...(facts.shard == null ? {} : { shard: { index: facts.shard.index, total: facts.shard.total } }),
    ...(summary.interrupted === undefined ? {} : { interrupted: summary.interrupted }),
  };
}
