// `jumun run SCRIPT...`: run QA scripts against the reference gateway, a live one, or a cassette.
import type { Command } from 'commander';
import type { ExitWith } from '../exit.ts';
import type { RunFlags } from '../run/run-command.ts';

/** Commander's collector for a repeatable flag (`--tag smoke --tag coupon`). */
const collect = (value: string, previous: readonly string[] | undefined): string[] => [
  ...(previous ?? []),
  value,
];

import { faultsHelp, gatewayOption, nowOption, profileOption } from '../flags/shared-options.ts';

export function registerRun(program: Command, exitWith: ExitWith): void {
  program
    .command('run')
    .description('run QA scripts (JSON Lines of commands and assertions) and report each line')
    .argument('[scripts...]', 'script files (.jsonl) or directories of them (at least one)')
    .addOption(gatewayOption())
    .addOption(
      profileOption(
        'an environment profile: {"hosts": {"api", "gateway", "member", "front", "auth", "payment"}}',
      ),
    )
    .option(
      '--cassette <path>',
      'answer from a cassette: a file (one script), or a directory of them (one per script, by name)',
    )
    .option(
      '--cassette-mode <mode>',
      'replay | record | once | passthrough | lockdown (default: replay; lockdown when CI is set); a miss never goes live',
    )
    .option('--record <path>', 'record this live run (--cassette PATH --cassette-mode record)')
    .option('--expire <days>', 'a cassette recorded longer ago is expired: warned, or re-recorded live')
    .option('--fail-on-expired', 'exit 4 when an expired cassette was replayed as it is')
    .option(
      '--volatile <path>',
      'a request field matched whatever it holds: body.a.b (* any key) or query.name; repeatable',
      (value: string, previous: string[] | undefined) => [...(previous ?? []), value],
    )
    .option(
      '--faults <file>',
      'inject faults into every script: [{"match": "order.submit", "fault": "timeout", "times": 1}] (one script\'s own: a "# faults: FILE" header line)',
    )
    .option('--json', 'NDJSON output (same as --reporter json)')
    .option(
      '--reporter <list>',
      'pretty | json | junit | html, each name[:file], comma-separated; at most one without a file (stdout) (default: pretty)',
    )
    .option('--concurrency <n>', 'scripts run at once', '4')
    .option('--events <file>', 'write the event log(s) of the run, for `jumun replay`')
    .option(
      '--trace <mode>',
      'keep a trace file (steps, requests, events, projections): on | off | retain-on-failure (default: retain-on-failure, failed scripts only)',
    )
    .option('--trace-dir <dir>', 'where trace files go, one per script run (default: .jumun/traces/)')
    .addOption(nowOption('fix the clock of every script (a sandbox gateway honours it per request)'))
    .option('--grep <text>', 'run only the scripts whose path contains this text (any case)')
    .option(
      '--tag <tags>',
      'run only scripts tagged with any of these (`# tags: smoke, coupon` in the header); repeatable',
      collect,
    )
    .option('--exclude-tag <tags>', 'leave out scripts tagged with any of these; repeatable', collect)
    .option('--list', 'print the scripts that would run, with their tags, and run nothing')
    .option(
      '--bail [n]',
      'start no more scripts after n have failed (--bail=n; bare: 1); the rest are reported not run',
    )
    .option(
      '--retries <n>',
      'run a failed script again, in a fresh session, up to n times; passing on a retry is "flaky"',
      '0',
    )
    .option('--fail-on-flaky', 'exit 1 when a script passed only on a retry')
    .option(
      '--last-failed',
      'run only the scripts that failed or were not run last time (.jumun/last-run.json)',
    )
    .option(
      '--shard <i/n>',
      'run shard i of n: the scripts sorted by path, dealt round-robin (for a CI matrix)',
    )
    .option(
      '--watch',
      'after the run, run again each script whose file changes, and new scripts; Ctrl+C ends it',
    )
    .option(
      '--vars <file>',
      'variables for {{name}} in the scripts: a JSON object of names to strings or numbers',
    )
    .option(
      '--var <name=value>',
      'a variable for {{name}} (repeatable; wins over --vars)',
      (value: string, previous: string[] = []) => [...previous, value],
    )
    .option(
      '--data <file>',
      'run the one script given once per row of a .csv, .json or .jsonl file, the columns as variables (several scripts: a "# data: FILE" header line in each)',
      collect,
    )
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
