// Which scripts a run takes, in this order: the selection (--grep, --tag, --exclude-tag), then
// --last-failed, then --shard; and --list, which prints the plan instead of running it. The plan
// is made from the scripts' headers (their tags, their data rows), before a step is decoded, so
// a script it leaves out stops nothing with a bad line. A selection that matches nothing is a
// mistake in the flags (exit 2: a CI job with a mistyped tag must not pass green); an empty shard
// or nothing failed last time is not (exit 0).
import { redactText } from '../../adapters/redact/redact.ts';
import { exitCodes } from '../exit.ts';
import type { OutStream } from '../report/progress-bar.ts';
import type { DataRows } from './data-rows.ts';
import { LAST_RUN_FILE, lastFailedOf, readLastRun } from './last-failed.ts';
import type { RunnerOptions } from './run-flags.ts';
import { type ChosenScript, runsOf, type ScriptSource, scriptRows } from './script-files.ts';
import { describeSelection, filtersGiven, isSelected, selectScripts } from './select-scripts.ts';
import { shardOf } from './shard.ts';

/** One run of a script the plan takes: a data row's, or the script's only one. */
export interface PlannedScript extends ChosenScript {
  /** The script's path, and for a data row its row (`x.jsonl [row 2: 강남]`). */
  readonly name: string;
  readonly tags: readonly string[];
}

const plural = (n: number) => `${n} script${n === 1 ? '' : 's'}`;

/**
 * Every run of the scripts that carry the tags asked for: a data row's name holds its label, so
 * --grep finds a row by it. Only these scripts' data files are read; one that cannot be read
 * leaves its script one run, whose error counts only if the plan takes it.
 */
async function candidates(
  sources: readonly ScriptSource[],
  options: Pick<RunnerOptions, 'tag' | 'excludeTag'>,
  data: DataRows | undefined,
): Promise<PlannedScript[]> {
  const tagged = sources.filter((s) =>
    isSelected({ name: s.file, tags: s.header.tags }, { tags: options.tag, excludeTags: options.excludeTag }),
  );
  const runs = await Promise.all(
    tagged.map(async (source) => runsOf(source, await scriptRows(source, data))),
  );
  return runs.flat().map((run) => ({
    ...run,
    name: run.row === null ? run.source.file : `${run.source.file} [${run.row.label}]`,
    tags: run.source.header.tags,
  }));
}

export async function planRun(
  sources: readonly ScriptSource[],
  options: Pick<RunnerOptions, 'grep' | 'tag' | 'excludeTag' | 'lastFailed' | 'shard'>,
  /** --data: the rows of the run's one script. */
  data?: DataRows,
): Promise<
  { ok: true; planned: PlannedScript[]; note: string | null } | { ok: false; code: number; message: string }
> {
  const selection = { grep: options.grep, tags: options.tag, excludeTags: options.excludeTag };
  let planned = selectScripts(await candidates(sources, options, data), selection);
  if (filtersGiven(selection) && planned.length === 0)
    return {
      ok: false,
      code: exitCodes.badInput,
      message: `no script matches ${describeSelection(selection)} (of ${plural(sources.length)} given)`,
    };
  if (options.lastFailed) {
    const read = await readLastRun();
    if (!read.ok) return { ok: false, code: exitCodes.badInput, message: `--last-failed: ${read.message}` };
    if (read.lastRun === null)
      return {
        ok: false,
        code: exitCodes.ok,
        message: `--last-failed: no run recorded yet (${LAST_RUN_FILE}): nothing to rerun`,
      };
    planned = lastFailedOf(planned, read.lastRun, (p) => p.source.file);
    if (planned.length === 0)
      return {
        ok: false,
        code: exitCodes.ok,
        message: '--last-failed: none of these scripts failed last time: nothing to rerun',
      };
  }
  let note: string | null = null;
  if (options.shard !== null) {
    const before = planned.length;
    planned = shardOf(planned, options.shard, (p) => p.name);
    const shard = `${options.shard.index}/${options.shard.total}`;
    if (planned.length === 0)
      return {
        ok: false,
        code: exitCodes.ok,
        message: `--shard ${shard}: no script in this shard (of ${plural(before)})`,
      };
    note = `--shard ${shard}: ${plural(planned.length)} of ${before}`;
  }
  return { ok: true, planned, note };
}

/** --list: one run a line with its tags (NDJSON with --reporter json). */
export function listPlan(planned: readonly PlannedScript[], json: boolean, out: OutStream): void {
  for (const { name, tags } of planned)
    out.write(
      redactText(
        json
          ? `${JSON.stringify({ script: name, tags })}\n`
          : `${name}${tags.length === 0 ? '' : `  [${tags.join(', ')}]`}\n`,
      ),
    );
}

/**
 * --list's last line: how many of the scripts given would run and, when some run once per data
 * row, how many runs that makes and each one's rows (`2 of 3 rows of fixtures/data/orders.csv`).
 */
export function planSummary(planned: readonly PlannedScript[], given: number): string {
  const files = [...new Set(planned.map((p) => p.source.file))];
  const perRow = files.flatMap((file) => {
    const runs = planned.filter((p) => p.source.file === file && p.row !== null);
    const rows = runs[0]?.rows;
    if (rows === undefined || rows === null || typeof rows === 'string') return [];
    const taken =
      runs.length === rows.rows.length ? `${rows.rows.length}` : `${runs.length} of ${rows.rows.length}`;
    return [`${file}: ${taken} row${rows.rows.length === 1 ? '' : 's'} of ${rows.file}`];
  });
  const scripts = `${files.length} of ${given} script${given === 1 ? '' : 's'} would run`;
  const runs = `${planned.length} run${planned.length === 1 ? '' : 's'}`;
  return perRow.length === 0 ? scripts : `${scripts}, ${runs} (${perRow.join('; ')})`;
}
