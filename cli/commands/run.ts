// `jumun run SCRIPT...`: run QA scripts against the reference gateway, a live one, or a cassette.
import type { Command } from 'commander';
import type { ExitWith } from '../exit.ts';
import type { RunFlags } from '../run/run-command.ts';
import { gatewayOption, nowOption, profileOption } from './shared-options.ts';

export function registerRun(program: Command, exitWith: ExitWith): void {
  program
    .command('run')
    .description('run QA scripts (JSON Lines of commands and assertions) and report each line')
    .argument('<scripts...>', 'script files (.jsonl) or directories of them')
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
      'replay | record | once | passthrough | lockdown (default: replay; lockdown when CI is set)',
    )
    .option('--record <path>', 'record this live run (--cassette PATH --cassette-mode record)')
    .option('--expire <days>', 'a cassette recorded longer ago is expired: warned, or re-recorded live')
    .option('--fail-on-expired', 'exit 4 when an expired cassette was replayed as it is')
    .option(
      '--volatile <path>',
      'a request field matched whatever it holds: body.a.b (* any key) or query.name; repeatable',
      (value: string, previous: string[] | undefined) => [...(previous ?? []), value],
    )
    .option('--faults <file>', 'inject faults: [{"match": "order.submit", "fault": "timeout", "times": 1}]')
    .option('--json', 'NDJSON output (same as --reporter json)')
    .option(
      '--reporter <list>',
      'pretty | json | junit | html, each name[:file], comma-separated; at most one without a file (stdout) (default: pretty)',
    )
    .option('--concurrency <n>', 'scripts run at once', '4')
    .option('--events <file>', 'write the event log(s) of the run, for `jumun replay`')
    .addOption(nowOption('fix the clock of every script (a sandbox gateway honours it per request)'))
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
        '',
        'Cassette modes: replay answers from the cassette, a miss goes to --gateway (when named) and is',
        'added to it; once records a missing cassette, else replays and a miss fails; lockdown replays',
        'only, never writes, a miss fails; record always records anew; passthrough ignores the cassette.',
        'A step that fails stops its script; the steps after it are reported as skipped.',
        'Exit codes: 0 every expectation held, 1 one failed, 2 bad script or arguments,',
        '3 gateway unreachable (at the start or during the run), 4 a cassette has no recorded answer',
        '(or, with --fail-on-expired, is older than --expire allows).',
      ].join('\n'),
    )
    .action(
      exitWith(async (paths: string[], flags: RunFlags) => {
        const { runCommand } = await import('../run/run-command.ts');
        return runCommand(paths, flags, { stdout: process.stdout, stderr: process.stderr });
      }),
    );
}
