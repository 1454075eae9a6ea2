// Records one script run for its trace. During the run it keeps references and counts only: each
// request and its answer (tracing-transport.ts), and at the end of each step the projections (which
// keep their identity while unchanged, domain/store/store.ts) and the length of the event log. The
// trace is built, redacted and written only when it is kept: a failed script, or every script with
// `--trace on`.
import { redactJson, redactText } from '../../adapters/redact/redact.ts';
import type { Event } from '../../domain/events/events.ts';
import type { Projections } from '../../domain/projections/projections.ts';
import type { Store } from '../../domain/store/store.ts';
import { writtenRead } from '../script/read-line.ts';
import type { LineResult } from '../script/run-script.ts';
import type { ScriptLine } from '../script/script-line.ts';
import type { Target } from '../target/target.ts';
import { tracedRequest } from './redact-exchange.ts';
import { writeTrace } from './trace-files.ts';
import type { TraceOptions } from './trace-flags.ts';
import { TRACE_FORMAT, TRACE_VERSION, type Trace, type TracedStep } from './trace-format.ts';
import { type TracingTransport, tracingTransport } from './tracing-transport.ts';

interface StepMark {
  readonly start: number;
  readonly end: number;
  /** Requests and events before the step, and after it. */
  readonly requests: readonly [number, number];
  readonly events: readonly [number, number];
  readonly before: Projections;
  readonly after: Projections;
}

export interface ScriptTracer {
  /** The target with each transport it hands out traced. */
  target(target: Target): Target;
  /** The session's store, as soon as it is opened: the projections before the first step. */
  watch(store: Store): void;
  /** After each step (runScript's onLine). */
  readonly onLine: (result: LineResult) => void;
  /** Writes the trace when it is kept; its file, or undefined. */
  finish(results: readonly LineResult[]): Promise<string | undefined>;
}

export interface ScriptTraceOptions extends TraceOptions {
  readonly row?: string;
  readonly attempt?: number;
}

