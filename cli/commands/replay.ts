// `jumun replay EVENTS_FILE`: rebuild and print the projections from a stored event log — a JSON
// array of events (one run's log, or the web app's export), or the `{ "script": [...] }` object
// that `jumun run --events` writes for several scripts.
import type { Command } from 'commander';
import type { ExitWith } from '../exit.ts';
import { addFlags, type FlagRow, type FlagsOf } from '../flags/flag-table.ts';

/** The flags of `jumun replay`, each declared once. */
const replayFlags = [
  { flags: '--script <name>', description: 'which script of a several-script log' },
] as const satisfies readonly FlagRow[];

export { pickLog } from './pick-log.ts';

export function registerReplay(program: Command, exitWith: ExitWith): void {
  addFlags(
    program
      .command('replay')
      .description('rebuild and print the cart, checkout and session projections from an event log')
      .argument(
        '<events-file>',
        'an event log: a JSON array of events, or the output of `jumun run --events`',
      ),
    replayFlags,
  )
    .addHelpText(
      'after',
      '\nExamples:\n  $ jumun replay order-events.json\n  $ jumun replay run-events.json --script fixtures/scripts/cash-order.jsonl',
    )
    .action(
      exitWith(async (file: string, flags: FlagsOf<typeof replayFlags>) => {
        const { replayCommand } = await import('./replay-command.ts');
        return replayCommand(file, flags);
      }),
    );
}
