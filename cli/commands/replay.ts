// `jumun replay EVENTS_FILE`: rebuild and print the projections from a stored event log — a JSON
// array of events (one run's log, or the web app's export), or the `{ "script": [...] }` object
// that `jumun run --events` writes for several scripts.
import type { Command } from 'commander';
import type { ExitWith } from '../exit.ts';

export { pickLog } from './pick-log.ts';

export function registerReplay(program: Command, exitWith: ExitWith): void {
  program
    .command('replay')
    .description('rebuild and print the cart, checkout and session projections from an event log')
    .argument('<events-file>', 'an event log: a JSON array of events, or the output of `jumun run --events`')
    .option('--script <name>', 'which script of a several-script log')
    .addHelpText(
      'after',
      '\nExamples:\n  $ jumun replay order-events.json\n  $ jumun replay run-events.json --script fixtures/scripts/cash-order.jsonl',
    )
    .action(
      exitWith(async (file: string, flags: object) => {
        const { replayCommand } = await import('./replay-command.ts');
        return replayCommand(file, flags);
      }),
    );
}
