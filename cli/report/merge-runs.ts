// Several NDJSON reports (the shards of one suite, from a CI matrix) as one run: each script
// rebuilt from its events, all of them in one stable order (by name, whatever order the shards
// finished or were given in), what could not run in any shard, and one summary over all.
// A script in two shards is an error: the shards were not a split of one suite. A run with
// --shard i/n says so in its summary: the reports must then be of one split, each shard once and
// none missing (a missing one only when allowed, and then named), so one shard of four never
// merges into a green report of a quarter of the suite. An interrupted run's report is whole
// (its summary says interrupted): it merges, and the merge says which reports were interrupted.
import { type Either, left, right } from 'fp-ts/Either';
import type { LineResult } from '../script/run-script.ts';
import { type RunEvent, type ScriptEndEvent, type ShardOfRun, stepResult } from './ndjson-events.ts';
import type { Interrupt, ReportedScript, RunError } from './reported-script.ts';
import { type Summary, summarise } from './summary.ts';

export interface ShardReport {
  readonly file: string;
  readonly events: readonly RunEvent[];
}

export interface MergedRun {
  readonly scripts: readonly ReportedScript[];
  readonly errors: readonly RunError[];
  readonly summary: Summary;
  /** With --allow-missing-shards: the shards of the split that were not given (`2/4`, …). */
  readonly missingShards: readonly string[];
  /** The reports of runs an interrupt ended early, each with its signal. */
  readonly interrupted: readonly { readonly file: string; readonly signal: Interrupt }[];
}

export interface MergeOptions {
  /** Merge the shards given though some of the split are missing (a partial report, said so). */
  readonly allowMissingShards?: boolean;
}

interface Building {
  name: string;
  steps: LineResult[];
  lastLine: number;
  end?: ScriptEndEvent;
}

interface ReadShard {
  readonly scripts: ReportedScript[];
  readonly errors: RunError[];
  /** The `--shard i/n` its summary names, or null for a run of a whole suite. */
  readonly shard: ShardOfRun | null;
  /** The run was interrupted: by which signal. */
  readonly interrupted: Interrupt | null;
}

/** One shard's scripts, in the order of their index, or why the file is not a whole run. */
function shardScripts(shard: ShardReport): Either<string, ReadShard> {
  const byIndex = new Map<number, Building>();
  const errors: RunError[] = [];
  let summarised = false;
  let split: ShardOfRun | null = null;
  let interrupted: Interrupt | null = null;
  const at = (index: number, name: string): Building => {
    const known = byIndex.get(index);
    if (known !== undefined) return known;
    const fresh: Building = { name, steps: [], lastLine: 0 };
    byIndex.set(index, fresh);
    return fresh;
  };
  for (const event of shard.events) {
    switch (event.event) {
      case 'script-start':
        at(event.index, event.script);
        break;
      case 'step': {
        const script = at(event.index, event.script);
        // A retry runs the script again from its first line: its steps replace the attempt before.
        if (event.line <= script.lastLine) script.steps = [];
        script.steps.push(stepResult(event));
        script.lastLine = event.line;
        break;
      }
      case 'script-end':
        at(event.index, event.script).end = event;
        break;
      case 'error':
        errors.push({ name: event.name, type: event.type, message: event.message });
        break;
      case 'summary':
        summarised = true;
        split = event.shard ?? null;
        interrupted = event.interrupted ?? null;
        break;
      default: {
        const never: never = event;
        return never;
      }
    }
  }
  if (!summarised) return left(`${shard.file}: no summary at its end (was the run cut short?)`);
  const scripts: ReportedScript[] = [];
  for (const [index, s] of [...byIndex].sort(([a], [b]) => a - b)) {
    const end = s.end;
    if (end === undefined) return left(`${shard.file}: ${s.name} (index ${index}) started but never ended`);
    if (end.steps !== s.steps.length)
      return left(
        `${shard.file}: ${s.name} (index ${index}) ended with ${end.steps} steps, but ${s.steps.length} ${s.steps.length === 1 ? 'was' : 'were'} written`,
      );
    scripts.push({
      file: s.name,
      results: s.steps,
      seconds: end.seconds,
      ...(end.attempts === undefined ? {} : { attempts: end.attempts }),
      ...(end.status === 'flaky' ? { flaky: true } : {}),
      ...(end.status === 'interrupted' ? { interrupted: true } : {}),
      ...(end.notRun === undefined ? {} : { notRun: end.notRun }),
      ...(end.trace === undefined ? {} : { trace: end.trace }),
    });
  }
  return right({ scripts, errors, shard: split, interrupted });
}

