// The cassette modes as QA meets them: the built CLI in a child process against an in-memory
// gateway. once records a missing cassette and then fails on a miss; replay with a gateway fails on
// a miss too, sending nothing live and writing nothing; lockdown (the default under CI) never
// writes and fails on any miss; --expire warns or re-records; --volatile matches a field that
// differs between runs.
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import '../../scripts/testing/provided-context.ts';
import type { RunningGateway } from '../../gateway/start.ts';
import { startTestGateway, TEST_NOW } from '../../gateway/testing/test-gateway.ts';
import { exitCodes } from '../exit.ts';

const exec = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'jumun-modes-'));
let bundle = '';
let gateway: RunningGateway;

/** The built CLI; `CI` is unset unless `ci` says, whatever the machine running the tests has. */
async function jumun(args: readonly string[], ci = false) {
  const env = { ...process.env };
  delete env.CI;
  if (ci) env.CI = 'true';
  try {
    const { stdout, stderr } = await exec(process.execPath, [bundle, ...args, '--now', TEST_NOW], {
      encoding: 'utf8',
      env,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

const base = readFileSync('fixtures/scripts/restaurant-unreachable.jsonl', 'utf8').split('\n').slice(3, 10);
function script(name: string, ...restaurants: number[]): string {
  const file = join(dir, name);
  const opens = restaurants.map((id) => JSON.stringify({ type: 'OpenRestaurant', restaurantId: id }));
  writeFileSync(file, `${[...base, ...opens].join('\n')}\n`);
  return file;
}

beforeAll(async () => {
  bundle = inject('cliBundle');
  gateway = await startTestGateway();
}, 120_000);
afterAll(async () => {
  await gateway?.close();
});

describe('--cassette-mode once', () => {
  it('records a missing cassette, then replays it and fails on a miss without writing', async () => {
    const reads = script('reads.jsonl', 1001);
    const cassette = join(dir, 'once.json');
    const first = await jumun([
      'run',
      reads,
      '--cassette',
      cassette,
      '--cassette-mode',
      'once',
      '--gateway',
      gateway.url,
    ]);
    expect(first.code).toBe(exitCodes.ok);
    expect(existsSync(cassette)).toBe(true);
    const recorded = readFileSync(cassette, 'utf8');
    // replayed with no gateway at all
    expect((await jumun(['run', reads, '--cassette', cassette, '--cassette-mode', 'once'])).code).toBe(
      exitCodes.ok,
    );
    const more = script('reads-more.jsonl', 1001, 1002);
    const missed = await jumun([
      'run',
      more,
      '--cassette',
      cassette,
      '--cassette-mode',
      'once',
      '--gateway',
      gateway.url,
    ]);
    expect(missed.code).toBe(exitCodes.cassetteMiss);
    expect(missed.stdout).toMatch(/no recorded answer for GET \/api\/v2\/restaurants\/1002/);
    expect(readFileSync(cassette, 'utf8')).toBe(recorded);
  });
});

describe('--cassette-mode replay with a gateway', () => {
  const cash = readFileSync('fixtures/scripts/cash-order.jsonl', 'utf8');
  const atHome = (detail: string, name: string) => {
    const file = join(dir, name);
    writeFileSync(file, cash.replace('101동 1001호', detail));
    return file;
  };

  it("refuses a miss as the cassette's (exit 4, the nearest recording), never live, and writes nothing", async () => {
    const cassette = join(dir, 'replay.json');
    const recorded = await jumun([
      'run',
      atHome('101동 1001호', 'replay-order.jsonl'),
      '--record',
      cassette,
      '--gateway',
      gateway.url,
    ]);
    expect(recorded.code).toBe(exitCodes.ok);
    const text = readFileSync(cassette, 'utf8');
    // The order now goes to another door: the cassette has no answer for its submit. Sent live, it
    // would carry the replay's stand-in token to a gateway that never issued it.
    const moved = atHome('202동 2002호', 'replay-order-moved.jsonl');
    const run = await jumun(['run', moved, '--cassette', cassette, '--gateway', gateway.url]);
    expect(run.code).toBe(exitCodes.cassetteMiss);
    expect(run.stdout).toMatch(/no recorded answer for POST \/order\/cart\/submit\/food\//);
    expect(run.stdout).toMatch(/nearest recorded: #\d+ order\.submit/);
    expect(run.stdout).toContain('street_number');
    expect(run.stderr).toContain(`jumun run ${moved} --record ${cassette} --gateway ${gateway.url}`);
    expect(run.stderr).not.toContain('new episode');
    expect(readFileSync(cassette, 'utf8')).toBe(text);
    // and the cassette still replays its own run with no network
    const again = await jumun(
      ['run', atHome('101동 1001호', 'replay-order-2.jsonl'), '--cassette', cassette],
      true,
    );
    expect(again.code).toBe(exitCodes.ok);
  });

  it('without a gateway, a miss fails as before (exit 4) and nothing is written', async () => {
    const cassette = join(dir, 'plain.json');
    copyFileSync('fixtures/cassettes/restaurant-unreachable.json', cassette);
    const run = await jumun(['run', script('p.jsonl', 1001, 1003), '--cassette', cassette]);
    expect(run.code).toBe(exitCodes.cassetteMiss);
    expect(readFileSync(cassette, 'utf8')).toBe(
      readFileSync('fixtures/cassettes/restaurant-unreachable.json', 'utf8'),
    );
  });
});

describe('lockdown, the default when CI is set', () => {
  const cassette = 'fixtures/cassettes/restaurant-unreachable.json';

  it('replays, fails on any miss with exit 4 and never writes', async () => {
    const text = readFileSync(cassette, 'utf8');
    const run = await jumun(['run', script('l.jsonl', 1001, 1003), '--cassette', cassette], true);
    expect(run.code).toBe(exitCodes.cassetteMiss);
    expect(run.stdout).toMatch(/nearest recorded: #\d+ restaurant\.detail/);
    expect(readFileSync(cassette, 'utf8')).toBe(text);
  });

  it('refuses a gateway, naming the flags and the way out (exit 2)', async () => {
    const ci = await jumun(
      ['run', script('g.jsonl'), '--cassette', cassette, '--gateway', gateway.url],
      true,
    );
    expect(ci.code).toBe(exitCodes.badInput);
    expect(ci.stderr).toContain('--cassette with --gateway: CI is set, so the cassette mode is lockdown');
    const said = await jumun([
      'run',
      script('g.jsonl'),
      '--cassette',
      cassette,
      '--cassette-mode',
      'lockdown',
      '--gateway',
      gateway.url,
    ]);
    expect(said.code).toBe(exitCodes.badInput);
    expect(said.stderr).toContain(
      '--cassette-mode lockdown never goes to the network: it cannot go with --gateway',
    );
  });
});

describe('--expire', () => {
  /** The shipped cassette, recorded 100 days before now. */
  function old(name: string): string {
    const file = join(dir, name);
    const json = JSON.parse(readFileSync('fixtures/cassettes/restaurant-unreachable.json', 'utf8')) as Record<
      string,
      unknown
    >;
    json.recorded_at = new Date(Date.now() - 100 * 86_400_000).toISOString();
    writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
    return file;
  }
  const reads = () => script('e.jsonl');

  it('warns per expired cassette and replays it; --fail-on-expired makes that exit 4', async () => {
    const cassette = old('expired.json');
    const warned = await jumun(['run', reads(), '--cassette', cassette, '--expire', '30'], true);
    expect(warned.code).toBe(exitCodes.ok);
    expect(warned.stderr).toContain(`cassette ${cassette} is 100 days old (--expire 30): re-record it`);
    const failed = await jumun(
      ['run', reads(), '--cassette', cassette, '--expire', '30', '--fail-on-expired'],
      true,
    );
    expect(failed.code).toBe(exitCodes.cassetteMiss);
    expect(failed.stderr).toContain('older than --expire 30 (--fail-on-expired)');
    expect((await jumun(['run', reads(), '--cassette', cassette, '--expire', '101'], true)).stderr).toBe('');
  });

  it('re-records an expired cassette in once mode when a gateway is named', async () => {
    const cassette = old('rerecord.json');
    const run = await jumun([
      'run',
      reads(),
      '--cassette',
      cassette,
      '--cassette-mode',
      'once',
      '--gateway',
      gateway.url,
      '--expire',
      '30',
    ]);
    expect(run.code).toBe(exitCodes.ok);
    expect(run.stderr).toContain('is 100 days old (--expire 30): re-recording it from the live gateway');
    const recordedAt = (JSON.parse(readFileSync(cassette, 'utf8')) as { recorded_at: string }).recorded_at;
    expect(Date.now() - Date.parse(recordedAt)).toBeLessThan(3_600_000);
  });
});

describe('--volatile', () => {
  const cash = readFileSync('fixtures/scripts/cash-order.jsonl', 'utf8');
  const atHome = (detail: string, name: string) => {
    const file = join(dir, name);
    writeFileSync(file, cash.replace('101동 1001호', detail));
    return file;
  };
  const fields = [
    '--volatile',
    'body.delivery_info.street_number',
    '--volatile',
    'body.customer.address_detail.building',
  ];

  it('matches a field that differs between runs, named when recording and kept in the cassette', async () => {
    const cassette = join(dir, 'volatile.json');
    const recorded = await jumun([
      'run',
      atHome('101동 1001호', 'cash-order.jsonl'),
      '--record',
      cassette,
      '--gateway',
      gateway.url,
      ...fields,
    ]);
    expect(recorded.code).toBe(exitCodes.ok);
    expect((JSON.parse(readFileSync(cassette, 'utf8')) as { volatile: string[] }).volatile).toEqual([
      'body.delivery_info.street_number',
      'body.customer.address_detail.building',
    ]);
    const other = atHome('202동 2002호', 'cash-order-2.jsonl');
    expect((await jumun(['run', other, '--cassette', cassette], true)).code).toBe(exitCodes.ok);
  });

  it('without it the same run misses at the order, the diff naming the field', async () => {
    const other = atHome('202동 2002호', 'cash-order-3.jsonl');
    const run = await jumun(['run', other, '--cassette', 'fixtures/cassettes/cash-order.json'], true);
    expect(run.code).toBe(exitCodes.cassetteMiss);
    expect(run.stdout).toContain('street_number');
    // and named on the command line it matches the shipped cassette, which names none
    expect(
      (await jumun(['run', other, '--cassette', 'fixtures/cassettes/cash-order.json', ...fields], true)).code,
    ).toBe(exitCodes.ok);
  });
});
