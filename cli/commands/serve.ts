// `jumun serve`: the reference gateway plus the built web app, on one origin.
import type { Command } from 'commander';
import { exitCodes, fail } from '../exit.ts';
import { checkNow } from './flag-checks.ts';

interface ServeFlags {
  readonly port: string;
  readonly seed: string;
  readonly db?: string;
  readonly now?: string;
  readonly host: string;
  readonly sandbox: boolean;
  readonly quiet?: boolean;
  readonly verbose?: boolean;
  readonly log: string;
}

const WEB_ROOT = 'dist/web';

export function registerServe(program: Command): void {
  program
    .command('serve')
    .description('start the reference gateway and the web app (PGlite by default)')
    .option('--port <n>', 'port to listen on (default: $PORT or 8080)', process.env.PORT ?? '8080')
    .option('--host <address>', 'address to listen on', '127.0.0.1')
    .option('--seed <dir>', 'seed directory (see fixtures/README.md)', 'fixtures/seed')
    .option(
      '--db <target>',
      'memory, a PGlite data directory, or a postgres:// URL (default: $DATABASE_URL or .jumun/db)',
    )
    .option('--now <iso>', 'fix the clock, e.g. 2026-11-21T12:00:00+09:00, for reproducible QA runs')
    .option('--no-sandbox', 'do not mount the sandbox providers under /sandbox/')
    .option('--log <file>', 'where request logs go', '.jumun/requests.log')
    .option('--verbose', 'log requests to the terminal instead of the log file')
    .option('--quiet', 'log warnings only')
    .addHelpText(
      'after',
      '\nExamples:\n  $ jumun serve\n  $ npm start -- --port 9090\n  $ jumun serve --port 9090 --db memory --now 2026-11-21T12:00:00+09:00\n  $ jumun serve --db postgres://localhost/jumun --seed my-seed/ --verbose',
    )
    .action(async (flags: ServeFlags) => {
      const port = Number(flags.port);
      if (flags.port.trim() === '' || !Number.isInteger(port) || port < 0 || port > 65535)
        fail(`--port: not a port number: ${flags.port}`, exitCodes.badInput);
      const now = checkNow(flags.now);
      if (now !== null && typeof now === 'object') fail(now.error, exitCodes.badInput);
      const { mkdirSync } = await import('node:fs');
      const { dirname } = await import('node:path');
      const logFile = flags.verbose === true ? null : flags.log;
      if (logFile !== null) mkdirSync(dirname(logFile), { recursive: true });
      const db = flags.db ?? process.env.DATABASE_URL ?? '.jumun/db';
      const { startGateway } = await import('../../gateway/start.ts');
      const { default: pino } = await import('pino');
      const started = await startGateway({
        port,
        host: flags.host,
        seedDir: flags.seed,
        db,
        now: flags.now ?? null,
        webRoot: WEB_ROOT,
        sandbox: flags.sandbox,
        logger: {
          level: flags.quiet ? 'warn' : 'info',
          // A synchronous file stream: a start that fails (a port in use) exits at once, and an
          // asynchronous one not yet open would throw on the way out.
          ...(logFile === null
            ? {}
            : { stream: pino.destination({ dest: logFile, sync: true, mkdir: true }) }),
        },
      }).catch((error: unknown) => {
        const code = (error as { code?: unknown } | null)?.code;
        if (code === 'EADDRINUSE')
          fail(
            `--port ${port}: ${flags.host}:${port} is in use (another jumun serve?): stop it or choose another --port`,
            exitCodes.badInput,
          );
        if (code === 'EADDRNOTAVAIL' || code === 'EACCES')
          fail(`--host ${flags.host} --port ${port}: cannot listen there (${code})`, exitCodes.badInput);
        throw error;
      });
      if ('kind' in started) {
        if (started.kind === 'seed')
          fail(
            `the seed in ${flags.seed} is not valid:\n  ${started.errors.join('\n  ')}`,
            exitCodes.badInput,
          );
        fail(started.message, exitCodes.badInput);
      }
      const { webAppBuilt } = await import('../../gateway/server.ts');
      const { WEB_BUILD_COMMAND } = await import('../../gateway/web/app-not-built.ts');
      const { serveBanner } = await import('./serve-banner.ts');
      process.stdout.write(
        serveBanner({
          url: started.url,
          db,
          logFile,
          webRoot: WEB_ROOT,
          webBuilt: webAppBuilt(WEB_ROOT),
          webBuildCommand: WEB_BUILD_COMMAND,
        }),
      );
      const stop = async () => {
        await started.close();
        process.exit(0);
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
}
