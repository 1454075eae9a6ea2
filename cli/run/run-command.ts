// `jumun run`: check the flags, load every script, pick the target, run, report, and answer with
// the exit code. Streams come in so that a test can watch a terminal's stdout and stderr.
import { writeFile } from 'node:fs/promises';
import { isLeft } from 'fp-ts/Either';
import * as t from 'io-ts';
import { Concurrency, JsonIsReporterJson, Now, Reporter } from '../commands/flag-checks.ts';
import { decodeFlags, fields, optional } from '../commands/flag-codec.ts';
import { exitCodes } from '../exit.ts';
import type { RunError } from '../report/reported-script.ts';
import { isCi, runTarget } from './cassette-flags.ts';
import { openReportFiles, traceHref } from './report-files.ts';
import { type RunIo, reportRefusal, reportRun } from './report-run.ts';

/** The flags of `jumun run` as commander hands them. */
export interface RunFlags {
  readonly gateway?: string;
  readonly profile?: string;
  readonly cassette?: string;
  readonly record?: string;
  readonly cassetteMode?: string;
  readonly expire?: string;
  readonly failOnExpired?: boolean;
  readonly volatile?: readonly string[];
  readonly faults?: string;
  readonly json?: boolean;
  readonly reporter?: string;
  readonly concurrency?: string;
  readonly events?: string;
  readonly now?: string;
}

const text = optional(t.string, undefined);

/**
 * The flags of `jumun run`, checked in the order of its --help. With the `CI` variable set, a
 * cassette's mode is lockdown unless said (cassette-flags.ts).
 */
export const runOptions = (ci: boolean) =>
  t.intersection([
    Reporter,
    fields({ concurrency: Concurrency }),
    JsonIsReporterJson,
    runTarget(ci),
    fields({ faults: text, events: text, now: Now }),
  ]);
export const RunOptions = runOptions(false);
export type RunOptions = t.TypeOf<typeof RunOptions>;

export interface RunEnv {
  /** The `CI` variable is set: lockdown is the default cassette mode. */
  readonly ci: boolean;
}

export async function runCommand(
  paths: readonly string[],
  flags: RunFlags,
  io: RunIo,
  env: RunEnv = { ci: isCi(process.env.CI) },
): Promise<number> {
  const say = (message: string) => io.stderr.write(`jumun: ${message}\n`);
  // The reporter first: a refusal is reported in it (JUnit for CI), unless it is the refusal.
  const chosen = decodeFlags(Reporter, flags);
  if (isLeft(chosen)) {
    say(chosen.left);
    return exitCodes.badInput;
  }
  const { reporters } = chosen.right;
  const files = openReportFiles(reporters);
  if (!files.ok) {
    say(files.message);
    return exitCodes.badInput;
  }
  const reportOptions = { files: files.files, traceHref };
  /** Refuses the run: the message on stderr and, for CI, the reports (JUnit, NDJSON, HTML) with the error. */
  const refuse = async (code: number, message: string, errors: readonly RunError[]) => {
    say(message);
    reportRefusal(reporters, errors, io, reportOptions);
    return code;
  };
  const badArguments = (message: string) =>
    refuse(exitCodes.badInput, message, [{ name: 'arguments', type: 'bad-arguments', message }]);

  const decoded = decodeFlags(runOptions(env.ci), flags);
  if (isLeft(decoded)) return badArguments(decoded.left);
  const options = decoded.right;
  const fixed = options.now;

  const { loadScripts } = await import('./script-files.ts');
  const loaded = await loadScripts(paths);
  if (!loaded.ok) {
    const errors = [...loaded.byFile].map(
      ([file, lines]): RunError => ({
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
  for (const warning of target.warnings ?? []) say(warning);
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

  const out = reportRun(reporters, loaded.scripts.length, io, reportOptions);
  const { runScripts } = await runner;
  const runs = await runScripts(loaded.scripts, target, {
    concurrency: options.concurrency,
    clock: { now: () => fixed ?? Date.now() },
    now: fixed,
    onScript: (run, index) => out.script(index, run),
    onScriptStart: (index, file) => out.scriptStart(index, file),
    onStep: (index, result) => out.step(index, result),
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
  for (const notice of target.notices?.() ?? []) say(notice);
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
  const expired = target.expiredKept ?? 0;
  if (options.failOnExpired && expired > 0) {
    say(
      `${expired === 1 ? 'a cassette is' : `${expired} cassettes are`} older than --expire ${options.expire} (--fail-on-expired): re-record them`,
    );
    return exitCodes.cassetteMiss;
  }
  return summary.failed > 0 ? exitCodes.failed : exitCodes.ok;
}