export function traceScript(
  script: { readonly file: string; readonly lines: readonly ScriptLine[] },
  options: ScriptTraceOptions,
): ScriptTracer {
  const startedAt = new Date();
  const origin = performance.now();
  const now = () => performance.now() - origin;
  const transports: TracingTransport[] = [];
  // By line: the results handed to finish need not be the objects onLine saw.
  const marks = new Map<number, StepMark>();
  let store: Store | null = null;
  let last = { end: 0, requests: 0, events: 0, projections: null as Projections | null };
  const requestCount = () => transports.reduce((n, t) => n + t.exchanges.length, 0);

  const exchanges = () =>
    transports.length === 1 ? (transports[0]?.exchanges ?? []) : transports.flatMap((t) => t.exchanges);

  function build(results: readonly LineResult[]): Trace {
    const byLine = new Map(script.lines.map((l) => [l.line, l]));
    const all = [...exchanges()].sort((a, b) => a.start - b.start);
    const log: readonly Event[] = store?.log() ?? [];
    // Each projections object once, in order of first sight; steps name them by place.
    const places = new Map<Projections, number>();
    const place = (p: Projections) => {
      let at = places.get(p);
      if (at === undefined) {
        at = places.size;
        places.set(p, at);
      }
      return at;
    };
    const ordered = [...marks.values()];
    const first = ordered[0]?.before ?? last.projections;
    if (first !== null) place(first);
    // Steps not run: the state stays as the last step left it.
    const final = () => place(ordered.at(-1)?.after ?? first ?? emptyProjections);
    const steps: TracedStep[] = results.map((result) => {
      const mark = result.skipped === true ? undefined : marks.get(result.line);
      const line = byLine.get(result.line);
      const written = line === undefined ? {} : writtenLine(line);
      const said = {
        ...(result.failure === undefined ? {} : { failure: redactText(result.failure) }),
        ...(result.outcome === undefined ? {} : { outcome: result.outcome }),
        ...(result.rejection === undefined ? {} : { rejection: redactJson(result.rejection) }),
      };
      const step = { line: result.line, type: result.type, ...written, ...said };
      if (mark === undefined)
        return {
          ...step,
          result: 'skipped',
          startMs: 0,
          durationMs: 0,
          requests: [],
          events: [],
          before: final(),
          after: final(),
        };
      return {
        ...step,
        result: result.ok ? 'passed' : 'failed',
        startMs: round(mark.start),
        durationMs: round(mark.end - mark.start),
        requests: all.slice(mark.requests[0], mark.requests[1]).map(tracedRequest),
        events: redactJson(log.slice(mark.events[0], mark.events[1])),
        before: place(mark.before),
        after: place(mark.after),
      };
    });
    return {
      format: TRACE_FORMAT,
      version: TRACE_VERSION,
      script: script.file,
      ...(options.row === undefined ? {} : { row: options.row }),
      ...(options.attempt === undefined ? {} : { attempt: options.attempt }),
      startedAt: startedAt.toISOString(),
      durationMs: round(now()),
      passed: results.every((r) => r.ok),
      projections: [...places.keys()].map(redactProjections),
      steps,
    };
  }

  return {
    target: (target) => ({
      ...target,
      transportFor: (file) => {
        const traced = tracingTransport(target.transportFor(file), now);
        transports.push(traced);
        return traced;
      },
    }),
    watch(watched) {
      store = watched;
      last = { ...last, projections: watched.projections(), events: watched.log().length };
    },
    onLine(result) {
      const end = now();
      const requests = requestCount();
      const events = store?.log().length ?? 0;
      const after = store?.projections() ?? emptyProjections;
      if (result.skipped !== true)
        marks.set(result.line, {
          start: last.end,
          end,
          requests: [last.requests, requests],
          events: [last.events, events],
          before: last.projections ?? after,
          after,
        });
      last = { end, requests, events, projections: after };
    },
    async finish(results) {
      const failed = results.some((r) => !r.ok && r.skipped !== true);
      if (options.mode === 'off' || (options.mode === 'retain-on-failure' && !failed)) return undefined;
      return writeTrace(options.dir, build(results), options.stems?.get(script.file));
    },
  };
}

// A projection keeps its identity while unchanged (domain/store/store.ts), across the steps of a
// script: each is redacted once, however many snapshots of the trace hold it.
const redacted = new WeakMap<object, unknown>();
function redactOnce<T extends object>(value: T): T {
  let done = redacted.get(value);
  if (done === undefined) {
    done = redactJson(value);
    redacted.set(value, done);
  }
  return done as T;
}

/** Projections redacted part by part: the cart, the checkout and the session each once. */
const redactProjections = (p: Projections): Projections =>
  Object.fromEntries(Object.entries(p).map(([k, v]) => [k, redactOnce(v)])) as unknown as Projections;

const round = (n: number) => Math.round(n * 10) / 10;

/** Only when no store was ever watched (a script that never started). */
const emptyProjections = {} as Projections;

/** A step's line as the script wrote it: a command with its placeholders as written. */
function writtenLine(line: ScriptLine): { readonly command: unknown } | { readonly assert: unknown } {
  switch (line.kind) {
    case 'assert':
      return { assert: redactJson(line.checks) };
    case 'capture':
      return { assert: redactJson({ capture: line.capture }) };
    case 'restaurant': {
      const { action, ...rest } = line.move;
      return { command: redactJson({ restaurant: action, ...rest }) };
    }
    case 'menu':
      return { command: { menu: { restaurantId: line.edit.restaurantId, ...line.edit.change } } };
    case 'read':
      return { assert: redactJson(writtenRead(line)) };
    case 'template':
      return { command: redactJson({ type: line.type, ...line.template }) };
    case 'command':
      return { command: redactJson(line.command) };
    default: {
      const never: never = line;
      return never;
    }
  }
}
