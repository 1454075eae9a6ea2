// `jumun run SCRIPT...`: run QA scripts against the reference gateway, a live one, or a cassette.
import { writeFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { exitCodes, fail } from '../exit.ts';

interface RunFlags {
  readonly gateway?: string;
  readonly profile?: string;
  readonly cassette?: string;
  readonly record?: string;
  readonly faults?: string;
  readonly json?: boolean;
  readonly reporter?: string;
  readonly concurrency: string;
  readonly events?: string;
  readonly now?: string;
}

export function registerRun(program: Command): void {
  program
    .command('run')
    .description('run QA scripts (JSON Lines of commands and assertions) and report each line')
    .argument('<scripts...>', 'script files (.jsonl) or directories of them')
    .option('--gateway <url>', 'the gateway origin (default http://127.0.0.1:8080)')
    .option(
      '--profile <file>',
      'an environment profile: {"hosts": {"api", "gateway", "member", "front", "auth", "payment"}}',
    )
    .option('--cassette <file>', 'replay a recorded cassette, with no network')
    .option('--record <path>', 'record a cassette of this live run (a directory: one cassette per script)')
    .option('--faults <file>', 'inject faults: [{"match": "order.submit", "fault": "timeout", "times": 1}]')
    .option('--json', 'NDJSON output (same as --reporter json)')
    .option('--reporter <name>', 'pretty | json | junit', 'pretty')
    .option('--concurrency <n>', 'scripts run at once', '4')
    .option('--events <file>', 'write the event log(s) of the run, for `jumun replay`')
    .option('--now <iso>', 'fix the clock of every script (a sandbox gateway honours it per request)')
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  $ jumun run fixtures/scripts/cash-order.jsonl',
        '  $ jumun run fixtures/scripts --concurrency 8 --reporter junit > report.xml',
        '  $ jumun run fixtures/scripts/cash-order.jsonl --cassette fixtures/cassettes/cash-order.json',
        '',
        'Exit codes: 0 every expectation held, 1 one failed, 2 bad script or arguments, 3 gateway unreachable.',
      ].join('\n'),
    )
    .action(async (paths: string[], flags: RunFlags) => {
      const reporter = flags.json === true ? 'json' : (flags.reporter ?? 'pretty');
      if (reporter !== 'pretty' && reporter !== 'json' && reporter !== 'junit') {
        fail(`--reporter: expected pretty, json or junit, got ${reporter}`, exitCodes.badInput);
      }
      const concurrency = Number(flags.concurrency);
      if (!Number.isInteger(concurrency) || concurrency < 1)
        fail(`--concurrency: expected a whole number ≥ 1, got ${flags.concurrency}`, exitCodes.badInput);
      const fixed = flags.now === undefined ? null : Date.parse(flags.now);
      if (fixed !== null && Number.isNaN(fixed))
        fail(`--now: not an ISO 8601 time: ${flags.now}`, exitCodes.badInput);

      const { loadScripts } = await import('../run/script-files.ts');
      const loaded = await loadScripts(paths);
      if (!loaded.ok) fail(`bad script:\n  ${loaded.errors.join('\n  ')}`, exitCodes.badInput);
      const { recordsToDirectory, resolveTarget } = await import('../run/target.ts');
      if (flags.record !== undefined && loaded.scripts.length > 1 && !recordsToDirectory(flags.record)) {
        fail(
          '--record: several scripts record one cassette each: give a directory (ending in /)',
          exitCodes.badInput,
        );
      }
      const resolved = await resolveTarget(flags);
      if (!resolved.ok) fail(resolved.message, exitCodes.badInput);
      const target = resolved.target;
      if (target.live) {
        const { probeGateway } = await import('../run/probe.ts');
        const unreachable = await probeGateway(target.profile);
        if (unreachable !== null) fail(unreachable, exitCodes.unreachable);
      }

      const { reportRun } = await import('../run/report-run.ts');
      const out = reportRun(reporter, loaded.scripts.length);
      const { runScripts } = await import('../run/run-scripts.ts');
      const runs = await runScripts(loaded.scripts, target, {
        concurrency,
        clock: { now: () => fixed ?? Date.now() },
        now: fixed,
        onScript: out.script,
      });
      const failed = out.finish(runs);
      await target.save();
      if (flags.events !== undefined) {
        const logs = Object.fromEntries(runs.map((r) => [r.file, r.log]));
        const body = runs.length === 1 ? runs[0]?.log : logs;
        await writeFile(flags.events, `${JSON.stringify(body, null, 2)}\n`);
      }
      process.exitCode = failed ? exitCodes.failed : exitCodes.ok;
    });
}
