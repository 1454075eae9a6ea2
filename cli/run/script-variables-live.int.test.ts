// Variables and polling against a live reference gateway: {{unique.phone}} lets the shipped
// scripts run twice on one gateway that keeps no per-run phones (no x-jumun-run honoured), and
// "until" polls a real order's status while the payment provider settles it.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_RUN_HEADER } from '../../gateway/sandbox/test-run.ts';
import type { RunningGateway } from '../../gateway/start.ts';
import { startTestGateway, TEST_NOW } from '../../gateway/testing/test-gateway.ts';
import { builtinSource } from '../script/builtins.ts';
import { parseScript } from '../script/script-line.ts';
import { resolveTarget, type Target } from '../target/target.ts';
import { runScripts } from './run-scripts.ts';
import { type LoadedScript, loadScripts } from './script-files.ts';

const clock = { now: () => Date.parse(TEST_NOW) };
let gateway: RunningGateway;

beforeAll(async () => {
  // Many QA clients behind one address: the per-address send limit (30 texts an hour by default)
  // is a setting of such a gateway; what the scripts themselves can keep apart is their phones.
  gateway = await startTestGateway({ smsLimits: { perAddress: 10_000, perCustomer: 10_000 } });
}, 60_000);
afterAll(async () => {
  await gateway?.close();
});

/** The gateway, but its requests carry no run: phones are shared by every run, as on a plain gateway. */
async function sharedPhonesTarget(): Promise<Target> {
  const resolved = await resolveTarget({ gateway: gateway.url });
  if (!resolved.ok) throw new Error(resolved.message);
  const { target } = resolved;
  return {
    ...target,
    transportFor: (script) => {
      const inner = target.transportFor(script);
      return {
        send: (request) => {
          const { [TEST_RUN_HEADER]: _run, ...headers } = request.headers ?? {};
          return inner.send({ ...request, headers });
        },
      };
    },
  };
}

const failures = (runs: Awaited<ReturnType<typeof runScripts>>) =>
  runs.flatMap((r) =>
    r.results.filter((l) => !l.ok && l.skipped !== true).map((l) => `${l.script}:${l.line} ${l.failure}`),
  );

async function runTwice(scripts: readonly LoadedScript[]) {
  const target = await sharedPhonesTarget();
  const first = await runScripts(scripts, target, {
    concurrency: 1,
    clock,
    onScript: () => {},
    builtins: builtinSource(),
  });
  const second = await runScripts(scripts, target, {
    concurrency: 1,
    clock,
    onScript: () => {},
    builtins: builtinSource(),
  });
  return [failures(first), failures(second)];
}

describe('{{unique.phone}}', () => {
  it('lets the shipped scripts run twice on one gateway that shares phones between runs', async () => {
    const loaded = await loadScripts(['fixtures/scripts']);
    if (!loaded.ok) throw new Error(loaded.errors.join('\n'));
    expect(await runTwice(loaded.scripts)).toEqual([[], []]);
  }, 240_000);

  it('where a fixed phone fails the second time (its five texts in ten minutes were spent)', async () => {
    const text = readFileSync('fixtures/scripts/sms-ban.jsonl', 'utf8');
    const parsed = parseScript(text.replaceAll('{{unique.phone}}', '010-3333-4444'));
    if (!parsed.ok) throw new Error('should parse');
    const [first, second] = await runTwice([
      { file: 'sms-ban-fixed.jsonl', lines: parsed.lines, now: parsed.now },
    ]);
    expect(first).toEqual([]);
    expect(second?.[0]).toMatch(/^sms-ban-fixed\.jsonl:\d+ expected ok, was rejected SMS_BAN/);
  }, 60_000);
});

describe('"until" against a real order', () => {
  it('polls the order until its payment is settled', async () => {
    const script = [
      '{"now":"2026-11-21T12:00:00+09:00"}',
      '{"type":"SetLocation","address":"서울 강남구 역삼동"}',
      '{"type":"OpenRestaurant","restaurantId":1001}',
      '{"type":"AddItem","menu":"후라이드치킨","options":{"맛":["간장"]},"amount":1}',
      '{"type":"GoToCheckout"}',
      '{"type":"SetAddressDetail","detail":"역삼빌딩 5층"}',
      '{"type":"SetPhone","phone":"{{unique.phone}}"}',
      '{"type":"RequestSmsCode"}',
      '{"type":"VerifySmsCode","code":"@sandbox"}',
      '{"type":"ChoosePayment","payment":"pg_card"}',
      '{"type":"SubmitOrder","capture":{"order":"checkout.orderNumber"}}',
      '{"type":"LoadOrder","orderNumber":"{{order}}","until":{"checkout.order.status":"ACCEPTED"},"timeout":"8s"}',
      '{"assert":{"checkout.order.order_number":"{{order}}","checkout.order.payment_amount":{"$gt":0}}}',
    ].join('\n');
    const parsed = parseScript(script);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const resolved = await resolveTarget({ gateway: gateway.url });
    if (!resolved.ok) throw new Error(resolved.message);
    // the sandbox provider settles the payment a moment after the order waits for it
    let seenAt: number | null = null;
    const settle = setInterval(async () => {
      const [row] = await gateway.db.query<{ order_number: string }>(
        "SELECT order_number FROM orders WHERE status = 'awaiting_payment' LIMIT 1",
      );
      if (row === undefined) return;
      seenAt ??= Date.now();
      if (Date.now() - seenAt > 700)
        await gateway.db.query("UPDATE orders SET status = 'paid' WHERE order_number = $1", [
          row.order_number,
        ]);
    }, 100);
    const runs = await runScripts(
      [{ file: 'poll.jsonl', lines: parsed.lines, now: parsed.now }],
      resolved.target,
      {
        concurrency: 1,
        clock,
        onScript: () => {},
      },
    );
    clearInterval(settle);
    expect(failures(runs)).toEqual([]);
    const poll = runs[0]?.results.find((r) => r.type === 'LoadOrder');
    expect(poll?.attempts).toBeGreaterThanOrEqual(2);
  }, 60_000);
});
