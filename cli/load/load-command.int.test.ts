// `jumun load` as QA runs it: the built CLI against an in-memory gateway, four customers for three
// seconds of cash orders, every order read back; a failing script, bad flags and no gateway; and
// a load interrupted by Ctrl+C, which reports what ran and never exits 0.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exitCodes } from '../exit.ts';
import { runCliBundle } from '../testing/built-cli.ts';
import { cliAndGateway } from '../testing/cli-and-gateway.ts';
import type { LoadSummary } from './load-summary.ts';

const { gateway, jumun } = cliAndGateway();

const CASH = 'fixtures/scripts/cash-order.jsonl';
/** The phones texted so far, in order, without the sandbox's test-run suffix. */
async function sentTo(): Promise<string[]> {
  const rows = await gateway().db.query<{ phone: string }>('SELECT phone FROM sms_sends ORDER BY id');
  return rows.map((r) => r.phone.split('#')[0] ?? r.phone);
}

async function countOf(sql: string): Promise<number> {
  const [row] = await gateway().db.query<{ n: number }>(sql);
  return row?.n ?? Number.NaN;
}

describe('jumun load', () => {
  it('runs 4 customers for 3 s and reads every 2xx order back: none lost, none doubled', async () => {
    const ordersBefore = await countOf('SELECT count(*)::int AS n FROM orders');
    const phonesBefore = await sentTo();
    const { code, stdout, stderr } = await jumun([
      'load',
      CASH,
      '--users',
      '4',
      '--duration',
      '3s',
      '--gateway',
      gateway().url,
      '--json',
    ]);
    expect(stderr).toBe('');
    expect(code).toBe(exitCodes.ok);
    const s = JSON.parse(stdout) as LoadSummary;
    expect(s.users).toBe(4);
    // each customer starts at least one iteration, and the run lasts at least the duration
    expect(s.iterations.total).toBeGreaterThanOrEqual(4);
    expect(s.iterations).toEqual({ total: s.iterations.total, passed: s.iterations.total, failed: 0 });
    expect(s.seconds).toBeGreaterThanOrEqual(3);
    // one order per iteration, each submitted once, each read back with its owner's token
    expect(s.orders).toEqual({
      submitted: s.iterations.total,
      readBack: s.iterations.total,
      lost: [],
      doubled: [],
      unreadable: [],
    });
    const submit = s.calls.find((c) => c.call === 'order.submit');
    expect(submit?.count).toBe(s.iterations.total);
    expect(submit?.p50).toBeGreaterThan(0);
    expect(submit?.p99).toBeGreaterThanOrEqual(submit?.p95 ?? Number.NaN);
    // the script's 14 requests per iteration (13 calls of the contract and the sandbox outbox)
    expect(s.requests).toBe(14 * s.iterations.total);
    expect(s.allCalls.count).toBe(s.requests);
    expect(s.iterationTime.count).toBe(s.iterations.total);
    // an iteration takes at least its slowest request
    expect(s.iterationTime.max).toBeGreaterThanOrEqual(submit?.max ?? Number.NaN);
    expect(s.throughput.iterationsPerSecond).toBeCloseTo(s.iterations.total / s.seconds, 0);
    expect(s.errors).toEqual([]);
    expect(s.ok).toBe(true);
    // The gateway holds exactly the orders read back: none placed that the load did not hear of.
    expect((await countOf('SELECT count(*)::int AS n FROM orders')) - ordersBefore).toBe(s.orders.submitted);
    // Each iteration verified a phone of its own ({{unique.phone}}), not one phone per test run.
    const phones = (await sentTo()).slice(phonesBefore.length);
    expect(phones).toHaveLength(s.iterations.total);
    expect(new Set(phones).size).toBe(s.iterations.total);
  }, 60_000);

  it('prints the tables and fails (exit 1) when iterations fail, with the kind and an example', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'jumun-load-'));
    const wrong = join(dir, 'wrong-total.jsonl');
    writeFileSync(
      wrong,
      [
        '{"now":"2026-11-21T12:00:00+09:00"}',
        '{"type":"SetLocation","address":"서울 강남구 역삼동"}',
        '{"type":"OpenRestaurant","restaurantId":1001}',
        '{"type":"AddItem","menu":"후라이드치킨","options":{"맛":["양념"]},"amount":1}',
        '{"assert":{"cart.total":1}}',
        '',
      ].join('\n'),
    );
    const { code, stdout } = await jumun([
      'load',
      wrong,
      '--users',
      '2',
      '--duration',
      '1s',
      '--gateway',
      gateway().url,
    ]);
    expect(code).toBe(exitCodes.failed);
    expect(stdout).toMatch(/^call +count +p50 ms +p95 ms +p99 ms +max ms$/m);
    expect(stdout).toMatch(/^restaurant\.menu +\d+ /m);
    expect(stdout).toMatch(
      /^assertion failed +iteration +\d+ +\S+wrong-total\.jsonl:5 assert: cart\.total: expected 1, was 19000$/m,
    );
    expect(stdout).toContain('orders: 0 submitted, 0 read back, 0 lost, 0 doubled');
    expect(stdout).toMatch(
      /load: FAILED — (\d+) of \1 iterations failed \(100%\), more than --max-error-rate 0%/,
    );
  }, 60_000);

  it('takes the rows of --data in turn, one row per iteration, the row named in the errors', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'jumun-load-'));
    const rows = join(dir, 'rows.csv');
    writeFileSync(rows, 'label,amount\none,1\ntwo,2\n');
    const script = join(dir, 'amounts.jsonl');
    writeFileSync(
      script,
      [
        '{"now":"2026-11-21T12:00:00+09:00"}',
        '{"type":"SetLocation","address":"서울 강남구 역삼동"}',
        '{"type":"OpenRestaurant","restaurantId":1001}',
        '{"type":"AddItem","menu":"후라이드치킨","options":{"맛":["양념"]},"amount":"{{amount}}"}',
        '{"assert":{"cart.total":19000}}',
        '',
      ].join('\n'),
    );
    const { code, stdout } = await jumun([
      'load',
      script,
      '--data',
      rows,
      '--users',
      '2',
      '--duration',
      '1s',
      '--max-error-rate',
      '60%',
      '--gateway',
      gateway().url,
      '--json',
    ]);
    const s = JSON.parse(stdout) as LoadSummary;
    // iterations 0, 2, 4... run row 1 (one 후라이드치킨: 19,000원) and pass; 1, 3, 5... row 2 fail
    expect(s.iterations.failed).toBe(Math.floor(s.iterations.total / 2));
    expect(s.iterations.total).toBeGreaterThanOrEqual(2);
    expect(s.errors).toEqual([
      {
        of: 'iteration',
        kind: 'assertion failed',
        count: s.iterations.failed,
        example: expect.stringMatching(
          /amounts\.jsonl \[row 2: two\]:5 assert: cart\.total: expected 19000, was 38000/,
        ),
      },
    ]);
    // half failed is within 60%
    expect(code).toBe(s.iterations.failed / s.iterations.total <= 0.6 ? exitCodes.ok : exitCodes.failed);
  }, 60_000);

  it('counts apart the submits whose answer was lost (a reset): the gateway holds orders no one heard of', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'jumun-load-'));
    const faults = join(dir, 'faults.json');
    writeFileSync(faults, JSON.stringify([{ match: 'order.submit', fault: 'reset' }]));
    const ordersBefore = await countOf('SELECT count(*)::int AS n FROM orders');
    const { code, stdout } = await jumun([
      'load',
      CASH,
      '--users',
      '2',
      '--duration',
      '1s',
      '--faults',
      faults,
      '--gateway',
      gateway().url,
      '--json',
    ]);
    expect(code).toBe(exitCodes.failed);
    const s = JSON.parse(stdout) as LoadSummary;
    // every iteration's submit was sent and its answer dropped: the customer saw a failure
    expect(s.iterations.failed).toBe(s.iterations.total);
    expect(s.orders).toMatchObject({ submitted: 0, readBack: 0 });
    expect(s.unansweredSubmits).toBe(s.iterations.total);
    expect(s.errors.find((e) => e.of === 'request')).toMatchObject({
      kind: 'reset',
      count: s.iterations.total,
    });
    // and the gateway took each of those orders: what the count of unanswered submits warns of
    expect((await countOf('SELECT count(*)::int AS n FROM orders')) - ordersBefore).toBe(s.iterations.total);
  }, 60_000);

  it('interrupted by Ctrl+C prints the figures of what ran, marked interrupted, and exits 130', async () => {
    const ordersBefore = await countOf('SELECT count(*)::int AS n FROM orders');
    const child = spawn(process.execPath, [
      await runCliBundle(),
      'load',
      CASH,
      '--users',
      '2',
      '--duration',
      '60s',
      '--gateway',
      gateway().url,
    ]);
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => {
      stdout += text;
    });
    child.stderr.setEncoding('utf8').on('data', (text: string) => {
      stderr += text;
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      // once an order is in: the load is under way
      for (
        const started = Date.now();
        Date.now() - started < 30_000;
        await new Promise((r) => setTimeout(r, 100))
      )
        if ((await countOf('SELECT count(*)::int AS n FROM orders')) > ordersBefore) break;
      child.kill('SIGINT');
      expect(await exited).toBe(exitCodes.interrupted);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    expect(stderr).toContain(
      'interrupted (SIGINT): stopping: the iterations in flight finish, then the read-back',
    );
    expect(stdout).toMatch(/took [\d.]+ s \(interrupted: SIGINT\)/);
    expect(stdout).toMatch(/^orders: (\d+) submitted, \1 read back, 0 lost, 0 doubled$/m);
    expect(stdout).toMatch(/load: INTERRUPTED — interrupted \(SIGINT\) after [\d.]+ s of 60 s/);
  }, 60_000);

  it('explains itself with examples in --help', async () => {
    const { code, stdout } = await jumun(['load', '--help']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/Examples?:\n {2}\$ jumun serve --db memory --sms-daily-budget/);
    expect(stdout).toContain('$ jumun load fixtures/scripts/cash-order.jsonl --users 10 --duration 20s');
    expect(stdout).toContain('An iteration in flight when the duration ends runs to its end and is counted.');
  });

  it('refuses bad flags (exit 2) and says when no gateway answers (exit 3)', async () => {
    const noUsers = await jumun(['load', CASH, '--duration', '1s']);
    expect(noUsers.code).toBe(exitCodes.badInput);
    expect(noUsers.stderr).toContain("required option '--users <n>' not specified");
    const zero = await jumun(['load', CASH, '--users', '0', '--duration', '1s', '--gateway', gateway().url]);
    expect(zero).toMatchObject({ code: exitCodes.badInput, stdout: '' });
    expect(zero.stderr).toContain('--users: expected a whole number from 1 to 1000, got 0');
    const two = await jumun([
      'load',
      'fixtures/scripts',
      '--users',
      '1',
      '--duration',
      '1s',
      '--gateway',
      gateway().url,
    ]);
    expect(two.code).toBe(exitCodes.badInput);
    expect(two.stderr).toMatch(/load runs one script; fixtures\/scripts holds \d+: name one file/);
    const nobody = await jumun([
      'load',
      CASH,
      '--users',
      '1',
      '--duration',
      '1s',
      '--gateway',
      'http://127.0.0.1:9',
    ]);
    expect(nobody.code).toBe(exitCodes.unreachable);
    expect(nobody.stderr).toContain('cannot be reached');
  }, 60_000);
});
