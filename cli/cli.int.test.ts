// The jumun CLI as QA runs it: the built bundle in a child process, its help, and its exit codes
// (0 every expectation held, 1 one failed, 2 bad script or arguments, 3 gateway unreachable,
// 4 a cassette miss; `jumun run`'s cases are tested in-process in cli/run/run-command.int.test.ts).
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testStore } from '../domain/store/testing/test-store.ts';
import type { RunningGateway } from '../gateway/start.ts';
import { startTestGateway, TEST_NOW } from '../gateway/testing/test-gateway.ts';

const run = promisify(execFile);

async function jumun(args: readonly string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['bin/jumun.js', ...args], { encoding: 'utf8' });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

let gateway: RunningGateway;
const dir = mkdtempSync(join(tmpdir(), 'jumun-cli-'));

beforeAll(async () => {
  // bin/jumun.js runs dist/cli, built for the run by the tier's setup (scripts/testing/cli-setup.ts)
  gateway = await startTestGateway();
}, 60_000);
afterAll(async () => {
  await gateway?.close();
});

describe('jumun', () => {
  it('refuses an unknown command with exit 2, --help after it or not, naming a close one', async () => {
    for (const args of [['order-inof', '--help'], ['order-inof']]) {
      const { code, stdout, stderr } = await jumun(args);
      expect({ code, stdout, stderr }).toEqual({
        code: 2,
        stdout: '',
        stderr: "jumun: unknown command 'order-inof'; did you mean 'order-info'? (jumun --help)\n",
      });
    }
  });

  it.each(['serve', 'run', 'order', 'restaurants', 'menu', 'order-info', 'replay', 'import-har', 'explore'])(
    'explains `%s` with an example in --help',
    async (command) => {
      const { code, stdout } = await jumun([command, '--help']);
      expect(code).toBe(0);
      expect(stdout).toMatch(/Examples?:\n {2}\$ jumun /);
    },
  );

  it('prints its version', async () => {
    const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    expect((await jumun(['--version'])).stdout.trim()).toBe(version);
  });

  it('exits 0 when every expectation holds, and writes a replayable event log', async () => {
    const events = join(dir, 'events.json');
    const { code, stdout } = await jumun([
      'run',
      'fixtures/scripts/cash-order.jsonl',
      '--gateway',
      gateway.url,
      '--now',
      TEST_NOW,
      '--events',
      events,
    ]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/scripts: 1 passed, 0 failed · steps: 15 passed, 0 failed, 0 skipped\n$/);
    const replayed = await jumun(['replay', events]);
    expect(JSON.parse(replayed.stdout)).toMatchObject({
      cart: { restaurantId: 1001, total: 38000 },
      checkout: { total: 41000 },
    });
  });

  it('replays the expiries of a stored log: the location forgotten after 20 minutes, the cart kept (spec 000 §9)', async () => {
    const { store, ports } = testStore();
    await store.dispatch({ type: 'SetLocation', address: '역삼동' });
    await store.dispatch({ type: 'OpenRestaurant', restaurantId: 1001 });
    await store.dispatch({ type: 'AddItem', menu: '치즈볼', amount: 3 });
    ports.clock.advance(20 * 60_000);
    await store.dispatch({ type: 'ExpireStale' });
    const events = join(dir, 'expired-events.json');
    writeFileSync(events, JSON.stringify(store.log()));
    expect(store.log().map((e) => e.type)).toContain('LocationExpired');
    const replayed = await jumun(['replay', events]);
    expect(replayed.code).toBe(0);
    expect(JSON.parse(replayed.stdout)).toMatchObject({
      cart: { restaurantId: 1001, count: 3 },
      session: { location: null, restaurantId: null },
    });
  });

  it('exits 1 when an expectation fails, and says why in NDJSON', async () => {
    const script = join(dir, 'failing.jsonl');
    writeFileSync(
      script,
      '{"type":"SetLocation","address":"서울 강남구 역삼동"}\n{"assert":{"cart.total":1}}\n',
    );
    const { code, stdout } = await jumun(['run', script, '--gateway', gateway.url, '--json']);
    expect(code).toBe(1);
    const events = stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(events.map((e) => e.event)).toEqual(['script-start', 'step', 'step', 'script-end', 'summary']);
    const lines = events.slice(1);
    expect(lines[1]).toMatchObject({
      line: 2,
      type: 'assert',
      ok: false,
      failure: 'cart.total: expected 1, was 0',
    });
    expect(lines[2]).toMatchObject({ event: 'script-end', status: 'failed', steps: 2 });
    expect(lines[3]).toMatchObject({ summary: { passed: 1, failed: 1, skipped: 0 } });
  });

  it('exits 2 for a bad script, naming the file and line, before anything runs', async () => {
    const script = join(dir, 'bad.jsonl');
    writeFileSync(script, '{"type":"SetLocation","address":"역삼동"}\n{"type":"AddItem","amuont":2}\n');
    const { code, stderr } = await jumun(['run', script, '--gateway', gateway.url]);
    expect(code).toBe(2);
    expect(stderr).toContain(`${script}:2: AddItem: unknown field "amuont"`);
  });

  it('exits 2 for bad arguments and 3 when the gateway cannot be reached', async () => {
    expect((await jumun(['run', 'fixtures/scripts/cash-order.jsonl', '--reporter', 'fancy'])).code).toBe(2);
    const unreachable = await jumun([
      'run',
      'fixtures/scripts/cash-order.jsonl',
      '--gateway',
      'http://127.0.0.1:9',
    ]);
    expect(unreachable.code).toBe(3);
    expect(unreachable.stderr).toContain('cannot be reached');
  });

  it('writes JUnit XML', async () => {
    const { code, stdout } = await jumun([
      'run',
      'fixtures/scripts/cash-order.jsonl',
      '--cassette',
      'fixtures/cassettes/cash-order.json',
      '--now',
      TEST_NOW,
      '--reporter',
      'junit',
    ]);
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /<testcase classname="jumun.run" name="fixtures\/scripts\/cash-order.jsonl" file="[^"]+" time="\d+\.\d{3}">/,
    );
    expect(stdout).toContain('<testsuites name="jumun run" tests="1" failures="0" errors="0" skipped="0"');
  });
});
