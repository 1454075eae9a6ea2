// --shard i/n: one machine's part of a suite split for a CI matrix. The split must be the same on
// every machine whatever order the paths were given in, and every script in exactly one shard:
// the scripts are sorted by path (code-unit order, not the machine's locale) and dealt round-robin,
// the k-th (0-based) to shard k mod n + 1. Dealing rather than cutting in blocks keeps shards of a
// sorted suite (where neighbours share a prefix, e.g. every coupon-* script) alike in content.
import { type Either, left, right } from 'fp-ts/Either';

export interface Shard {
  /** 1-based. */
  readonly index: number;
  readonly total: number;
}

export function parseShard(raw: string): Either<string, Shard> {
  const found = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(raw);
  if (found === null) return left(`expected i/n, e.g. 2/4, got ${raw}`);
  const index = Number(found[1]);
  const total = Number(found[2]);
  if (total < 1) return left(`the number of shards must be at least 1, got ${raw}`);
  if (index < 1 || index > total) return left(`the shard must be between 1 and ${total}, got ${raw}`);
  return right({ index, total });
}

const byPath = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The items of shard `shard`, in the order they were given. */
export function shardOf<T>(items: readonly T[], shard: Shard, pathOf: (item: T) => string): T[] {
  const sorted = items.map((item, at) => ({ at, path: pathOf(item) }));
  sorted.sort((a, b) => byPath(a.path, b.path) || a.at - b.at);
  const mine = new Set(sorted.filter((_, k) => k % shard.total === shard.index - 1).map((s) => s.at));
  return items.filter((_, at) => mine.has(at));
}
