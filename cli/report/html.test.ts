import { describe, expect, it } from 'vitest';
import { traceHref } from '../run/report-files.ts';
import type { LineResult } from '../script/run-script.ts';
import { htmlReport } from './html.ts';
import type { ReportedScript } from './reported-script.ts';
import { summarise } from './summary.ts';

const step = (script: string, line: number, more: Partial<LineResult> = {}): LineResult => ({
  script,
  line,
  type: 'SetLocation',
  ok: true,
  events: [],
  ...more,
});
const passed: ReportedScript = {
  file: 'a-passed.jsonl',
  results: [
    step('a-passed.jsonl', 1, { startMs: 0, durationMs: 1250 }),
    step('a-passed.jsonl', 2, { durationMs: 0.4 }),
  ],
  seconds: 1.3,
};
const failed: ReportedScript = {
  file: 'z-failed.jsonl [row 2: 강남]',
  results: [
    step('z-failed.jsonl [row 2: 강남]', 1, { durationMs: 12 }),
    step('z-failed.jsonl [row 2: 강남]', 2, {
      type: 'assert',
      ok: false,
      durationMs: 1,
      failure: 'cart.total: expected 39000, was 38000\n  - 39000\n  + 38000',
    }),
    step('z-failed.jsonl [row 2: 강남]', 3, { type: 'GoToCheckout', ok: false, skipped: true }),
  ],
  seconds: 0.2,
  trace: 'traces/z-failed.trace.json',
};
const flaky: ReportedScript = { ...passed, file: 'm-flaky.jsonl', attempts: 2, flaky: true };
const notRun: ReportedScript = {
  file: 'n-not-run.jsonl',
  results: [step('n-not-run.jsonl', 1, { ok: false, skipped: true })],
  seconds: 0,
};

function report(scripts: readonly ReportedScript[], more: Partial<Parameters<typeof htmlReport>[0]> = {}) {
  return htmlReport({ scripts, errors: [], summary: summarise(scripts.flatMap((s) => s.results)), ...more });
}

describe('the HTML reporter', () => {
  it('puts the summary first, then the failed scripts (open), then flaky, passed and not run (closed)', () => {
    const html = report([passed, notRun, flaky, failed]);
    const at = (text: string) => html.indexOf(text);
    expect(at('jumun run: failed')).toBeGreaterThan(0);
    expect(at('✗ 1 failed')).toBeLessThan(at('Failed (1)'));
    expect(at('Failed (1)')).toBeLessThan(at('Flaky (1)'));
    expect(at('Flaky (1)')).toBeLessThan(at('Passed (1)'));
    expect(at('Passed (1)')).toBeLessThan(at('Not run (1)'));
    expect(html).toContain('<details class="script failed" open>');
    expect(html).toContain('<details class="script passed">');
    expect(html).toContain('flaky: passed on attempt 2 of 2');
    expect(html).toContain('steps: 5 passed, 1 failed, 2 skipped');
  });

  it('shows each step with its time, the failure as the run wrote it with its diff lines marked', () => {
    const html = report([failed, passed]);
    expect(html).toContain('<span class="time">1.25 s</span>');
    expect(html).toContain('<span class="time">12 ms</span>');
    expect(html).toContain('<span class="time">&lt;1 ms</span>');
    expect(html).toContain(
      '<pre class="why">cart.total: expected 39000, was 38000\n<span class="del">  - 39000</span>\n<span class="add">  + 38000</span></pre>',
    );
    expect(html).toContain('z-failed.jsonl [row 2: 강남]');
  });

  it('links the trace file relative to the page, each segment encoded so no name becomes a scheme', () => {
    const html = report([failed], { traceHref: (t) => traceHref(t, 'out/report.html') });
    expect(html).toContain('<a href="../traces/z-failed.trace.json">traces/z-failed.trace.json</a>');
    expect(traceHref('javascript:alert(1)', null)).toBe('javascript%3Aalert(1)');
    expect(traceHref('a b/c#d?.json', null)).toBe('a%20b/c%23d%3F.json');
  });

  it('escapes every text, and is self-contained: no script, no request, a policy that forbids both', () => {
    const nasty = '<script>alert("x")</script><img src=x onerror=alert(1)> & \'q\'';
    const html = report([
      {
        file: nasty,
        results: [
          step(nasty, 1, { ok: false, failure: nasty, rejection: { code: '"><u>', message: nasty } }),
        ],
        seconds: 0,
        trace: nasty,
      },
    ]);
    expect(html).not.toMatch(/<script|<img|<u>/i);
    expect(html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; &amp; &#39;q&#39;',
    );
    expect(html).toContain(`content="default-src 'none'; style-src 'unsafe-inline'"`);
    expect(html).not.toMatch(/(?:src|href)="(?:https?:)?\/\//);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  });

  it("leads a step failed by a cassette miss with the miss and its nearest recording, the app's text after", () => {
    const miss =
      'no recorded answer for POST /gateway/order/cart/submit\nnearest: POST /gateway/order/cart/submit (#7)\n  - body.amount: 38000\n  + body.amount: 39000';
    const html = report([
      {
        file: 'miss.jsonl',
        results: [
          step('miss.jsonl', 17, {
            type: 'SubmitOrder',
            ok: false,
            outcome: 'rejected',
            rejection: { code: 'SERVICE_PROBLEM', message: '서비스에 문제가 발생했습니다.' },
            failure: miss,
            cassetteMiss: true,
          }),
        ],
        seconds: 0.1,
      },
    ]);
    const at = (text: string) => html.indexOf(text);
    expect(
      at('cassette miss: the replay asked for a request its cassette has no answer for'),
    ).toBeGreaterThan(0);
    expect(at('cassette miss:')).toBeLessThan(at('no recorded answer for POST /gateway/order/cart/submit'));
    expect(at('nearest: POST /gateway/order/cart/submit (#7)')).toBeLessThan(at('SERVICE_PROBLEM'));
    expect(html).toContain('the app then said: rejected SERVICE_PROBLEM');
  });

  it('lists what could not run before the scripts, and fails the page for it', () => {
    const html = report([passed], {
      errors: [
        { name: 'gateway', type: 'unreachable', message: 'the gateway at http://x cannot be reached' },
      ],
    });
    expect(html).toContain('jumun run: failed');
    expect(html.indexOf('Could not run')).toBeLessThan(html.indexOf('Passed (1)'));
    expect(html).toContain('<b>gateway</b> (unreachable)');
  });
});
