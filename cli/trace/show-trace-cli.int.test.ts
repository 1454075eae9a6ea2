// The trace round trip as QA runs it, in child processes of the built CLI: a failed replay leaves
// a trace that `jumun show-trace` prints; the commands' help and refusals.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCli, type Jumun } from '../testing/built-cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'jumun-trace-cli-'));
let jumun: Jumun;

beforeAll(async () => {
  jumun = await buildCli();
}, 120_000);

describe('jumun run --trace, then jumun show-trace', () => {
  it('a failed script leaves a trace that show-trace prints step by step', async () => {
    const script = join(dir, 'cash-order.jsonl');
    writeFileSync(
      script,
      // the checkout's total asserted wrong: the script fails there, the steps after it skipped
      readFileSync('fixtures/scripts/cash-order.jsonl', 'utf8').replace(
        '"checkout.itemsTotal":38000',
        '"checkout.itemsTotal":38001',
      ),
    );
    const traces = join(dir, 'traces');
    const run = await jumun(['run', script, '--cassette', 'fixtures/cassettes/', '--trace-dir', traces]);
    const file = join(traces, 'cash-order.trace.json');
    expect(run.stdout).toContain(`1 trace written (jumun show-trace FILE):\n  ${file}\n`);
    expect(run.code).not.toBe(0);

    const shown = await jumun(['show-trace', file]);
    expect(shown.code).toBe(0);
    expect(shown.stdout.split('\n')[0]).toMatch(/cash-order\.jsonl: failed at line \d+ \(15 steps, /);
    expect(shown.stdout).toMatch(/^✓ line \d+ OpenRestaurant \{"restaurantId":1001\} [\d.]+ ms$/m);
    expect(shown.stdout).toMatch(/^ {4}GET \/api\/v2\/restaurants\/1001\?\S+ 200 [\d.]+ ms$/m);
    expect(shown.stdout).toMatch(/^✗ line \d+ /m);
    expect(shown.stdout).toMatch(/^- line \d+ assert .*: skipped$/m);
    expect(shown.stdout).not.toMatch(/010-?1234-?5678/);
  });

  it('explains show-trace with an example in --help, and run lists the trace flags', async () => {
    const help = await jumun(['show-trace', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/Examples?:\n {2}\$ jumun show-trace /);
    expect((await jumun(['run', '--help'])).stdout).toMatch(/--trace <mode>[\s\S]*--trace-dir <dir>/);
  });

  it('refuses a bad --trace and a file that is not a trace, exit 2', async () => {
    const bad = await jumun(['run', 'fixtures/scripts/cash-order.jsonl', '--trace', 'always']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--trace: expected on, off, retain-on-failure, got always');
    const notTrace = join(dir, 'events.json');
    writeFileSync(notTrace, '[]');
    const shown = await jumun(['show-trace', notTrace]);
    expect(shown.code).toBe(2);
    expect(shown.stderr).toContain('not a jumun trace');
  });
});
