// `jumun load SCRIPT --users N --duration 60s`: one QA script as N concurrent virtual customers.
import type { Command } from 'commander';
import type { ExitWith } from '../exit.ts';
import { addFlags } from '../flags/flag-table.ts';
import { faultsHelp } from '../flags/shared-options.ts';
import { type LoadFlags, loadFlagTable } from '../load/load-flag-table.ts';

export function registerLoad(program: Command, exitWith: ExitWith): void {
  const command = program
    .command('load')
    .description('run one QA script as N concurrent virtual customers; print throughput, latency, errors')
    .argument('<script>', 'one script file (.jsonl), as `jumun run` runs it');
  addFlags(command, loadFlagTable)
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  $ jumun serve --db memory --sms-daily-budget 1000000 &',
        '  $ jumun load fixtures/scripts/cash-order.jsonl --users 10 --duration 20s',
        '  $ jumun load fixtures/scripts/cash-order.jsonl --users 50 --duration 2m --ramp-up 10s --json',
        '  $ jumun load fixtures/data/order-per-row.jsonl --users 4 --duration 30s   # its "# data:" rows in turn',
        '',
        'Each iteration is a fresh session with its own {{unique.phone}}; {{script.index}} counts them.',
        'An iteration in flight when the duration ends runs to its end and is counted.',
        "Afterwards every order whose submit answered 2xx is read back with its customer's token.",
        ...faultsHelp(),
        'Ctrl+C ends the load early: the iterations in flight finish, the orders are read back and the',
        'figures printed, marked interrupted; a second Ctrl+C quits.',
        'Exit codes: 0 the load held, 1 an order was lost or doubled, or more iterations failed than',
        '--max-error-rate allows, 2 bad script or arguments, 3 gateway unreachable or not a jumun gateway,',
        '130 interrupted (143 by SIGTERM).',
      ].join('\n'),
    )
    .action(
      exitWith(async (path: string, flags: LoadFlags) => {
        const { loadCommand } = await import('../load/load-command.ts');
        return loadCommand(path, flags, { stdout: process.stdout, stderr: process.stderr });
      }),
    );
}
