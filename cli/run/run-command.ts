// `jumun run`: check the flags, load every script, pick the target, run, report, and answer with
// the exit code. Streams come in so that a test can watch a terminal's stdout and stderr.
import { writeFile } from 'node:fs/promises';
import { isLeft } from 'fp-ts/Either';
import * as t from 'io-ts';
import { Concurrency, JsonIsReporterJson, Now, Reporter, Target } from '../commands/flag-checks.ts';
import { decodeFlags, fields, optional } from '../commands/flag-codec.ts';
import { exitCodes } from '../exit.ts';
import type { JunitError } from '../report/junit.ts';
import { type RunIo, reportRun } from './report-run.ts';

/** The flags of `jumun run` as commander hands them. */
export interface RunFlags {
  readonly gateway?: string;
  readonly profile?: string;
  readonly cassette?: string;
  readonly record?: string;
  readonly faults?: string;
  readonly json?: boolean;
  readonly reporter?: string;
  readonly concurrency?: string;
  readonly events?: string;
  readonly now?: string;
  readonly vars?: string;
  readonly var?: readonly string[];
  readonly data?: string;
}

const text = optional(t.string, undefined);

/** The flags of `jumun run`, checked in the order of its --help. */
export const RunOptions = t.intersection([
  Reporter,
  fields({ concurrency: Concurrency }),
  JsonIsReporterJson,
  Target,
  fields({
    record: text,
    faults: text,
    events: text,
    now: Now,
    vars: text,
    var: optional(t.array(t.string), []),
    data: text,
  }),
]);
export type RunOptions = t.TypeOf<typeof RunOptions>;

export async function runCommand(paths: readonly string[], flags: RunFlags, io: RunIo): Promise<number> {
  const say = (message: string) => io.stderr.write(`jumun: ${message}\n`);
  // The reporter first: a refusal is reported in it (JUnit for CI), unless it is the refusal.
  const chosen = decodeFlags(Reporter, flags);
  if (isLeft(chosen)) {
    say(chosen.left);
    return exitCodes.badInput;
  }
  const { reporter } = chosen.right;
  /** Refuses the run: the message on stderr and, for CI, a JUnit report with the error. */
  const refuse = async (code: number, message: string, errors: readonly JunitError[]) => {
    say(message);
    if (reporter === 'junit') {
      const { junitReport } = await import('../report/junit.ts');
      io.stdout.write(junitReport([], errors));
    }
    return code;
  };
  const badArguments = (message: string) =>
    refuse(exitCodes.badInput, message, [{ name: 'arguments', type: 'bad-arguments', message }]);

  const decoded = decodeFlags(RunOptions, flags);
  if (isLeft(decoded)) return badArguments(decoded.left);
  const options = decoded.right;
  const fixed = options.now;

  // A cassette is one script's run: the runs of its rows would overwrite each other in it.
  if (options.data !== undefined && options.record !== undefined)
    return badArguments(
      '--record cannot go with --data: a cassette holds one run of a script, not one per row',
    );
  // --vars, --var and --data before the scripts: a script's names are checked against them.
  const { runVariables } = await import('./run-variables.ts');
  const given = await runVariables(options.vars, options.var);
  if (typeof given === 'string') return badArguments(given);
  const data =
    options.data === undefined
      ? undefined
      : await (await import('./data-rows.ts')).readDataRows(options.data);
  if (typeof data === 'string') return badArguments(data);
  const { loadScripts } = await import('./script-files.ts');
  const loaded = await loadScripts(paths, { given, ...(data === undefined ? {} : { data }) });
  if (!loaded.ok) {
    const errors = [...loaded.byFile].map(
      ([file, lines]): JunitError => ({
        name: file,
        type: 'bad-script',
        message: lines.join('\n'),
      }),
    );
    return refuse(exitCodes.badInput, `bad script:\n  ${loaded.errors.join('\n  ')}`, errors);
  }
  const { resolveTarget } = await import('./target.ts');
  const resolved = await resolveTarget(
    options,
    loaded.scripts.map((s) => s.file),
  );
  if (!resolved.ok) return badArguments(resolved.message);
  const { target } = resolved;
  const { probeGateway } = await import('./probe.ts');
  const probe = target.live ? () => probeGateway(target.profile) : undefined;
  // The runner (the store, the commands, the contract's codecs: most of the code of a run) loads
  // while the probe is on the wire, rather than between it and the script's first request.
  const runner = import('./run-scripts.ts');
  runner.catch(() => {}); // awaited below; a refusal here must not be an unhandled rejection
  const unreachableAtStart = probe === undefined ? null : await probe();
  if (unreachableAtStart !== null) {
    return refuse(exitCodes.unreachable, unreachableAtStart, [
      { name: 'gateway', type: 'unreachable', message: unreachableAtStart },
    ]);
  }

  const out = reportRun(reporter, loaded.scripts.length, io);
  const { runScripts } = await runner;
  const runs = await runScripts(loaded.scripts, target, {
    concurrency: options.concurrency,
    clock: { now: () => fixed ?? Date.now() },
    now: fixed,
    onScript: (run, index) => out.script(index, run),
    ...(probe === undefined ? {} : { probe }),
  });
  const unreachable = runs.find((r) => r.unreachable !== undefined)?.unreachable;
  const gone =
    unreachable === undefined
      ? []
      : [
          {
            name: 'gateway',
            type: 'unreachable' as const,
            message: `stopped answering during the run: ${unreachable}`,
          },
        ];
  const summary = out.finish(runs, gone);
  await target.save();
  if (options.events !== undefined) {
    const logs = Object.fromEntries(runs.map((r) => [r.file, r.log]));
    const body = runs.length === 1 ? runs[0]?.log : logs;
    // Redacted (adapters/redact/): phones masked, the login token replaced; `jumun replay` of
    // it shows the masked phones that every other output of the run shows.
    const { redactJson } = await import('../../adapters/redact/redact.ts');
    await writeFile(options.events, `${JSON.stringify(redactJson(body), null, 2)}\n`);
  }
  if (unreachable !== undefined) {
    say(`the gateway stopped answering during the run: ${unreachable}`);
    return exitCodes.unreachable;
  }
  const misses = runs.flatMap((r) => r.results).filter((r) => r.cassetteMiss === true);
  if (misses.length > 0) {
    say(
      `${misses.length === 1 ? 'a step' : `${misses.length} steps`} asked the cassette for a request it has no recorded answer for: re-record it, or fix the script`,
    );
    return exitCodes.cassetteMiss;
  }
  return summary.failed > 0 ? exitCodes.failed : exitCodes.ok;
}
