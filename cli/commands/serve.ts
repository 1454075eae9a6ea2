// `jumun serve`: the reference gateway plus the built web app, on one origin.
import type { Command } from 'commander';
import type { ExitWith } from '../exit.ts';
import { addFlags, type FlagRow, type FlagsOf } from '../flags/flag-table.ts';
import { nowFlag } from '../flags/shared-options.ts';

/**
 * The flags of `jumun serve`, each declared once, in the order of its --help. $PORT and
 * $JUMUN_ALLOWED_ORIGINS are read by the action (serveFlags): a commander default would print its
 * value beside the description's, twice.
 */
export const serveFlagTable = [
  { flags: '--port <n>', description: 'port to listen on (default: $PORT or 8080)' },
  { flags: '--host <address>', description: 'address to listen on', default: '127.0.0.1' },
  { flags: '--seed <dir>', description: 'seed directory (see fixtures/README.md)', default: 'fixtures/seed' },
  {
    flags: '--db <target>',
    description:
      'memory, a PGlite data directory, or a postgres:// URL (default: $DATABASE_URL or .jumun/db)',
  },
  nowFlag('fix the clock, e.g. 2026-11-21T12:00:00+09:00, for reproducible QA runs'),
  { flags: '--no-sandbox', description: 'do not mount the sandbox providers under /sandbox/' },
  {
    flags: '--allow-origin <origin...>',
    description:
      "partner web origins besides the gateway's own: they may send state-changing requests and frame the app (default: $JUMUN_ALLOWED_ORIGINS, comma-separated)",
  },
  {
    flags: '--sms-daily-budget <n>',
    description: 'texts the whole gateway may send in 24 hours (default: 1000)',
  },
  {
    flags: '--order-pace <n|hold>',
    description:
      'how fast the sandbox restaurant moves orders along: n times real time (default 1: accepted after 30 s, delivered at its 25-40 minute estimate; 60: after 0.5 s and in under a minute), or hold: only by hand at /sandbox/orders/{number}',
  },
  { flags: '--log <file>', description: 'where request logs go', default: '.jumun/requests.log' },
  { flags: '--verbose', description: 'log requests to the terminal instead of the log file' },
  { flags: '--quiet', description: 'log warnings only' },
] as const satisfies readonly FlagRow[];

export function registerServe(program: Command, exitWith: ExitWith): void {
  addFlags(
    program.command('serve').description('start the reference gateway and the web app (PGlite by default)'),
    serveFlagTable,
  )
    .addHelpText(
      'after',
      '\nExamples:\n  $ jumun serve\n  $ npm start -- --port 9090\n  $ jumun serve --port 9090 --db memory --now 2026-11-21T12:00:00+09:00\n  $ jumun serve --db memory --order-pace 60\n  $ jumun serve --db postgres://localhost/jumun --seed my-seed/ --verbose\n\nThe contract as OpenAPI 3.1, for Postman, Bruno, Hurl or Schemathesis: GET /openapi.json (docs/qa-scripting.md).',
    )
    .action(
      exitWith(async (flags: FlagsOf<typeof serveFlagTable>) => {
        const { serveCommand } = await import('./serve-command.ts');
        return serveCommand(flags);
      }),
    );
}
