// `jumun run`: check the flags, read every script's header, take those the selection flags pick
// and decode them (or list them), pick the target, run, report, record what failed, and answer
// with the exit code; with --watch, run again as script files change. Ctrl+C ends a run early with
// every report whole. Streams come in so that a test can watch a terminal's stdout and stderr.
import { writeFile } from 'node:fs/promises';
import { isLeft } from 'fp-ts/Either';
import * as t from 'io-ts';
import { exitCodes, interruptedCode } from '../exit.ts';
import { Concurrency, JsonIsReporterJson, Now, Reporter, type ReporterSpec } from '../flags/flag-checks.ts';
import { decodeFlags, fields, once, optional } from '../flags/flag-codec.ts';
import type { RunError } from '../report/reported-script.ts';
import { TraceFlags } from '../trace/trace-flags.ts';
import { isCi, runTarget } from './cassette-flags.ts';
import { type Interrupts, listenForInterrupts } from './interrupts.ts';
import { openReportFiles, traceHref } from './report-files.ts';
import { type ReportOptions, type RunIo, reportRefusal, reportRun } from './report-run.ts';
import type { RunFlags } from './run-flag-table.ts';
import { bailBeforeScripts, RunnerOptions } from './run-flags.ts';
import type { ScriptRun } from './run-scripts.ts';
import type { LoadedScript, ScriptErrors } from './script-files.ts';
import { parseShard, type Shard } from './shard.ts';

const text = optional(t.string, undefined);

/**
 * The flags of `jumun run`, checked in the order of its --help. With the `CI` variable set, a
 * cassette's mode is lockdown unless said (cassette-flags.ts).
 */
export const runOptions = (ci: boolean) =>
  t.intersection([
    t.intersection([
      Reporter,
      fields({ concurrency: Concurrency }),
      JsonIsReporterJson,
      runTarget(ci),
      fields({
        faults: text,
        events: text,
        now: Now,
        vars: text,
        var: optional(t.array(t.string), []),
        data: optional(
          once(
            'a run takes one data file, for its one script; give each script its own with a "# data: FILE" line in its header',
          ),
          undefined,
        ),
      }),
    ]),
    RunnerOptions,
    TraceFlags,
  ]);
export const RunOptions = runOptions(false);
export type RunOptions = t.TypeOf<typeof RunOptions>;

export interface RunEnv {
  /** The `CI` variable is set: lockdown is the default cassette mode. */
  readonly ci: boolean;
}

type Refusals =
  | { readonly ok: false; readonly code: number }
  | {
      readonly ok: true;
      readonly say: (message: string) => void;
      readonly refuse: (code: number, message: string, errors: readonly RunError[]) => Promise<number>;
      readonly badArguments: (message: string) => Promise<number>;
      readonly reportOptions: ReportOptions;
    };

/**
 * The reporters' files, opened (each run anew: a watch's rerun rewrites its reports), and how a
 * run says no: on stderr and, for CI, in the reports (JUnit, NDJSON, HTML) with the error.
 */
function openReports(reporters: readonly ReporterSpec[], io: RunIo, shard: Shard | null): Refusals {
  const say = (message: string) => io.stderr.write(`jumun: ${message}\n`);
  const files = openReportFiles(reporters);
  if (!files.ok) {
    say(files.message);
    return { ok: false, code: exitCodes.badInput };
  }
  const reportOptions = { files: files.files, traceHref, shard };
  const refuse = async (code: number, message: string, errors: readonly RunError[]) => {
    say(message);
    reportRefusal(reporters, errors, io, reportOptions);
    return code;
  };
  const badArguments = (message: string) =>
    refuse(exitCodes.badInput, message, [{ name: 'arguments', type: 'bad-arguments', message }]);
  return { ok: true, say, refuse, badArguments, reportOptions };
}

