// `jumun run --trace`: which script runs leave a trace file and what it holds, from the shipped
// cassettes, with an injected fault and against a live gateway; its secrets redacted.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/start.ts';
import { startTestGateway, TEST_NOW } from '../../gateway/testing/test-gateway.ts';
import { exitCodes } from '../exit.ts';
import { fakeStream } from '../report/testing/fake-stream.ts';
import { runCommand } from '../run/run-command.ts';
import type { RunFlags } from '../run/run-flag-table.ts';
import { decodeTrace, type Trace } from './trace-format.ts';
import { traceText } from './trace-text.ts';

const dir = mkdtempSync(join(tmpdir(), 'jumun-trace-'));
const CASH = 'fixtures/scripts/cash-order.jsonl';
const UNREACHABLE = 'fixtures/scripts/restaurant-unreachable.jsonl';
const LOGIN = 'fixtures/scripts/login-and-wrong-password.jsonl';
const CASSETTES = 'fixtures/cassettes/';

async function jumunRun(paths: readonly string[], flags: RunFlags) {
  const stdout = fakeStream(false);
  const stderr = fakeStream(false);
  const code = await runCommand(paths, { now: TEST_NOW, ...flags }, { stdout, stderr });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

/** The cash order with its cart total asserted wrong: it fails at its fifth step. */
function failingCashOrder(): string {
  const folder = mkdtempSync(join(dir, 'scripts-'));
  const file = join(folder, 'cash-order.jsonl');
  writeFileSync(file, readFileSync(CASH, 'utf8').replace('"cart.total":38000', '"cart.total":38001'));
  return file;
}

function readTrace(file: string): Trace {
  const read = decodeTrace(readFileSync(file, 'utf8'));
  if (!read.ok) throw new Error(read.error);
  return read.trace;
}

const traceDir = () => mkdtempSync(join(dir, 'traces-'));

describe('--trace retain-on-failure (the default)', () => {
  it('writes a trace for the failed script only, and the report names it', async () => {
    const traces = traceDir();
    const failing = failingCashOrder();
    const { code, stdout } = await jumunRun([failing, UNREACHABLE], {
      cassette: CASSETTES,
      traceDir: traces,
    });
    expect(code).toBe(exitCodes.failed);
    expect(readdirSync(traces)).toEqual(['cash-order.trace.json']);
    const file = join(traces, 'cash-order.trace.json');
    expect(stdout).toContain(`1 trace written (jumun show-trace FILE):\n  ${file}`);

    const trace = readTrace(file);
    expect(trace).toMatchObject({ script: failing, passed: false });
    expect(trace.steps.map((s) => `${s.type} ${s.result}`).slice(0, 6)).toEqual([
      'SetLocation passed',
      'assert passed',
      'OpenRestaurant passed',
      'AddItem passed',
      'assert failed',
      'GoToCheckout skipped',
    ]);
    // each step by its line in the script
    const lines = readFileSync(failing, 'utf8').split('\n');
    for (const step of trace.steps)
      expect(lines[step.line - 1]).toContain(step.type === 'assert' ? '"assert"' : `"type":"${step.type}"`);
    const [location, , restaurant, add, failed] = trace.steps;
    // each request with its answer and timing, in the step that made it
    expect(restaurant?.requests.map((r) => `${r.method} ${r.status}`)).toEqual(['GET 200', 'GET 200']);
    expect(restaurant?.requests[0]?.url).toMatch(/\/api\/v2\/restaurants\/1001\?/);
    expect(restaurant?.requests[0]?.responseBody).toContain('역삼 황금치킨');
    for (const r of restaurant?.requests ?? []) {
      expect(r.durationMs).toBeGreaterThanOrEqual(0);
      expect(r.startMs).toBeGreaterThanOrEqual(restaurant?.startMs ?? 0);
    }
    expect(location?.events.map((e) => (e as { type: string }).type)).toEqual(['LocationSet']);
    // the projections before and after: the item added shows in the cart, the assertion changed nothing
    const before = trace.projections[add?.before ?? -1] as { cart: { total: number } };
    const after = trace.projections[add?.after ?? -1] as { cart: { total: number } };
    expect([before.cart.total, after.cart.total]).toEqual([0, 38000]);
    expect(failed).toMatchObject({ failure: 'cart.total: expected 38001, was 38000' });
    expect(failed?.before).toBe(failed?.after);
    expect(failed?.assert).toMatchObject({ 'cart.total': 38001 });
  });

  it('keeps the last failed attempt of a retried script', async () => {
    const traces = traceDir();
    const { code } = await jumunRun([failingCashOrder()], {
      cassette: CASSETTES,
      traceDir: traces,
      retries: '2',
    });
    expect(code).toBe(exitCodes.failed);
    expect(readdirSync(traces)).toEqual(['cash-order.trace.json']);
    expect(readTrace(join(traces, 'cash-order.trace.json'))).toMatchObject({ attempt: 3, passed: false });
  });

  it('clears the trace a script left from an earlier run once it passes', async () => {
    const traces = traceDir();
    writeFileSync(join(traces, 'cash-order.trace.json'), '{}');
    writeFileSync(join(traces, 'cash-order.row-1.trace.json'), '{}');
    writeFileSync(join(traces, 'other.trace.json'), '{}');
    const { code, stdout } = await jumunRun([CASH], { cassette: CASSETTES, traceDir: traces });
    expect(code).toBe(exitCodes.ok);
    expect(readdirSync(traces)).toEqual(['other.trace.json']);
    expect(stdout).not.toContain('trace written');
  });
});

describe('--trace on and off', () => {
  it('on: every script keeps its trace, a passing one too', async () => {
    const traces = traceDir();
    const { code, stdout } = await jumunRun([CASH, UNREACHABLE], {
      cassette: CASSETTES,
      trace: 'on',
      traceDir: traces,
    });
    expect(code).toBe(exitCodes.ok);
    expect(readdirSync(traces).sort()).toEqual([
      'cash-order.trace.json',
      'restaurant-unreachable.trace.json',
    ]);
    expect(stdout).toContain('2 traces written');
    const trace = readTrace(join(traces, 'cash-order.trace.json'));
    expect(trace.passed).toBe(true);
    expect(trace.steps.every((s) => s.result === 'passed')).toBe(true);
    const submit = trace.steps.find((s) => s.type === 'SubmitOrder');
    expect(submit?.requests.some((r) => r.method === 'POST' && r.status === 200)).toBe(true);
  });

  it('off: no trace, no directory', async () => {
    const traces = join(dir, 'never');
    const { code } = await jumunRun([failingCashOrder()], {
      cassette: CASSETTES,
      trace: 'off',
      traceDir: traces,
    });
    expect(code).toBe(exitCodes.failed);
    expect(existsSync(traces)).toBe(false);
  });

  it('refuses a mode it does not know, naming the flag (exit 2)', async () => {
    const { code, stderr } = await jumunRun([CASH], { cassette: CASSETTES, trace: 'sometimes' });
    expect(code).toBe(exitCodes.badInput);
    expect(stderr).toContain('--trace: expected on, off, retain-on-failure, got sometimes');
  });
});

describe('what a trace never holds in the clear', () => {
  it('passwords, the SMS code and the phone are redacted as in every other output', async () => {
    const traces = traceDir();
    const { code } = await jumunRun([CASH, LOGIN], { cassette: CASSETTES, trace: 'on', traceDir: traces });
    expect(code).toBe(exitCodes.ok);
    const login = readFileSync(join(traces, 'login-and-wrong-password.trace.json'), 'utf8');
    expect(login).not.toContain('Jumun!2026');
    expect(login).not.toContain('wrong-password1!');
    expect(login).toContain('<redacted:password>');
    const cash = readFileSync(join(traces, 'cash-order.trace.json'), 'utf8');
    // The script's phone is a fresh one ({{unique.phone}}): no number of a phone in the clear. A
    // phone stands on its own, not inside a random id (a device id 5d016368-3408-… is no phone).
    expect(cash).not.toMatch(/(?<![0-9A-Za-z])01[016789]-?\d{3,4}-?\d{4}(?![0-9A-Za-z])/);
    expect(cash).toMatch(/\*{7}\d{4}/);
    const trace = readTrace(join(traces, 'cash-order.trace.json'));
    const outbox = trace.steps.flatMap((s) => s.requests).find((r) => r.url.includes('/sandbox/sms'));
    expect(outbox?.responseBody).toContain('"code":"<redacted:sms-code>"');
  });
});

describe('with an injected fault', () => {
  it('shows the fault on the request it answered', async () => {
    const traces = traceDir();
    const faults = join(dir, 'faults.json');
    writeFileSync(faults, JSON.stringify([{ match: 'order.submit', fault: 'status500' }]));
    const { code } = await jumunRun([CASH], { cassette: CASSETTES, faults, traceDir: traces });
    expect(code).toBe(exitCodes.failed);
    const trace = readTrace(join(traces, 'cash-order.trace.json'));
    const submit = trace.steps.find((s) => s.type === 'SubmitOrder');
    expect(submit?.result).toBe('failed');
    const faulted = submit?.requests.find((r) => r.fault !== undefined);
    expect(faulted).toMatchObject({ method: 'POST', status: 500, fault: 'status500' });
    expect(traceText(trace)).toMatch(/→ POST \/\S+ 500 [\d.]+ ms \[injected fault: status500\]/);
  });
});

describe('against a live gateway', () => {
  let gateway: RunningGateway;
  beforeAll(async () => {
    gateway = await startTestGateway();
  }, 60_000);
  afterAll(async () => {
    await gateway?.close();
  });

  it('two scripts of one name from two folders keep a trace each (a cassette directory refuses them)', async () => {
    const traces = traceDir();
    const smoke = join(mkdtempSync(join(dir, 'smoke-')), 'restaurant-unreachable.jsonl');
    writeFileSync(smoke, readFileSync(UNREACHABLE, 'utf8'));
    const { code } = await jumunRun([UNREACHABLE, smoke], {
      gateway: gateway.url,
      trace: 'on',
      traceDir: traces,
    });
    expect(code).toBe(exitCodes.ok);
    const names = readdirSync(traces).sort();
    expect(names).toHaveLength(2);
    expect(names).toContain('scripts-restaurant-unreachable.trace.json');
  });

  it('traces the requests the failed script sent, with the gateway answers', async () => {
    const traces = traceDir();
    mkdirSync(traces, { recursive: true });
    const { code } = await jumunRun([failingCashOrder()], { gateway: gateway.url, traceDir: traces });
    expect(code).toBe(exitCodes.failed);
    const trace = readTrace(join(traces, 'cash-order.trace.json'));
    const requests = trace.steps.flatMap((s) => s.requests);
    expect(requests.length).toBeGreaterThanOrEqual(4);
    expect(requests.every((r) => r.url.startsWith(gateway.url))).toBe(true);
    expect(requests.every((r) => r.status === 200 && r.durationMs !== undefined)).toBe(true);
  });
});
