// One iteration of a virtual customer: the script from its first line in a fresh session (a new
// guest, a new cart, a test run of its own on a sandbox gateway), judged as `jumun run` judges it.
// Its variables are the script's own (--vars, --var) and the built-ins of this iteration: the
// load's {{run.id}}, the iteration's place in the run as {{script.index}}, a {{unique.phone}} of
// its own. With data rows (--data, or the script's `# data:` header) the rows are taken in turn
// (rowFor); the script's own faults (its `# faults:` header) are injected into every iteration.

import { withScriptFaults } from '../run/script-faults.ts';
import type { LoadedScript } from '../run/script-files.ts';
import { openSession } from '../run/session.ts';
import { type BuiltinSource, builtins } from '../script/builtins.ts';
import { runScript } from '../script/run-script.ts';
import type { Target } from '../target/target.ts';
import { iterationFailure } from './iteration-failure.ts';
import type { IterationContext, IterationOutcome } from './load-engine.ts';

/** Which rows of --data go to whom: iteration i runs row i; or customer u runs row u, each time. */
export type RowsBy = 'iteration' | 'customer';

/**
 * The loaded script (one per row of --data, else one) an iteration runs, rows taken round: by
 * iteration to vary what is ordered; by customer when each virtual customer must stay one person
 * (a member logging in: concurrent logins of one account count as guesses).
 */
export function rowFor<S>(scripts: readonly S[], context: IterationContext, by: RowsBy): S | undefined {
  const n = by === 'customer' ? context.user : context.index;
  return scripts[n % scripts.length];
}

export function loadIteration(
  scripts: readonly LoadedScript[],
  target: Target,
  source: BuiltinSource,
  rowsBy: RowsBy = 'iteration',
): (context: IterationContext) => Promise<IterationOutcome> {
  return async (context) => {
    const { index } = context;
    const script = rowFor(scripts, context, rowsBy);
    if (script === undefined) throw new Error('a load needs a script to run');
    const fixedNow = script.now;
    const clock = { now: () => fixedNow ?? Date.now() };
    const session = openSession(withScriptFaults(target, script.faults), script.file, { clock, fixedNow });
    const variables = { ...script.variables, ...builtins(source, index) };
    const name = script.name ?? script.file;
    const results = await runScript(name, script.lines, session, undefined, variables);
    const failure = iterationFailure(results);
    return failure === null ? { ok: true } : { ok: false, failure };
  };
}
