import { describe, expect, it } from 'vitest';
import { ErrorTally } from './error-tally.ts';
import type { LoadRun } from './load-engine.ts';
import { callLabel, LoadRecorder } from './load-recorder.ts';
import { loadJson, loadText, ordersLine, throttledHint } from './load-report.ts';
import { summarise } from './load-summary.ts';
import { Samples } from './percentiles.ts';
import type { ReadBack } from './read-back.ts';

const plan = { users: 2, durationMs: 10_000, rampUpMs: 0 };
const fine: ReadBack = { submitted: 3, readBack: 3, lost: [], doubled: [], unreadable: [] };

function runOf(passed: number, failed: number): LoadRun {
  const failures = new ErrorTally();
  for (let i = 0; i < failed; i++) failures.add('rejected MENU_SOLD_OUT', 'AddItem: 메뉴가 품절이에요');
  const durations = new Samples();
  for (let i = 1; i <= passed + failed; i++) durations.add(i * 100);
  return {
    iterations: passed + failed,
    passed,
    failed,
    elapsedMs: 10_500,
    failures,
    durations,
    stoppedEarly: false,
  };
}

function recorderWith(): LoadRecorder {
  const r = new LoadRecorder();
  const url = 'http://h/gateway/order/api/v2/orders/1/';
  for (let i = 1; i <= 100; i++)
    r.record(
      { method: 'GET', url, headers: {}, timeoutMs: 1 },
      { ok: true, response: { status: 200, headers: {}, body: '{}' } },
      i,
    );
  r.record(
    { method: 'GET', url, headers: {}, timeoutMs: 1 },
    { ok: true, response: { status: 500, headers: {}, body: 'phone 010-1234-5678 down' } },
    1,
  );
  return r;
}

