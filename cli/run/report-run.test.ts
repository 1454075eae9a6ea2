import { describe, expect, it } from 'vitest';
import { testStore } from '../../domain/store/testing/test-store.ts';
import { fakeStream } from '../report/testing/fake-stream.ts';
import type { LineResult } from '../script/run-script.ts';
import { reportRun } from './report-run.ts';
import type { ScriptRun } from './run-scripts.ts';

const { store } = testStore();
function run(file: string, results: readonly Omit<LineResult, 'script'>[]): ScriptRun {
  return {
    file,
    results: results.map((r) => ({ ...r, script: file })),
    projections: store.projections(),
    log: [],
    seconds: 0.1,
  };
}
const passing = (file: string) => run(file, [{ line: 1, type: 'SetLocation', ok: true, events: [] }]);
const failing = run('c.jsonl', [
  { line: 1, type: 'SetLocation', ok: true, events: [] },
  { line: 2, type: 'assert', ok: false, events: [], failure: 'cart.total: expected 1, was 0' },
  { line: 3, type: 'GoToCheckout', ok: false, skipped: true, events: [] },
]);
const runs = [passing('a.jsonl'), passing('b.jsonl'), failing];

/** Runs finish out of order, as with --concurrency 3: b, then the failing c, then a. */
function finishOutOfOrder(out: ReturnType<typeof reportRun>) {
  for (const index of [1, 2, 0]) out.script(index, runs[index] as ScriptRun);
  return out.finish(runs);
}

describe('the pretty reporter on a terminal', () => {
  it('prints every script to stdout in script order, the summary, then the recap; the bar stays on stderr', () => {
    // given stdout redirected to a file and stderr a terminal
    const stdout = fakeStream(false);
    const stderr = fakeStream(true);
    // when three scripts finish out of order, the last one failing
    finishOutOfOrder(reportRun('pretty', 3, { stdout, stderr }));
    // then stdout holds every line, in script order, with the failure and the recap last
    const lines = stdout.text().split('\n');
    expect(lines.filter((l) => /^[✓✗-] \S+\.jsonl/.test(l))).toEqual([
      '✓ a.jsonl (1 step, 0.10 s)',
      '✓ b.jsonl (1 step, 0.10 s)',
      '✗ c.jsonl (3 steps: 1 failed, 1 skipped, 0.10 s)',
    ]);
    expect(stdout.text()).toContain(
      '  ✗ line 2 assert: cart.total: expected 1, was 0\n  - line 3 GoToCheckout: skipped\n',
    );
    expect(
      stdout
        .text()
        .endsWith(
          'scripts: 2 passed, 1 failed · steps: 3 passed, 1 failed, 1 skipped\n1 failure:\n  ✗ c.jsonl line 2 assert: cart.total: expected 1, was 0\n',
        ),
    ).toBe(true);
    // and stderr holds only the bar, drawn and erased, never a result line, and erased at the end
    expect(stderr.text()).toContain('3/3 scripts');
    expect(stderr.text()).not.toMatch(/jsonl|line \d/);
    expect(stderr.writes.at(-1)).toBe('\r\x1b[2K');
  });

  it('prints nothing on stderr when stderr is not a terminal', () => {
    const stdout = fakeStream(false);
    const stderr = fakeStream(false);
    finishOutOfOrder(reportRun('pretty', 3, { stdout, stderr }));
    expect(stderr.text()).toBe('');
    expect(stdout.text()).toContain('✗ c.jsonl');
  });

  it('prints a script as soon as every script before it has been printed', () => {
    const stdout = fakeStream(false);
    const out = reportRun('pretty', 3, { stdout, stderr: fakeStream(true) });
    out.script(1, runs[1] as ScriptRun);
    expect(stdout.text()).toBe('');
    out.script(0, runs[0] as ScriptRun);
    expect(stdout.text()).toMatch(/^✓ a\.jsonl.*✓ b\.jsonl/s);
    expect(stdout.text()).not.toContain('c.jsonl');
  });
});

describe('the NDJSON reporter', () => {
  it('writes the lines in script order, whatever order the scripts finish in', () => {
    const stdout = fakeStream(false);
    finishOutOfOrder(reportRun('json', 3, { stdout, stderr: fakeStream(true) }));
    const objects = stdout
      .text()
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { script?: string; summary?: unknown });
    expect(objects.map((o) => o.script ?? 'summary')).toEqual([
      'a.jsonl',
      'b.jsonl',
      'c.jsonl',
      'c.jsonl',
      'c.jsonl',
      'summary',
    ]);
    expect(objects.at(-1)?.summary).toEqual({
      passed: 3,
      failed: 1,
      skipped: 1,
      scripts: { total: 3, passed: 2, failed: 1 },
    });
  });
});
