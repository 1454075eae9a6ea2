// `jumun run`: check the flags, load every script, pick the target, run, report, and answer with
// the exit code. Streams come in so that a test can watch a terminal's stdout and stderr.
import { writeFile } from 'node:fs/promises';
import { checkNow, checkTarget } from '../commands/flag-checks.ts';
import { exitCodes } from '../exit.ts';
import type { JunitError } from '../report/junit.ts';
import { type ReporterName, type RunIo, reportRun } from './report-run.ts';
import type { TargetFlags } from './target.ts';

export interface RunFlags extends TargetFlags {
  readonly json?: boolean;
  readonly reporter?: string;
  readonly concurrency?: string;
  readonly events?: string;
  readonly now?: string;
}

const isReporter = (name: string): name is ReporterName =>
  name === 'pretty' || name === 'json' || name === 'junit';

export async function runCommand(paths: readonly string[], flags: RunFlags, io: RunIo): Promise<number> {
  const say = (message: string) => io.stderr.write(`jumun: ${message}\n`);
  const name = flags.json === true ? 'json' : (flags.reporter ?? 'pretty');
  if (!isReporter(name)) {
    say(`--reporter: expected pretty, json or junit, got ${name}`);
    return exitCodes.badInput;
  }
  const reporter: ReporterName = name;
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

  const concurrency = Number(flags.concurrency ?? '4');
  if (!Number.isInteger(concurrency) || concurrency < 1)
    return badArguments(`--concurrency: expected a whole number ≥ 1, got ${flags.concurrency}`);
  if (flags.json === true && flags.reporter !== undefined && flags.reporter !== 'json')
    return badArguments(`--json is --reporter json: it cannot go with --reporter ${flags.reporter}`);
  const twoTargets = checkTarget(flags);
  if (twoTargets !== null) return badArguments(twoTargets);
  const now = checkNow(flags.now);
  if (now !== null && typeof now === 'object') return badArguments(now.error);
  const fixed = now;

  const { loadScripts } = await import('./script-files.ts');
  const loaded = await loadScripts(paths);
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
    flags,
    loaded.scripts.map((s) => s.file),
  );
  if (!resolved.ok) return badArguments(resolved.message);
  const { target } = resolved;
  const { probeGateway } = await import('./probe.ts');
  const probe = target.live ? () => probeGateway(target.profile) : undefined;
  const unreachableAtStart = probe === undefined ? null : await probe();
  if (unreachableAtStart !== null) {
    return refuse(exitCodes.unreachable, unreachableAtStart, [
      { name: 'gateway', type: 'unreachable', message: unreachableAtStart },
    ]);
  }

  const out = reportRun(reporter, loaded.scripts.length, io);
  const { runScripts } = await import('./run-scripts.ts');
  const runs = await runScripts(loaded.scripts, target, {
    concurrency,
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
  if (flags.events !== undefined) {
    const logs = Object.fromEntries(runs.map((r) => [r.file, r.log]));
    const body = runs.length === 1 ? runs[0]?.log : logs;
    // Redacted (adapters/redact/): phones masked, the login token replaced; `jumun replay` of
    // it shows the masked phones that every other output of the run shows.
    const { redactJson } = await import('../../adapters/redact/redact.ts');
    await writeFile(flags.events, `${JSON.stringify(redactJson(body), null, 2)}\n`);
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
