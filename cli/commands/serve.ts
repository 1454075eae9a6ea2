// `jumun serve`: the reference gateway plus the built web app, on one origin.
import type { Command } from 'commander';
import type { ExitWith } from '../exit.ts';
import { nowOption } from '../flags/shared-options.ts';

export function registerServe(program: Command, exitWith: ExitWith): void {
  program
    .command('serve')
    .description('start the reference gateway and the web app (PGlite by default)')
    // $PORT and $JUMUN_ALLOWED_ORIGINS are read by the action (serveFlags): a commander default would
    // print its value beside the description's, twice.
    .option('--port <n>', 'port to listen on (default: $PORT or 8080)')
    .option('--host <address>', 'address to listen on', '127.0.0.1')
    .option('--seed <dir>', 'seed directory (see fixtures/README.md)', 'fixtures/seed')
    .option(
      '--db <target>',
      'memory, a PGlite data directory, or a postgres:// URL (default: $DATABASE_URL or .jumun/db)',
    )
    .addOption(nowOption('fix the clock, e.g. 2026-11-21T12:00:00+09:00, for reproducible QA runs'))
    .option('--no-sandbox', 'do not mount the sandbox providers under /sandbox/')
    .option(
      '--allow-origin <origin...>',
      "web origins besides the gateway's own that may send state-changing requests (default: $JUMUN_ALLOWED_ORIGINS, comma-separated)",
    )
    .option('--sms-daily-budget <n>', 'texts the whole gateway may send in 24 hours (default: 1000)')
    .option(
      '--order-pace <n|hold>',
      'how fast the sandbox restaurant moves orders along: n times real time (default 1: accepted after 30 s, delivered at its 25-40 minute estimate; 60: after 0.5 s and in under a minute), or hold: only by hand at /sandbox/orders/{number}',
    )
    .option('--log <file>', 'where request logs go', '.jumun/requests.log')
    .option('--verbose', 'log requests to the terminal instead of the log file')
    .option('--quiet', 'log warnings only')
    .addHelpText(
      'after',
      '\nExamples:\n  $ jumun serve\n  $ npm start -- --port 9090\n  $ jumun serve --port 9090 --db memory --now 2026-11-21T12:00:00+09:00\n  $ jumun serve --db memory --order-pace 60\n  $ jumun serve --db postgres://localhost/jumun --seed my-seed/ --verbose',
    )
    .action(
      exitWith(async (flags: object) => {
        const { serveCommand } = await import('./serve-command.ts');
        return serveCommand(flags);
      }),
    );
}
