// How a load run is printed: a summary and tables for people, one JSON object for machines. Both
// pass the redaction rules (an error's example may quote a body with a phone or a token).
import { redactJson, redactText } from '../../adapters/redact/redact.ts';
import { table } from '../output/table.ts';
import type { LoadSummary } from './load-summary.ts';
import { count, percent } from './load-summary.ts';

const ms = (n: number) => n.toFixed(1);

/** `orders: 412 submitted, 412 read back, 0 lost, 0 doubled` (and what could not be read). */
export function ordersLine(s: LoadSummary): string {
  const o = s.orders;
  const unread = o.unreadable.length === 0 ? '' : `, ${o.unreadable.length} unreadable`;
  const unanswered =
    s.unansweredSubmits === 0
      ? ''
      : ` (and ${count(s.unansweredSubmits, 'submit')} with no answer, which the gateway may or may not hold)`;
  return `orders: ${o.submitted} submitted, ${o.readBack} read back, ${o.lost.length} lost, ${o.doubled.length} doubled${unread}${unanswered}`;
}

export function loadText(s: LoadSummary): string {
  const out: string[] = [];
  out.push(
    `${s.script}: ${count(s.users, 'customer')} for ${s.durationSeconds} s (ramp-up ${s.rampUpSeconds} s), took ${s.seconds} s${s.interrupted !== null ? ` (interrupted: ${s.interrupted})` : s.stoppedEarly ? ' (stopped early)' : ''}`,
  );
  out.push(
    `iterations: ${s.iterations.total} (${s.iterations.passed} passed, ${s.iterations.failed} failed, ${percent(s.errorRate)})` +
      ` · ${s.throughput.iterationsPerSecond} iterations/s · ${s.requests} requests, ${s.throughput.requestsPerSecond} requests/s`,
  );
  out.push('');
  out.push(
    table(
      ['call', '>count', '>p50 ms', '>p95 ms', '>p99 ms', '>max ms'],
      [...s.calls, s.allCalls].map((c) => [
        c.call,
        String(c.count),
        ms(c.p50),
        ms(c.p95),
        ms(c.p99),
        ms(c.max),
      ]),
    ),
  );
  const it = s.iterationTime;
  out.push(
    `iteration time: p50 ${ms(it.p50)} ms, p95 ${ms(it.p95)} ms, p99 ${ms(it.p99)} ms, max ${ms(it.max)} ms`,
  );
  out.push('');
  if (s.errors.length === 0) out.push('errors: none');
  else
    out.push(
      table(
        ['error', 'of', '>count', 'first example'],
        s.errors.map((e) => [e.kind, e.of, String(e.count), redactText(e.example.replace(/\s+/g, ' '))]),
      ),
    );
  const hint = throttledHint(s);
  if (hint !== null) out.push(hint);
  out.push('');
  out.push(ordersLine(s));
  const listed = (title: string, lines: readonly string[]) => {
    if (lines.length === 0) return;
    out.push(`  ${title}:`);
    for (const line of lines.slice(0, 10)) out.push(`    ${line}`);
    if (lines.length > 10) out.push(`    … and ${lines.length - 10} more`);
  };
  listed('lost', s.orders.lost);
  listed('doubled', s.orders.doubled);
  listed('unreadable', s.orders.unreadable);
  out.push(
    s.ok
      ? 'load: held'
      : `load: ${s.interrupted === null ? 'FAILED' : 'INTERRUPTED'} — ${s.verdict.join('; ')}`,
  );
  return `${out.join('\n')}\n`;
}

export function loadJson(s: LoadSummary): string {
  return `${JSON.stringify(redactJson(s))}\n`;
}

/**
 * 429s are the gateway's limits, not its failure. Against a sandbox gateway every iteration is a
 * test run of its own (its phones, its client address), so only the whole gateway's SMS budget
 * is shared: the operator raises it for a load test with `jumun serve --sms-daily-budget`.
 */
export function throttledHint(s: LoadSummary): string | null {
  const calls = Object.entries(s.throttled);
  if (calls.length === 0) return null;
  const total = calls.reduce((n, [, count]) => n + count, 0);
  const which = calls.map(([call, count]) => `${call} ${count}`).join(', ');
  const sms = calls.some(([call]) => call.startsWith('sms.'));
  return [
    `the gateway refused ${total} requests with 429, a limit met (${which}).`,
    sms
      ? 'On the reference gateway the SMS limits are per test run but for the daily budget of the whole gateway: start it for the load with `jumun serve --sms-daily-budget <n>`.'
      : "These are the gateway's limits working: lower --users, or raise the limit the gateway names in its log.",
  ].join('\n');
}
