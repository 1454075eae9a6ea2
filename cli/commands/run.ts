// `jumun run SCRIPT...`: run QA scripts against the reference gateway, a live one, or a cassette.
import type { Command } from 'commander';
import type { ExitWith } from '../exit.ts';
import { addFlags } from '../flags/flag-table.ts';
import { faultsHelp } from '../flags/shared-options.ts';
import { type RunFlags, runFlagTable } from '../run/run-flag-table.ts';

export function registerRun(program: Command, exitWith: ExitWith): void {
  const command = program
    .command('run')
    .description('run QA scripts (JSON Lines of commands and assertions) and report each line')
    .argument('[scripts...]', 'script files (.jsonl) or directories of them (at least one)');
  addFlags(command, runFlagTable)
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  $ jumun run fixtures/scripts/cash-order.jsonl',
        '  $ jumun run fixtures/scripts --concurrency 8 --reporter junit > report.xml',
        '  $ jumun run fixtures/scripts --reporter pretty,junit:out/junit.xml,html:out/report.html,json:out/run.ndjson',
        '  $ jumun run fixtures/scripts/cash-order.jsonl --cassette fixtures/cassettes/cash-order.json',
        '  $ jumun run fixtures/scripts --cassette fixtures/cassettes/',
        '  $ jumun run fixtures/scripts --cassette fixtures/cassettes/ --cassette-mode once --gateway http://127.0.0.1:8080',
        '  $ jumun run fixtures/scripts --tag coupon --exclude-tag payment --list',
        '  $ jumun run fixtures/scripts --cassette fixtures/cassettes/ --retries 2 --bail=3',
        '  $ jumun run fixtures/scripts --cassette fixtures/cassettes/ --last-failed',
        '  $ jumun run fixtures/scripts --cassette fixtures/cassettes/ --shard 2/4 --reporter junit',
        '  $ jumun run fixtures/scripts --cassette fixtures/cassettes/ --watch',
        '  $ jumun run fixtures/scripts --trace on --trace-dir traces/',
        '  $ jumun run fixtures/data/                  # each script once per row of its "# data:" file',
        '  $ jumun run fixtures/data/order-per-row.jsonl --data fixtures/data/orders.csv --var rid=1001',
        '',
        "A script's header, its # lines before the first line of JSON, is read before any script is",
        'decoded (a script --grep, --tag or --shard leaves out never stops the run) and may hold:',
        '  # tags: smoke, coupon     for --tag and --exclude-tag',
        '  # data: rows.csv          run once per row (.csv, .json or .jsonl, beside the script)',
        '  # faults: faults.json     faults for this script only (or the rules inline: # faults: {"match": …})',
        'A failed script leaves a trace file (.jumun/traces/SCRIPT.trace.json): `jumun show-trace FILE`.',
        'Cassette modes: replay answers from the cassette and records a missing one from --gateway or',
        '--profile (when named); once records a missing cassette, from the default gateway too; lockdown',
        'replays only and never writes; record always records anew; passthrough ignores the cassette.',
        'In every mode a request the cassette has no answer for fails its step (exit 4), showing the',
        'nearest recording; it is never sent live, where the replayed customer, cart and token do not',
        'exist. Re-record the whole script with --record (every request live, from its first step).',
        ...faultsHelp(),
        'A step that fails stops its script; the steps after it are reported as skipped.',
        'Every run records its failed scripts in .jumun/last-run.json (for --last-failed).',
        'A selection (--grep, --tag, --exclude-tag) that matches no script exits 2; an empty',
        'shard, or --last-failed with nothing failed, runs nothing and exits 0.',
        'Exit codes: 0 every expectation held, 1 one failed, 2 bad script or arguments,',
        '3 gateway unreachable or not a jumun gateway (at the start or during the run), 4 a cassette',
        'has no recorded answer (or, with --fail-on-expired, is older than --expire allows), 130 interrupted (143 by SIGTERM).',
        'Ctrl+C ends a run early: the scripts running are cut off, the rest not run, and every report',
        'is finished and says interrupted (--last-failed then runs what did not finish); a second quits.',
      ].join('\n'),
    )
    .action(
      exitWith(async (paths: string[], flags: RunFlags) => {
        const { runCommand } = await import('../run/run-command.ts');
        return runCommand(paths, flags, { stdout: process.stdout, stderr: process.stderr });
      }),
    );
}
