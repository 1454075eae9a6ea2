// `jumun replay EVENTS_FILE`: rebuild and print the projections from a stored event log.
import { readFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { decodeLog, replay } from '../../domain/store/replay.ts';
import { exitCodes, fail } from '../exit.ts';

export function registerReplay(program: Command): void {
  program
    .command('replay')
    .description('rebuild and print the cart, checkout and session projections from an event log')
    .argument('<events-file>', 'a JSON array of events (the CLI --events output or the web app export)')
    .option('--json', 'print JSON (the default when not on a terminal)')
    .addHelpText('after', '\nExample:\n  $ jumun replay order-events.json --json')
    .action(async (file: string) => {
      let raw: unknown;
      try {
        raw = JSON.parse(await readFile(file, 'utf8'));
      } catch (error) {
        fail(`${file}: ${error instanceof Error ? error.message : String(error)}`, exitCodes.badInput);
      }
      const decoded = decodeLog(raw);
      if (!decoded.ok)
        fail(`${file}: not an event log\n  ${decoded.errors.join('\n  ')}`, exitCodes.badInput);
      process.stdout.write(`${JSON.stringify(replay(decoded.log), null, 2)}\n`);
    });
}