const named = (s: ShardOfRun) => `${s.index}/${s.total}`;

/**
 * The shards of one split, each once: reports of two splits (1/4 beside 1/3), or one shard twice,
 * are refused; a missing shard too, unless allowed (then named). Runs of a whole suite (no
 * --shard) are not part of a split and merge beside it.
 */
function checkShards(
  read: readonly { readonly file: string; readonly shard: ShardOfRun | null }[],
  options: MergeOptions,
): Either<string, readonly string[]> {
  const sharded = read.flatMap((r) => (r.shard === null ? [] : [{ file: r.file, shard: r.shard }]));
  const first = sharded[0];
  if (first === undefined) return right([]);
  const total = first.shard.total;
  const other = sharded.find((r) => r.shard.total !== total);
  if (other !== undefined)
    return left(
      `the reports are of different splits: ${first.file} is shard ${named(first.shard)}, ${other.file} is shard ${named(other.shard)}`,
    );
  const byIndex = new Map<number, string>();
  const twice: string[] = [];
  for (const r of sharded) {
    const before = byIndex.get(r.shard.index);
    if (before !== undefined) twice.push(`shard ${named(r.shard)} is both ${before} and ${r.file}`);
    else byIndex.set(r.shard.index, r.file);
  }
  if (twice.length > 0)
    return left(`a shard was given twice (give each shard's report once):\n  ${twice.join('\n  ')}`);
  const missing = Array.from({ length: total }, (_, i) => i + 1)
    .filter((i) => !byIndex.has(i))
    .map((index) => named({ index, total }));
  if (missing.length > 0 && options.allowMissingShards !== true)
    return left(
      `shard ${missing.join(', ')} missing (of ${total}; given: ${[...byIndex.keys()]
        .sort((a, b) => a - b)
        .map((index) => named({ index, total }))
        .join(', ')}): merge every shard's report, or pass --allow-missing-shards for a partial report`,
    );
  return right(missing);
}

const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

export function mergeRuns(
  shards: readonly ShardReport[],
  options: MergeOptions = {},
): Either<string, MergedRun> {
  const all: { name: string; shard: string; script: ReportedScript }[] = [];
  const errors: RunError[] = [];
  const splits: { file: string; shard: ShardOfRun | null }[] = [];
  const interrupted: { file: string; signal: Interrupt }[] = [];
  for (const shard of shards) {
    const read = shardScripts(shard);
    if (read._tag === 'Left') return read;
    all.push(...read.right.scripts.map((script) => ({ name: script.file, shard: shard.file, script })));
    errors.push(...read.right.errors);
    splits.push({ file: shard.file, shard: read.right.shard });
    const signal = read.right.interrupted;
    if (signal !== null) interrupted.push({ file: shard.file, signal });
  }
  const missingShards = checkShards(splits, options);
  if (missingShards._tag === 'Left') return missingShards;
  const where = new Map<string, string>();
  const duplicates: string[] = [];
  for (const { name, shard } of all) {
    const first = where.get(name);
    if (first !== undefined && first !== shard) duplicates.push(`${name} is in both ${first} and ${shard}`);
    else where.set(name, shard);
  }
  if (duplicates.length > 0)
    return left(
      `a script ran in two shards (give each shard its own part of the suite):\n  ${duplicates.join('\n  ')}`,
    );
  // Stable: by name, then (the same script twice in one run) in the order it ran.
  const scripts = [...all].sort(byName).map((s) => s.script);
  const counted = summarise(scripts.flatMap((s) => s.results));
  const cut = scripts.filter((s) => s.interrupted === true).length;
  return right({
    scripts,
    errors,
    summary: cut === 0 ? counted : { ...counted, scripts: { ...counted.scripts, interrupted: cut } },
    missingShards: missingShards.right,
    interrupted,
  });
}
