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
      'replay with no network: a cassette file (one script), or a directory of them (one per script, by name)',
    )
    .option(
      '--record <path>',
      'record this live run: a cassette file (one script), or a directory (one cassette per script)',
    )
    .option('--faults <file>', 'inject faults: [{"match": "order.submit", "fault": "timeout", "times": 1}]')
    .option('--json', 'NDJSON output (same as --reporter json)')
    .option('--reporter <name>', 'pretty | json | junit (default: pretty)')
    .option('--concurrency <n>', 'scripts run at once', '4')
    .option('--events <file>', 'write the event log(s) of the run, for `jumun replay`')
    .addOption(nowOption('fix the clock of every script (a sandbox gateway honours it per request)'))
    .option(
      '--vars <file>',
      'variables for {{name}} in the scripts: a JSON object of names to strings or numbers',
    )
    .option(
      '--var <name=value>',
      'a variable for {{name}} (repeatable; wins over --vars)',
      (value: string, previous: string[] = []) => [...previous, value],
    )
    .option('--data <file>', 'run each script once per row of a .csv or .json file, the columns as variables')
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  $ jumun run fixtures/scripts/cash-order.jsonl',
        '  $ jumun run fixtures/scripts --concurrency 8 --reporter junit > report.xml',
        '  $ jumun run fixtures/scripts/cash-order.jsonl --cassette fixtures/cassettes/cash-order.json',
        '  $ jumun run fixtures/scripts --cassette fixtures/cassettes/',
        '  $ jumun run fixtures/scripts/cash-order.jsonl --data rows.csv --var menu=후라이드치킨',
        '',
        'A step that fails stops its script; the steps after it are reported as skipped.',
        'Exit codes: 0 every expectation held, 1 one failed, 2 bad script or arguments,',
        '3 gateway unreachable (at the start or during the run), 4 a cassette has no recorded answer.',
      ].join('\n'),
    )
    .action(
      exitWith(async (paths: string[], flags: RunFlags) => {
        const { runCommand } = await import('../run/run-command.ts');
        return runCommand(paths, flags, { stdout: process.stdout, stderr: process.stderr });
      }),
    );
}
