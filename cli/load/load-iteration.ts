// One iteration of a virtual customer: the script from its first line in a fresh session (a new
// guest, a new cart, a test run of its own on a sandbox gateway), judged as `jumun run` judges it.

import type { LoadedScript } from '../run/script-files.ts';
import { openSession } from '../run/session.ts';
import type { Target } from '../run/target.ts';
import { runScript } from '../script/run-script.ts';
import { iterationFailure } from './iteration-failure.ts';
import type { IterationContext, IterationOutcome } from './load-engine.ts';

export function loadIteration(
  script: LoadedScript,
  target: Target,
): (context: IterationContext) => Promise<IterationOutcome> {
  const fixedNow = script.now;
  const clock = { now: () => fixedNow ?? Date.now() };
  return async () => {
    const session = openSession(target, script.file, { clock, fixedNow });
    const results = await runScript(script.file, script.lines, session);
    const failure = iterationFailure(results);
    return failure === null ? { ok: true } : { ok: false, failure };
  };
}