describe('summarise', () => {
  it('gives throughput over the time the run took, per-call percentiles and the verdict', () => {
    const s = summarise({
      script: 's.jsonl',
      plan,
      run: runOf(21, 0),
      recorder: recorderWith(),
      orders: fine,
      maxErrorRate: 0,
    });
    expect(s.throughput).toEqual({ iterationsPerSecond: 2, requestsPerSecond: 9.6 });
    expect(s.calls).toEqual([{ call: 'order.info', count: 101, p50: 50, p95: 95, p99: 99, max: 100 }]);
    expect(s.allCalls).toEqual({ call: '(all calls)', count: 101, p50: 50, p95: 95, p99: 99, max: 100 });
    // 21 iterations of 100, 200, ... 2100 ms
    expect(s.iterationTime).toEqual({ count: 21, p50: 1100, p95: 2000, p99: 2100, max: 2100 });
    expect(loadText(s)).toContain(
      'iteration time: p50 1100.0 ms, p95 2000.0 ms, p99 2100.0 ms, max 2100.0 ms',
    );
    expect(loadText(s)).toMatch(/^\(all calls\) +101 +50\.0 +95\.0 +99\.0 +100\.0$/m);
    expect(s.ok).toBe(true);
    expect(ordersLine(s)).toBe('orders: 3 submitted, 3 read back, 0 lost, 0 doubled');
    expect(ordersLine({ ...s, unansweredSubmits: 1 })).toBe(
      'orders: 3 submitted, 3 read back, 0 lost, 0 doubled (and 1 submit with no answer, which the gateway may or may not hold)',
    );
  });

  it('fails beyond --max-error-rate, and holds within it', () => {
    const over = summarise({
      script: 's',
      plan,
      run: runOf(98, 2),
      recorder: new LoadRecorder(),
      orders: fine,
      maxErrorRate: 0.01,
    });
    expect(over.ok).toBe(false);
    expect(over.verdict).toEqual(['2 of 100 iterations failed (2%), more than --max-error-rate 1%']);
    const within = summarise({
      script: 's',
      plan,
      run: runOf(98, 2),
      recorder: new LoadRecorder(),
      orders: fine,
      maxErrorRate: 0.02,
    });
    expect(within.ok).toBe(true);
    expect(within.errors).toEqual([
      { of: 'iteration', kind: 'rejected MENU_SOLD_OUT', count: 2, example: 'AddItem: 메뉴가 품절이에요' },
    ]);
  });

  it('fails on a lost or doubled order, and on a run with no iteration', () => {
    const lost = { ...fine, readBack: 2, lost: ['2: not found'] };
    expect(
      summarise({
        script: 's',
        plan,
        run: runOf(3, 0),
        recorder: new LoadRecorder(),
        orders: lost,
        maxErrorRate: 1,
      }).verdict,
    ).toEqual(['1 order lost']);
    const doubled = { ...fine, doubled: ['1: answered to 2 different submits'] };
    expect(
      summarise({
        script: 's',
        plan,
        run: runOf(3, 0),
        recorder: new LoadRecorder(),
        orders: doubled,
        maxErrorRate: 1,
      }).ok,
    ).toBe(false);
    expect(
      summarise({
        script: 's',
        plan,
        run: runOf(0, 0),
        recorder: new LoadRecorder(),
        orders: { ...fine, submitted: 0, readBack: 0 },
        maxErrorRate: 1,
      }).ok,
    ).toBe(false);
  });

  it('does not hold when interrupted, whatever the figures: marked in the text and the JSON', () => {
    const s = summarise({
      script: 's.jsonl',
      plan,
      run: { ...runOf(21, 0), stoppedEarly: true },
      recorder: new LoadRecorder(),
      orders: fine,
      maxErrorRate: 0,
      interrupted: 'SIGINT',
    });
    expect(s.ok).toBe(false);
    expect(s.verdict).toEqual([`interrupted (SIGINT) after 10.5 s of ${plan.durationMs / 1000} s`]);
    const text = loadText(s);
    expect(text).toContain('took 10.5 s (interrupted: SIGINT)');
    expect(text).toContain(
      `load: INTERRUPTED — interrupted (SIGINT) after 10.5 s of ${plan.durationMs / 1000} s`,
    );
    expect(JSON.parse(loadJson(s))).toMatchObject({ interrupted: 'SIGINT', ok: false });
  });

  it('prints the errors with their examples redacted, in the text and the JSON', () => {
    const s = summarise({
      script: 's',
      plan,
      run: runOf(3, 0),
      recorder: recorderWith(),
      orders: fine,
      maxErrorRate: 0,
    });
    const text = loadText(s);
    expect(text).toMatch(/http 5xx +request +1 +order\.info → 500 phone \S*5678 down/);
    expect(text).not.toContain('010-1234-5678');
    expect(loadJson(s)).not.toContain('010-1234-5678');
    expect(JSON.parse(loadJson(s)).orders).toEqual(fine);
  });
});

describe('throttledHint', () => {
  const base = () =>
    summarise({
      script: 's',
      plan,
      run: runOf(3, 0),
      recorder: new LoadRecorder(),
      orders: fine,
      maxErrorRate: 0,
    });

  it('says nothing when no request met a limit', () => {
    expect(throttledHint(base())).toBeNull();
    expect(loadText(base())).not.toContain('429');
  });

  it("names the calls refused with 429 and, for texts, the gateway's daily budget flag", () => {
    const recorder = new LoadRecorder();
    const send = {
      method: 'POST' as const,
      url: 'http://h/v2/send-phone-certification-code',
      headers: {},
      timeoutMs: 1,
    };
    const refused = { ok: true as const, response: { status: 429, headers: {}, body: '"ban"' } };
    recorder.record(send, refused, 1);
    recorder.record(send, refused, 1);
    const s = summarise({ script: 's', plan, run: runOf(3, 0), recorder, orders: fine, maxErrorRate: 0 });
    expect(callLabel(send)).toBe('sms.send');
    expect(s.throttled).toEqual({ 'sms.send': 2 });
    expect(throttledHint(s)).toContain(
      `the gateway refused 2 requests with 429, a limit met (${callLabel(send)} 2)`,
    );
    expect(loadText(s)).toContain('jumun serve --sms-daily-budget <n>');
  });
});
