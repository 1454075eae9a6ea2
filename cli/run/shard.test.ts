import fc from 'fast-check';
import { isLeft, isRight } from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { parseShard, type Shard, shardOf } from './shard.ts';

const id = (s: string) => s;

describe('parseShard', () => {
  it('reads i/n, 1-based', () => {
    expect(parseShard('2/4')).toEqual({ _tag: 'Right', right: { index: 2, total: 4 } });
    expect(parseShard(' 1 / 1 ')).toEqual({ _tag: 'Right', right: { index: 1, total: 1 } });
  });

  it.each([
    ['0/4', 'between 1 and 4'],
    ['5/4', 'between 1 and 4'],
    ['1/0', 'at least 1'],
    ['2', 'expected i/n'],
    ['a/b', 'expected i/n'],
    ['-1/4', 'expected i/n'],
    ['1.5/4', 'expected i/n'],
  ])('refuses %s', (raw, why) => {
    const parsed = parseShard(raw);
    expect(isLeft(parsed) && parsed.left).toContain(why);
  });
});

describe('shardOf', () => {
  it('deals the scripts sorted by path round-robin, keeping the given order within a shard', () => {
    const files = ['d.jsonl', 'a.jsonl', 'c.jsonl', 'b.jsonl', 'e.jsonl'];
    expect(shardOf(files, { index: 1, total: 2 }, id)).toEqual(['a.jsonl', 'c.jsonl', 'e.jsonl']);
    expect(shardOf(files, { index: 2, total: 2 }, id)).toEqual(['d.jsonl', 'b.jsonl']);
  });

  it('gives an empty shard when there are more shards than scripts', () => {
    expect(shardOf(['a.jsonl'], { index: 2, total: 3 }, id)).toEqual([]);
  });

  const suite = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 12 }), { maxLength: 60 });
  const shards = fc.integer({ min: 1, max: 12 });

  it('together, the shards cover every script exactly once', () => {
    fc.assert(
      fc.property(suite, shards, (files, total) => {
        const all = Array.from({ length: total }, (_, i) =>
          shardOf(files, { index: i + 1, total }, id),
        ).flat();
        expect([...all].sort()).toEqual([...files].sort());
      }),
    );
  });

  it('a shard is the same whatever order the paths come in', () => {
    fc.assert(
      fc.property(
        suite.chain((files) =>
          fc.tuple(fc.constant(files), fc.shuffledSubarray(files, { minLength: files.length })),
        ),
        shards,
        ([files, shuffled], total) => {
          for (let index = 1; index <= total; index++) {
            const shard: Shard = { index, total };
            expect([...shardOf(shuffled, shard, id)].sort()).toEqual([...shardOf(files, shard, id)].sort());
          }
        },
      ),
    );
  });

  it('shard sizes differ by at most one', () => {
    fc.assert(
      fc.property(suite, shards, (files, total) => {
        const sizes = Array.from(
          { length: total },
          (_, i) => shardOf(files, { index: i + 1, total }, id).length,
        );
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('every i/n in range parses', () => {
    fc.assert(
      fc.property(
        shards.chain((n) => fc.tuple(fc.integer({ min: 1, max: n }), fc.constant(n))),
        ([i, n]) => {
          expect(isRight(parseShard(`${i}/${n}`))).toBe(true);
        },
      ),
    );
  });
});
