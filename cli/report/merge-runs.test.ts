import { isLeft, isRight } from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { mergeRuns, type ShardReport } from './merge-runs.ts';
import type { RunEvent } from './ndjson-events.ts';
import { readRunEvents } from './read-events.ts';

const summary: RunEvent = {
  event: 'summary',
  summary: { passed: 0, failed: 0, skipped: 0, scripts: { total: 0, passed: 0, failed: 0 } },
  projections: {},
};
const step = (index: number, script: string, line: number, ok = true): RunEvent => ({
  event: 'step',
  index,
  script,
  line,
  type: 'SetLocation',
  ok,
  events: [],
  ...(ok ? {} : { failure: 'cart.total: expected 1, was 0' }),
});
const end = (
  index: number,
  script: string,
  steps: number,
  status: 'passed' | 'failed' | 'flaky' = 'passed',
) => ({ event: 'script-end', index, script, status, seconds: 0.5, steps }) as const;
const shard = (file: string, events: RunEvent[]): ShardReport => ({ file, events: [...events, summary] });

describe('reading an NDJSON report back', () => {
  it('names the file and the line of what it cannot read, and why', () => {
    const good = JSON.stringify({ event: 'script-start', index: 0, script: 'a.jsonl' });
    const read = (text: string) => {
      const r = readRunEvents(text, 'shard-1.ndjson');
      return isLeft(r) ? r.left : 'read';
    };
    expect(read(`${good}\n\n${good}\n`)).toBe('read');
    expect(read(`${good}\n{"event":"step"`)).toMatch(/^shard-1\.ndjson line 2: not JSON \(/);
    expect(read(`${good}\n${good}\n{"event":"step","index":"x"}`)).toMatch(
      /^shard-1\.ndjson line 3: a bad "step" event: index: expected number, got "x"$/,
    );
    expect(read('{"script":"a.jsonl","line":1}')).toMatch(/^shard-1\.ndjson line 1: not a jumun run event/);
    expect(read('{"event":"toString"}')).toBe(
      'shard-1.ndjson line 1: an unknown event "toString" (expected script-start, step, script-end, error, summary)',
    );
    expect(read('null')).toMatch(/line 1: not a jumun run event/);
  });
});

describe('merging the shards of a suite', () => {
  it('orders the scripts by name whatever the shards, and sums them up', () => {
    const merged = mergeRuns([
      shard('2.ndjson', [
        step(0, 'c.jsonl', 1),
        end(0, 'c.jsonl', 1),
        step(1, 'a.jsonl', 1, false),
        end(1, 'a.jsonl', 1, 'failed'),
      ]),
      shard('1.ndjson', [step(0, 'b.jsonl', 1), end(0, 'b.jsonl', 1)]),
    ]);
    if (!isRight(merged)) throw new Error(merged.left);
    expect(merged.right.scripts.map((s) => s.file)).toEqual(['a.jsonl', 'b.jsonl', 'c.jsonl']);
    expect(merged.right.summary).toEqual({
      passed: 2,
      failed: 1,
      skipped: 0,
      scripts: { total: 3, passed: 2, failed: 1 },
    });
  });

  it('refuses a script found in two shards, naming both', () => {
    const merged = mergeRuns([
      shard('1.ndjson', [step(0, 'a.jsonl', 1), end(0, 'a.jsonl', 1)]),
      shard('2.ndjson', [step(0, 'a.jsonl', 1), end(0, 'a.jsonl', 1)]),
    ]);
    expect(isLeft(merged) && merged.left).toBe(
      'a script ran in two shards (give each shard its own part of the suite):\n  a.jsonl is in both 1.ndjson and 2.ndjson',
    );
  });

  it('keeps the last attempt of a retried script, flaky when it says so, and what could not run', () => {
    const merged = mergeRuns([
      shard('1.ndjson', [
        step(0, 'a.jsonl', 1),
        step(0, 'a.jsonl', 2, false),
        step(0, 'a.jsonl', 1),
        step(0, 'a.jsonl', 2),
        { ...end(0, 'a.jsonl', 2, 'flaky'), attempts: 2 },
        { event: 'error', name: 'b.jsonl', type: 'bad-script', message: 'line 1: bad' },
      ]),
    ]);
    if (!isRight(merged)) throw new Error(merged.left);
    const [a] = merged.right.scripts;
    expect(a).toMatchObject({ file: 'a.jsonl', attempts: 2, flaky: true });
    expect(a?.results.map((r) => r.ok)).toEqual([true, true]);
    expect(merged.right.errors).toEqual([{ name: 'b.jsonl', type: 'bad-script', message: 'line 1: bad' }]);
  });

  describe('of a run split with --shard i/n', () => {
    /** Shard i of n, running one script of its own. */
    const part = (index: number, total: number, file = `${index}-of-${total}.ndjson`): ShardReport => ({
      file,
      events: [
        step(0, `s${index}.jsonl`, 1),
        end(0, `s${index}.jsonl`, 1),
        { ...summary, shard: { index, total } },
      ],
    });
    const why = (merged: ReturnType<typeof mergeRuns>) => (isLeft(merged) ? merged.left : 'merged');

    it('merges every shard of the split, given in any order', () => {
      const merged = mergeRuns([part(2, 3), part(3, 3), part(1, 3)]);
      if (!isRight(merged)) throw new Error(merged.left);
      expect(merged.right.scripts.map((s) => s.file)).toEqual(['s1.jsonl', 's2.jsonl', 's3.jsonl']);
      expect(merged.right.missingShards).toEqual([]);
    });

    it('refuses one shard of four, naming the shards missing', () => {
      expect(why(mergeRuns([part(1, 4)]))).toBe(
        "shard 2/4, 3/4, 4/4 missing (of 4; given: 1/4): merge every shard's report, or pass --allow-missing-shards for a partial report",
      );
    });

    it('with --allow-missing-shards merges what it has and names what is missing', () => {
      const merged = mergeRuns([part(3, 4), part(1, 4)], { allowMissingShards: true });
      if (!isRight(merged)) throw new Error(merged.left);
      expect(merged.right.missingShards).toEqual(['2/4', '4/4']);
      expect(merged.right.summary.scripts.total).toBe(2);
    });

    it('refuses a shard given twice, and the shards of two splits, even with --allow-missing-shards', () => {
      expect(
        why(mergeRuns([part(1, 2), part(2, 2), part(2, 2, 'again.ndjson')], { allowMissingShards: true })),
      ).toBe(
        "a shard was given twice (give each shard's report once):\n  shard 2/2 is both 2-of-2.ndjson and again.ndjson",
      );
      expect(why(mergeRuns([part(1, 2), part(2, 3)], { allowMissingShards: true }))).toBe(
        'the reports are of different splits: 1-of-2.ndjson is shard 1/2, 2-of-3.ndjson is shard 2/3',
      );
    });

    it('merges the reports of runs without --shard beside the split, as before', () => {
      const whole = shard('whole.ndjson', [step(0, 'w.jsonl', 1), end(0, 'w.jsonl', 1)]);
      expect(why(mergeRuns([whole, part(1, 2), part(2, 2)]))).toBe('merged');
      expect(why(mergeRuns([whole]))).toBe('merged');
    });
  });

  it('refuses a report cut short: no summary, a script never ended, steps missing', () => {
    const cut = (events: RunEvent[]) => {
      const merged = mergeRuns([{ file: 'x.ndjson', events }]);
      return isLeft(merged) ? merged.left : 'merged';
    };
    expect(cut([step(0, 'a.jsonl', 1), end(0, 'a.jsonl', 1)])).toBe(
      'x.ndjson: no summary at its end (was the run cut short?)',
    );
    expect(cut([step(0, 'a.jsonl', 1), summary])).toBe('x.ndjson: a.jsonl (index 0) started but never ended');
    expect(cut([step(0, 'a.jsonl', 1), end(0, 'a.jsonl', 2), summary])).toBe(
      'x.ndjson: a.jsonl (index 0) ended with 2 steps, but 1 was written',
    );
  });
});