export async function runCommand(
  given: readonly string[],
  flags: RunFlags,
  io: RunIo,
  env: RunEnv = { ci: isCi(process.env.CI) },
): Promise<number> {
  // The reporter first: a refusal is reported in it (JUnit for CI), unless it is the refusal.
  const chosen = decodeFlags(Reporter, flags);
  if (isLeft(chosen)) {
    io.stderr.write(`jumun: ${chosen.left}\n`);
    return exitCodes.badInput;
  }
  const { reporters } = chosen.right;
  // The shard, when it reads, before the other flags: even a refused shard's report says which it
  // was, so merge-reports counts it among the shards (and reports its refusal) rather than missing.
  const shardGiven = flags.shard === undefined ? null : parseShard(flags.shard);
  const shard = shardGiven === null || isLeft(shardGiven) ? null : shardGiven.right;
  const opened = openReports(reporters, io, shard);
  if (!opened.ok) return opened.code;
  const { say, badArguments, refuse } = opened;

  const unbailed = bailBeforeScripts(flags.bail, given);
  const paths = unbailed.paths;
  if (paths.length === 0)
    return badArguments('give the scripts: script files (.jsonl) or directories of them');
  const decoded = decodeFlags(runOptions(env.ci), { ...flags, bail: unbailed.bail });
  if (isLeft(decoded)) return badArguments(decoded.left);
  const options = decoded.right;

  // A cassette is one script's run: the runs of its rows would overwrite (or add to) each other in
  // it. Reading one is harmless (a row it does not fit fails on its misses); writing one is refused.
  const mode = options.cassetteMode;
  const writes =
    mode === 'record' ||
    mode === 'once' ||
    (mode === 'replay' && (options.gateway !== undefined || options.profile !== undefined));
  const writer =
    options.record !== undefined
      ? '--record'
      : `--cassette-mode ${mode}${mode === 'replay' ? ' with a gateway' : ''}`;
  const oneRunOnly = 'it writes the cassette, which holds one run of a script, not one per row';
  if (options.data !== undefined && writes)
    return badArguments(`${writer} cannot go with --data: ${oneRunOnly}`);
  // --vars, --var and --data before the scripts: a script's names are checked against them.
  const { runVariables } = await import('./run-variables.ts');
  const variables = await runVariables(options.vars, options.var);
  if (typeof variables === 'string') return badArguments(variables);
  const data =
    options.data === undefined
      ? undefined
      : await (await import('./data-rows.ts')).readDataRows(options.data);
  if (typeof data === 'string') return badArguments(data);
  const loadOptions = { given: variables, ...(data === undefined ? {} : { data }) };
  /** With --watch, the run goes on after the first one, whatever it answered (but an interrupt). */
  const then = async (code: number) => {
    if (!options.watch || code === exitCodes.interrupted || code === exitCodes.terminated) return code;
    const { watchRuns } = await import('./watch.ts');
    return watchRuns(paths, options, code, io, loadOptions, (changed) => {
      const again = openReports(reporters, io, shard);
      return again.ok ? runScriptsOnce(changed, options, again, io) : Promise.resolve(again.code);
    });
  };
  const badScripts = (bad: ScriptErrors) => {
    const errors = [...bad.byFile].map(
      ([file, lines]): RunError => ({ name: file, type: 'bad-script', message: lines.join('\n') }),
    );
    // A script being written may not parse yet: a watch waits for its next save.
    return refuse(exitCodes.badInput, `bad script:\n  ${bad.errors.join('\n  ')}`, errors);
  };
  // The scripts are chosen by their headers, then only the chosen ones decoded: a script the run
  // leaves out (another tag, another shard) stops nothing with a bad line or an unknown name.
  const { readScriptSources, dataFlagRefusal, decodeScripts } = await import('./script-files.ts');
  const read = await readScriptSources(paths);
  if (!read.ok) return then(await badScripts(read));
  const refused = dataFlagRefusal(read.sources, data);
  if (refused !== null) return badArguments(refused);
  const { planRun, listPlan, planSummary } = await import('./plan-run.ts');
  const plan = await planRun(read.sources, options, data);
  if (!plan.ok && plan.code !== exitCodes.ok) return badArguments(plan.message);
  const planned = plan.ok ? plan.planned : [];
  const perRow = writes ? planned.find((p) => p.row !== null) : undefined;
  const header = perRow?.source.header.data;
  if (perRow !== undefined && header !== undefined && header !== null)
    return badArguments(
      `${writer} cannot go with the data rows of ${perRow.source.file} (line ${header.line}: # data: ${header.value}): ${oneRunOnly}; leave it out of this run (--exclude-tag, --grep, or name the other scripts)`,
    );
  const loaded = await decodeScripts(planned, variables);
  if (!loaded.ok) return then(await badScripts(loaded));
  if (options.list) {
    if (plan.ok)
      listPlan(
        planned,
        reporters.some((r) => r.name === 'json'),
        io.stdout,
      );
    say(
      plan.ok
        ? `${planSummary(planned, read.sources.length)}${plan.note === null ? '' : ` (${plan.note})`}`
        : plan.message,
    );
    return exitCodes.ok;
  }
  const scripts = loaded.scripts;
  if (!plan.ok) say(plan.message);
  else if (plan.note !== null) say(plan.note);
  // Nothing to run (an empty shard, nothing failed last time) is still a run: its files say so,
  // and an empty shard's NDJSON is one merge-reports counts among the shards.
  if (scripts.length === 0) reportRefusal(reporters, [], io, opened.reportOptions);
  return then(scripts.length === 0 ? exitCodes.ok : await runScriptsOnce(scripts, options, opened, io));
}

/**
 * One run of `scripts` (already selected): the target, the run, the report, the record. Ctrl+C
 * (or SIGTERM) during it ends it early, reported whole as interrupted; a second one quits.
 */
export async function runScriptsOnce(
  scripts: readonly LoadedScript[],
  options: RunOptions,
  reports: Extract<Refusals, { ok: true }>,
  io: RunIo,
): Promise<number> {
  const interrupts = listenForInterrupts(reports.say);
  try {
    return await runListening(scripts, options, reports, io, interrupts);
  } finally {
    interrupts.stop();
  }
}

