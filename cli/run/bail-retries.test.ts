// --bail and --retries in the runner: scripts given as parsed lines, replayed from the cash order's
// cassette. Assertion-only scripts send nothing, so they pass or fail as the test says; a target
// whose first transport drops every request makes a script fail once and pass on its retry.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parseScript } from '../script/script-line.ts';
import { resolveTarget, type Target } from '../target/target.ts';
import { runScripts, type ScriptRun } from './run-scripts.ts';
import type { LoadedScript } from './script-files.ts';

const CASH = 'fixtures/scripts/cash-order.jsonl';
const clock = { now: () => Date.parse('2026-11-21T12:00:00+09:00') };

function script(file: string, text: string): LoadedScript {
  const parsed = parseScript(text);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return { file, lines: parsed.lines, now: parsed.now };
}
const passes = (file: string) => script(file, '{"assert":{"cart.total":0}}\n');
const fails = (file: string) => script(file, '{"assert":{"cart.total":1}}\n{"assert":{"cart.total":0}}\n');
const cashOrder = async () => script(CASH, await readFile(CASH, 'utf8'));

async function cassette(): Promise<Target> {
  const resolved = await resolveTarget({ cassette: 'fixtures/cassettes/cash-order.json' });
  if (!resolved.ok) throw new Error(resolved.message);
  return resolved.target;
}

/** The cassette's target, but the first `drops` sessions it opens get no answer to anything. */
async function droppingFirst(drops: number): Promise<Target> {
  const real = await cassette();
  let opened = 0;
  return {
    ...real,
    transportFor: (file) => {
      const transport = real.transportFor(file);
      return ++opened <= drops
        ? { send: async () => ({ ok: false, failure: { kind: 'network', detail: 'dropped by the test' } }) }
        : transport;
    },
  };
}

const outcome = (runs: readonly ScriptRun[]) =>
  runs.map((r) => ({
    file: r.file,
    failed: r.results.some((l) => !l.ok && l.skipped !== true),
    attempts: r.attempts,
    ...(r.flaky ? { flaky: true } : {}),
    ...(r.notRun ? { notRun: r.notRun } : {}),
  }));

describe('--bail', () => {
  it('starts no script after N have failed; the rest are reported not run', async () => {
    const scripts = [passes('a'), fails('b'), passes('c'), fails('d'), passes('e'), fails('f')];
    const runs = await runScripts(scripts, await cassette(), {
      concurrency: 1,
      clock,
      onScript: () => {},
      bail: 2,
    });
    expect(outcome(runs)).toEqual([
      { file: 'a', failed: false, attempts: 1 },
      { file: 'b', failed: true, attempts: 1 },
      { file: 'c', failed: false, attempts: 1 },
      { file: 'd', failed: true, attempts: 1 },
      { file: 'e', failed: false, attempts: 0, notRun: 'bail' },
      { file: 'f', failed: false, attempts: 0, notRun: 'bail' },
    ]);
    expect(runs[4]?.results.every((r) => r.skipped === true)).toBe(true);
  });

  it('without --bail runs every script whatever fails', async () => {
    const runs = await runScripts([fails('a'), fails('b'), passes('c')], await cassette(), {
      concurrency: 2,
      clock,
      onScript: () => {},
    });
    expect(runs.map((r) => r.notRun)).toEqual([undefined, undefined, undefined]);
  });
});

describe('--retries', () => {
  it('a script that fails, then passes on a retry in a fresh session, is flaky', async () => {
    const runs = await runScripts([await cashOrder()], await droppingFirst(1), {
      concurrency: 1,
      clock,
      onScript: () => {},
      retries: 2,
    });
    expect(outcome(runs)).toEqual([{ file: CASH, failed: false, attempts: 2, flaky: true }]);
    expect(runs[0]?.failedAttempts).toHaveLength(1);
    expect(runs[0]?.failedAttempts?.[0]).toMatch(/^line \d+ SetLocation: /);
    // the projections are the passing attempt's: the order went through
    expect(runs[0]?.projections.checkout.orderNumber).not.toBeNull();
  });

  it('a script failing every attempt fails after 1 + N attempts, each failure kept', async () => {
    const runs = await runScripts([await cashOrder()], await droppingFirst(5), {
      concurrency: 1,
      clock,
      onScript: () => {},
      retries: 2,
    });
    expect(outcome(runs)).toEqual([{ file: CASH, failed: true, attempts: 3 }]);
    expect(runs[0]?.failedAttempts).toHaveLength(2);
  });

  it('does not retry without --retries, nor a script that passed', async () => {
    const target = await droppingFirst(1);
    const runs = await runScripts([await cashOrder(), passes('p')], target, {
      concurrency: 1,
      clock,
      onScript: () => {},
    });
    expect(outcome(runs)).toEqual([
      { file: CASH, failed: true, attempts: 1 },
      { file: 'p', failed: false, attempts: 1 },
    ]);
  });

  it('does not retry a replay that missed its cassette: it would miss again', async () => {
    const cash = await cashOrder();
    const other = script(
      CASH,
      (await readFile(CASH, 'utf8')).replace('"restaurantId":1001}', '"restaurantId":1002}'),
    );
    expect(other.lines).toHaveLength(cash.lines.length);
    const runs = await runScripts([other], await cassette(), {
      concurrency: 1,
      clock,
      onScript: () => {},
      retries: 3,
    });
    expect(outcome(runs)).toEqual([{ file: CASH, failed: true, attempts: 1 }]);
  });

  it('a script that fails every retry counts once toward --bail', async () => {
    const runs = await runScripts([fails('a'), fails('b'), passes('c')], await cassette(), {
      concurrency: 1,
      clock,
      onScript: () => {},
      retries: 1,
      bail: 2,
    });
    expect(outcome(runs)).toEqual([
      { file: 'a', failed: true, attempts: 2 },
      { file: 'b', failed: true, attempts: 2 },
      { file: 'c', failed: false, attempts: 0, notRun: 'bail' },
    ]);
  });
});
