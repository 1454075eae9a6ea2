// `jumun load SCRIPT --users N --duration 60s`: one QA script as N concurrent virtual customers.
import type { Command } from 'commander';
import type { ExitWith } from '../exit.ts';
import { faultsHelp, gatewayOption, profileOption } from '../flags/shared-options.ts';
import type { LoadFlags } from '../load/load-flags.ts';

export function registerLoad(program: Command, exitWith: ExitWith): void {
  program
    .command('load')
    .description('run one QA script as N concurrent virtual customers; print throughput, latency, errors')
    .argument('<script>', 'one script file (.jsonl), as `jumun run` runs it')
    .requiredOption('--users <n>', 'virtual customers at once, each looping the script in a fresh session')
    .requiredOption('--duration <time>', 'how long customers start iterations: 20s, 2m')
    .option('--ramp-up <time>', 'start the customers evenly over this time (within the duration)', '0s')
    .option('--max-error-rate <rate>', 'failed iterations allowed: 0.01 or 1% (default 0)')
    .addOption(gatewayOption())
    .addOption(profileOption())
    .option(
      '--faults <file>',
      'inject faults into every iteration, as `jumun run --faults` into a script: [{"match": "order.submit", "fault": "reset"}]',
    )
    .option('--json', 'print the figures as one JSON object')
    .option(
      '--vars <file>',
      'variables for {{name}} in the script: a JSON object of names to strings or numbers',
    )
    .option(
      '--var <name=value>',
      'a variable for {{name}} (repeatable; wins over --vars)',
      (value: string, previous: string[] = []) => [...previous, value],
    )
    .option(
      '--data <file>',
      'rows of a .csv, .json or .jsonl file as variables, taken in turn by the iterations (over the script\'s "# data:" header)',
      (value: string, previous: string[] = []) => [...previous, value],
    )
    .option(
      '--rows-by <who>',
      'iteration: iteration i runs row i; customer: virtual customer u always runs row u (one member each)',
      'iteration',
    )
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