async function runListening(
  scripts: readonly LoadedScript[],
  options: RunOptions,
  reports: Extract<Refusals, { ok: true }>,
  io: RunIo,
  interrupts: Interrupts,
): Promise<number> {
  const { say, badArguments, refuse, reportOptions } = reports;
  const fixed = options.now;
  const { resolveTarget } = await import('../target/target.ts');
  const resolved = await resolveTarget(
    options,
    scripts.map((s) => s.file),
  );
  if (!resolved.ok) return badArguments(resolved.message);
  const { target } = resolved;
  for (const warning of target.warnings ?? []) say(warning);
  const { probeGateway } = await import('../target/probe.ts');
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

  const { traceStems, clearTraces } = await import('../trace/trace-files.ts');
  const stems = traceStems(scripts.map((s) => s.file));
  const trace = { mode: options.trace, dir: options.traceDir, stems };
  if (trace.mode !== 'off') await clearTraces(trace.dir, [...stems.values()]);
  const out = reportRun(options.reporters, scripts.length, io, reportOptions);
  const { runScripts } = await runner;
  const runs = await runScripts(scripts, target, {
    bail: options.bail,
    retries: options.retries,
    concurrency: options.concurrency,
    clock: { now: () => fixed ?? Date.now() },
    now: fixed,
    trace,
    onScript: (run, index) => out.script(index, run),
    onScriptStart: (index, file) => out.scriptStart(index, file),
    onStep: (index, result) => out.step(index, result),
    ...(probe === undefined ? {} : { probe }),
    interrupt: interrupts.signal,
  });
  const interrupt = interrupts.received();
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
  const summary = out.finish(runs, gone, interrupt);
  // A recording cut short would replay as if the script ended there: an interrupted run keeps none.
  if (interrupt === null) await target.save();
  else if ((options.cassette ?? options.record) !== undefined && options.cassetteMode !== 'lockdown')
    say('interrupted: no cassette was written (a recording cut short would replay wrong)');
  const { recordRun } = await import('./last-failed.ts');
  const unrecorded = await recordRun(runs);
  // A folder the run may not write in (a read-only checkout) costs --last-failed, not the run.
  if (unrecorded !== null) say(`could not record the run for --last-failed: ${unrecorded}`);
  if (options.events !== undefined) {
    const logs = Object.fromEntries(runs.map((r) => [r.file, r.log]));
    const body = runs.length === 1 ? runs[0]?.log : logs;
    // Redacted (adapters/redact/): phones masked, the login token replaced; `jumun replay` of
    // it shows the masked phones that every other output of the run shows.
    const { redactJson } = await import('../../adapters/redact/redact.ts');
    await writeFile(options.events, `${JSON.stringify(redactJson(body), null, 2)}\n`);
  }
  // Whatever else the run met, it did not finish: the shell's code for the signal.
  if (interrupt !== null) return interruptedCode(interrupt);
  if (unreachable !== undefined) {
    say(`the gateway stopped answering during the run: ${unreachable}`);
    return exitCodes.unreachable;
  }
  const misses = runs.flatMap((r) => r.results).filter((r) => r.cassetteMiss === true);
  if (misses.length > 0) {
    const { missAdvice } = await import('./miss-advice.ts');
    const missed = runs
      .filter((r) => r.results.some((l) => l.cassetteMiss === true))
      .map((r) => r.source ?? r.file)
      .map((script) => ({ script, cassette: target.cassetteFile?.(script) }));
    say(missAdvice(misses.length, missed, options).join('\n'));
    return exitCodes.cassetteMiss;
  }
  const expired = target.expiredKept ?? 0;
  if (options.failOnExpired && expired > 0) {
    say(
      `${expired === 1 ? 'a cassette is' : `${expired} cassettes are`} older than --expire ${options.expire} (--fail-on-expired): re-record them`,
    );
    return exitCodes.cassetteMiss;
  }
  const ending = retriesVerdict(runs, options);
  for (const line of ending.say) say(line);
  return summary.failed > 0 ? exitCodes.failed : ending.code;
}

/** What --bail and --retries add to a run's end: lines to say, and 1 for a flaky script under --fail-on-flaky. */
export function retriesVerdict(
  runs: readonly Pick<ScriptRun, 'notRun' | 'flaky'>[],
  options: { readonly bail: number | null; readonly failOnFlaky: boolean },
): { readonly code: number; readonly say: readonly string[] } {
  const scripts = (n: number) => (n === 1 ? '1 script' : `${n} scripts`);
  const bailed = runs.filter((r) => r.notRun === 'bail').length;
  const flaky = runs.filter((r) => r.flaky === true).length;
  const say = [
    ...(bailed > 0 ? [`--bail: stopped after ${options.bail} failed; ${scripts(bailed)} not run`] : []),
    ...(flaky > 0
      ? [
          options.failOnFlaky
            ? `--fail-on-flaky: ${scripts(flaky)} passed only on a retry`
            : `${scripts(flaky)} passed only on a retry (flaky); --fail-on-flaky makes that a failure`,
        ]
      : []),
  ];
  return { code: flaky > 0 && options.failOnFlaky ? exitCodes.failed : exitCodes.ok, say };
}
