// The figures of a load run, put together once for both outputs (the table and --json), and
// whether the run holds: no order lost or doubled, failed iterations within --max-error-rate, and
// not interrupted (a load cut short never holds: it did not run for the time asked).
import type { Interrupt } from '../report/reported-script.ts';
import type { ErrorKind } from './error-tally.ts';
import type { LoadPlan, LoadRun } from './load-engine.ts';
import type { LoadRecorder } from './load-recorder.ts';
import type { Samples } from './percentiles.ts';
import { type ReadBack, readBackOk } from './read-back.ts';

export interface LoadError extends ErrorKind {
  /** A request's answer, or an iteration's failure. */
  readonly of: 'request' | 'iteration';
}

export interface CallFigures {
  readonly call: string;
  readonly count: number;
  /** Milliseconds, at the transport. */
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly max: number;
}

export interface LoadSummary {
  readonly script: string;
  readonly users: number;
  readonly durationSeconds: number;
  readonly rampUpSeconds: number;
  /** How long the run took: the duration and the iterations in flight at its end. */
  readonly seconds: number;
  /** Stopped by Ctrl+C before the duration ended. */
  readonly stoppedEarly: boolean;
  /** The load was interrupted (Ctrl+C, SIGTERM): its figures are of what ran, and it did not hold. */
  readonly interrupted: Interrupt | null;
  readonly iterations: { readonly total: number; readonly passed: number; readonly failed: number };
  readonly throughput: { readonly iterationsPerSecond: number; readonly requestsPerSecond: number };
  readonly requests: number;
  readonly calls: readonly CallFigures[];
  /** Every request together, as one row of the calls' table. */
  readonly allCalls: CallFigures;
  /** How long an iteration took, the script from its first line to its last (ms). */
  readonly iterationTime: Omit<CallFigures, 'call'>;
  /**
   * By kind: what requests met (http 4xx/5xx, timeout, reset: a 4xx a script expects counts too)
   * and why iterations failed (a rejection code, an assertion, an expectation).
   */
  readonly errors: readonly LoadError[];
  readonly orders: ReadBack;
  /** Submits with no answer (timeout, reset): orders the gateway may hold unheard of. */
  readonly unansweredSubmits: number;
  /** Requests the gateway answered 429 (a limit met), by call. */
  readonly throttled: Readonly<Record<string, number>>;
  readonly errorRate: number;
  readonly maxErrorRate: number;
  readonly ok: boolean;
  /** Why the run does not hold, one line each; empty when it does. */
  readonly verdict: readonly string[];
}

const round1 = (n: number) => Math.round(n * 10) / 10;

export function summarise(input: {
  readonly script: string;
  readonly plan: LoadPlan;
  readonly run: LoadRun;
  readonly recorder: LoadRecorder;
  readonly orders: ReadBack;
  readonly maxErrorRate: number;
  readonly interrupted?: Interrupt | null;
}): LoadSummary {
  const { plan, run, recorder, orders, maxErrorRate } = input;
  const seconds = run.elapsedMs / 1000;
  const perSecond = (n: number) => (seconds > 0 ? round1(n / seconds) : 0);
  const calls = [...recorder.calls]
    .map(([call, samples]) => ({ call, ...figures(samples) }))
    .sort((a, b) => b.count - a.count || a.call.localeCompare(b.call));
  const errors: LoadError[] = [
    ...recorder.errors.list().map((e) => ({ of: 'request' as const, ...e })),
    ...run.failures.list().map((e) => ({ of: 'iteration' as const, ...e })),
  ];
  const errorRate = run.iterations === 0 ? 0 : run.failed / run.iterations;
  const verdict: string[] = [];
  const interrupted = input.interrupted ?? null;
  // First: whatever the figures say, they are of a load shorter than the one asked for.
  if (interrupted !== null)
    verdict.push(`interrupted (${interrupted}) after ${round1(seconds)} s of ${plan.durationMs / 1000} s`);
  if (run.iterations === 0) verdict.push('no iteration ran');
  if (errorRate > maxErrorRate)
    verdict.push(
      `${run.failed} of ${run.iterations} iterations failed (${percent(errorRate)}), more than --max-error-rate ${percent(maxErrorRate)}`,
    );
  if (orders.lost.length > 0) verdict.push(`${count(orders.lost.length, 'order')} lost`);
  if (orders.doubled.length > 0) verdict.push(`${count(orders.doubled.length, 'order')} doubled`);
  if (orders.unreadable.length > 0)
    verdict.push(`${count(orders.unreadable.length, 'order')} could not be read back`);
  return {
    script: input.script,
    users: plan.users,
    durationSeconds: plan.durationMs / 1000,
    rampUpSeconds: plan.rampUpMs / 1000,
    seconds: round1(seconds),
    stoppedEarly: run.stoppedEarly,
    interrupted,
    iterations: { total: run.iterations, passed: run.passed, failed: run.failed },
    throughput: {
      iterationsPerSecond: perSecond(run.iterations),
      requestsPerSecond: perSecond(recorder.requests),
    },
    requests: recorder.requests,
    calls,
    allCalls: { call: '(all calls)', ...figures(recorder.all) },
    iterationTime: figures(run.durations),
    errors,
    orders,
    unansweredSubmits: recorder.unansweredSubmits,
    throttled: Object.fromEntries([...recorder.throttled].sort(([a], [b]) => a.localeCompare(b))),
    errorRate,
    maxErrorRate,
    ok: verdict.length === 0 && readBackOk(orders),
    verdict,
  };
}

function figures(samples: Samples): Omit<CallFigures, 'call'> {
  const p = samples.percentiles();
  return {
    count: p.count,
    p50: round1(p.p50),
    p95: round1(p.p95),
    p99: round1(p.p99),
    max: round1(p.max),
  };
}

/** `1 order`, `2 orders`. */
export const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

export const percent = (rate: number) => `${round1(rate * 100)}%`;
