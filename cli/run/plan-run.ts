// Which of the loaded scripts a run takes, in this order: the selection (--grep, --tag,
// --exclude-tag), then --last-failed, then --shard; and --list, which prints the plan instead of
// running it. A selection that matches nothing is a mistake in the flags (exit 2: a CI job with a
// mistyped tag must not pass green); an empty shard or nothing failed last time is not (exit 0).
import { redactText } from '../../adapters/redact/redact.ts';
import { exitCodes } from '../exit.ts';
import type { OutStream } from '../report/progress-bar.ts';
import { LAST_RUN_FILE, lastFailedOf, readLastRun } from './last-failed.ts';
import type { RunnerOptions } from './run-flags.ts';
import type { LoadedScript } from './script-files.ts';
import { readScriptTags } from './script-tags.ts';
import { describeSelection, filtersGiven, selectScripts } from './select-scripts.ts';
import { shardOf } from './shard.ts';

export interface PlannedScript {
  readonly script: LoadedScript;
  readonly tags: readonly string[];
}

const plural = (n: number) => `${n} script${n === 1 ? '' : 's'}`;

export async function planRun(
  loaded: readonly LoadedScript[],
  options: Pick<RunnerOptions, 'grep' | 'tag' | 'excludeTag' | 'lastFailed' | 'shard'>,
): Promise<
  { ok: true; planned: PlannedScript[]; note: string | null } | { ok: false; code: number; message: string }
> {
  const tags = await readScriptTags(loaded.map((s) => s.file));
  // A data row's name (`x.jsonl [row 2: 강남]`): --grep finds a row by its label too.
  const all = loaded.map((script) => ({
    script,
    name: script.name ?? script.file,
    tags: tags.get(script.file) ?? [],
  }));
  const selection = { grep: options.grep, tags: options.tag, excludeTags: options.excludeTag };
  let planned = selectScripts(all, selection);
  if (filtersGiven(selection) && planned.length === 0)
    return {
      ok: false,
      code: exitCodes.badInput,
      message: `no script matches ${describeSelection(selection)} (of ${plural(all.length)} given)`,
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
    planned = lastFailedOf(planned, read.lastRun, (p) => p.script.file);
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
  return { ok: true, planned: planned.map(({ script, tags }) => ({ script, tags })), note };
}

/** --list: one script a line with its tags (NDJSON with --reporter json). */
export function listPlan(planned: readonly PlannedScript[], json: boolean, out: OutStream): void {
  for (const { script, tags } of planned)
    out.write(
      redactText(
        json
          ? `${JSON.stringify({ script: script.name ?? script.file, tags })}\n`
          : `${script.name ?? script.file}${tags.length === 0 ? '' : `  [${tags.join(', ')}]`}\n`,
      ),
    );
}
