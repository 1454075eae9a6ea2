// One iteration of a virtual customer: the script from its first line in a fresh session (a new
// guest, a new cart, a test run of its own on a sandbox gateway), judged as `jumun run` judges it.
// Its variables are the script's own (--vars, --var) and the built-ins of this iteration: the
// load's {{run.id}}, the iteration's place in the run as {{script.index}}, a {{unique.phone}} of
// its own. With --data the rows are taken in turn: iteration i runs row i mod the rows.

import type { LoadedScript } from '../run/script-files.ts';
import { openSession } from '../run/session.ts';
import type { Target } from '../run/target.ts';
import { type BuiltinSource, builtins } from '../script/builtins.ts';
import { runScript } from '../script/run-script.ts';
import { iterationFailure } from './iteration-failure.ts';
import type { IterationContext, IterationOutcome } from './load-engine.ts';

export function loadIteration(
  scripts: readonly LoadedScript[],
  target: Target,
  source: BuiltinSource,
): (context: IterationContext) => Promise<IterationOutcome> {
  return async ({ index }) => {
    const script = scripts[index % scripts.length];
    if (script === undefined) throw new Error('a load needs a script to run');
    const fixedNow = script.now;
    const clock = { now: () => fixedNow ?? Date.now() };
    const session = openSession(target, script.file, { clock, fixedNow });
    const variables = { ...script.variables, ...builtins(source, index) };
    const name = script.name ?? script.file;
    const results = await runScript(name, script.lines, session, undefined, variables);
    const failure = iterationFailure(results);
    return failure === null ? { ok: true } : { ok: false, failure };
  };
}
