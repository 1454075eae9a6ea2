// The codecs of `jumun run`'s flags for selection, bail, retries, reruns and sharding: each refusal
// names its flag (exit 2), as the flags shared with other commands do (commands/flag-checks.ts).
import { existsSync } from 'node:fs';
import { isLeft, left, right } from 'fp-ts/Either';
import * as t from 'io-ts';
import { flag, flagName, optional } from '../flags/flag-codec.ts';
import { splitTags } from './script-tags.ts';
import { parseShard, type Shard } from './shard.ts';

const wholeAtLeast = (min: number) => (raw: string) => {
  const n = Number(raw);
  return raw.trim() !== '' && Number.isInteger(n) && n >= min
    ? right(n)
    : left(`expected a whole number ≥ ${min}, got ${raw}`);
};

/** --bail alone is --bail=1; --bail=N stops after N failed scripts (commander hands `true` for the bare flag). */
export const Bail = new t.Type<number | null, unknown, unknown>(
  'Bail',
  (u): u is number | null => u === null || typeof u === 'number',
  (u, c) => {
    if (u === undefined || u === false) return t.success(null);
    if (u === true) return t.success(1);
    if (typeof u !== 'string') return t.failure(u, c, `--bail: expected a whole number, got ${String(u)}`);
    const n = wholeAtLeast(1)(u);
    return isLeft(n) ? t.failure(u, c, `--bail: ${n.left}`) : t.success(n.right);
  },
  t.identity,
);

export const Retries = optional(flag('Retries', t.number.is, wholeAtLeast(0)), 0);

export const ShardFlag = optional(
  flag('Shard', (u): u is Shard => typeof u === 'object' && u !== null, parseShard),
  null,
);

/** A repeatable flag of tags, each a comma list: `--tag smoke --tag coupon,payment`. */
export const TagList = new t.Type<readonly string[], unknown, unknown>(
  'TagList',
  (u): u is readonly string[] => Array.isArray(u),
  (u, c) => {
    const values = u === undefined ? [] : typeof u === 'string' ? [u] : u;
    const name = flagName(c[c.length - 1]?.key ?? '');
    if (!Array.isArray(values) || !values.every((v) => typeof v === 'string'))
      return t.failure(u, c, `${name}: expected tags, got ${String(u)}`);
    const tags = values.flatMap(splitTags);
    return values.length > 0 && tags.length === 0
      ? t.failure(u, c, `${name}: expected a tag, e.g. ${name} smoke`)
      : t.success(tags);
  },
  t.identity,
);

const Grep = optional(
  flag('Grep', t.string.is, (raw) =>
    raw.trim() === '' ? left('expected a text to look for in the paths') : right(raw),
  ),
  undefined,
);

const Switch = optional(t.boolean, false);

/** The runner's own flags, checked after the shared ones. */
export const RunnerOptions = t.exact(
  t.type({
    grep: Grep,
    tag: TagList,
    excludeTag: TagList,
    list: Switch,
    bail: Bail,
    retries: Retries,
    failOnFlaky: Switch,
    lastFailed: Switch,
    shard: ShardFlag,
    watch: Switch,
  }),
);
export type RunnerOptions = t.TypeOf<typeof RunnerOptions>;

/** A script path, not a mistyped count: it names a file or folder, has a separator or a .jsonl end. */
export function looksLikePath(raw: string): boolean {
  return /[\\/]/.test(raw) || /\.jsonl$/i.test(raw.trim()) || existsSync(raw);
}

/**
 * `--bail fixtures/scripts`: commander gives --bail the path as its N, since N is optional. A path
 * is never a count, so the bare flag is meant and the path goes back with the scripts (a count is
 * written `--bail=N`, or `--bail N` with N all digits). It goes back first: `a.jsonl --bail b.jsonl`
 * runs b before a, as commander does not say where the flag stood. Anything else (`--bail=x`,
 * `--bail 2x`) is a count mistyped, left to be refused as one rather than looked for as a script.
 */
export function bailBeforeScripts(
  bail: boolean | string | undefined,
  paths: readonly string[],
  isPath: (raw: string) => boolean = looksLikePath,
): { readonly bail: boolean | string | undefined; readonly paths: readonly string[] } {
  return typeof bail === 'string' && !/^\s*\d+\s*$/.test(bail) && isPath(bail)
    ? { bail: true, paths: [bail, ...paths] }
    : { bail, paths };
}
