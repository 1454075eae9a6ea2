// `jumun serve`'s action: its flags decoded, the gateway started, the banner printed; it answers
// when the gateway stops (Ctrl+C or SIGTERM), or at once with the refusal of a start that failed.
import { isLeft, left, right } from 'fp-ts/Either';
import * as t from 'io-ts';
import { originOf } from '../../gateway/http/origin-guard.ts';
import { parseOrderPace } from '../../gateway/sandbox/restaurant-pace.ts';
import type { OrderPace } from '../../gateway/settings.ts';
import { exitCodes, refuse } from '../exit.ts';
import { NowText, Port, SmsDailyBudget } from '../flags/flag-checks.ts';
import { decodeFlags, fields, flag, optional } from '../flags/flag-codec.ts';

/** Web origins (`https://app.example.com`), given as a list or one comma-separated text. */
const Origins = new t.Type<readonly string[], unknown, unknown>(
  'Origins',
  (u): u is readonly string[] => Array.isArray(u) && u.every((o) => typeof o === 'string'),
  (u, c) => {
    const given = typeof u === 'string' ? u.split(',') : Array.isArray(u) ? u.map(String) : null;
    if (given === null) return t.failure(u, c, 'expected web origins such as https://app.example.com');
    const origins = given.map((o) => o.trim()).filter((o) => o !== '');
    const wrong = origins.find((o) => originOf(o) !== o.replace(/\/$/, ''));
    return wrong === undefined
      ? t.success(origins.map((o) => o.replace(/\/$/, '')))
      : t.failure(u, c, `not a web origin (scheme://host[:port], no path): ${wrong}`);
  },
  t.identity,
);

/** `--order-pace`: how fast the sandbox restaurant moves orders along; absent keeps the default (1). */
const OrderPaceFlag = optional(
  flag(
    'OrderPace',
    (u): u is OrderPace => u === 'hold' || typeof u === 'number',
    (raw) => {
      const pace = parseOrderPace(raw);
      return pace === null
        ? left(`expected a number of times faster than real time (above 0, e.g. 60) or hold, got ${raw}`)
        : right(pace);
    },
  ),
  undefined,
);

/** The flags of `jumun serve`, checked in the order of its --help. */
export const ServeOptions = fields({
  port: Port,
  now: NowText,
  host: t.string,
  seed: t.string,
  db: optional(t.string, undefined),
  sandbox: t.boolean,
  allowOrigin: optional(Origins, []),
  smsDailyBudget: SmsDailyBudget,
  orderPace: OrderPaceFlag,
  log: t.string,
  verbose: optional(t.boolean, false),
  quiet: optional(t.boolean, false),
});
export type ServeOptions = t.TypeOf<typeof ServeOptions>;

const WEB_ROOT = 'dist/web';

/** The flags with $PORT and $JUMUN_ALLOWED_ORIGINS where they were not given (as --help says). */
export function serveFlags(flags: object, env: Readonly<Record<string, string | undefined>>): object {
  const given = flags as { readonly port?: unknown; readonly allowOrigin?: unknown };
  return {
    ...flags,
    port: given.port ?? env.PORT ?? '8080',
    allowOrigin: given.allowOrigin ?? env.JUMUN_ALLOWED_ORIGINS,
  };
}

const listenRefusals = ['EADDRINUSE', 'EADDRNOTAVAIL', 'EACCES'];

/** A place `jumun serve` cannot listen on, said in one line (exit 2). */
function cannotListen(code: string, host: string, port: number): number {
  if (code === 'EADDRINUSE')
    return refuse(
      `--port ${port}: ${host}:${port} is in use (another jumun serve?): stop it or choose another --port`,
      exitCodes.badInput,
    );
  return refuse(`--host ${host} --port ${port}: cannot listen there (${code})`, exitCodes.badInput);
}

export async function serveCommand(flags: object): Promise<number> {
  const decoded = decodeFlags(ServeOptions, serveFlags(flags, process.env));
  if (isLeft(decoded)) return refuse(decoded.left, exitCodes.badInput);
  const options = decoded.right;
  const { port, host } = options;
  const { listenProbe } = await import('./listen-probe.ts');
  const taken = await listenProbe(host, port);
  if (taken !== null) return cannotListen(taken, host, port);
  const { growYoungGenerationUnderLoad, keepYoungGenerationSmall } = await import('./young-generation.ts');
  keepYoungGenerationSmall();
  const { mkdirSync } = await import('node:fs');
  const { dirname } = await import('node:path');
  const logFile = options.verbose ? null : options.log;
  if (logFile !== null) mkdirSync(dirname(logFile), { recursive: true });
  const db = options.db ?? process.env.DATABASE_URL ?? '.jumun/db';
  const { startGateway } = await import('../../gateway/start.ts');
  const { default: pino } = await import('pino');
  let started: Awaited<ReturnType<typeof startGateway>>;
  try {
    started = await startGateway({
      port,
      host,
      seedDir: options.seed,
      db,
      now: options.now,
      webRoot: WEB_ROOT,
      sandbox: options.sandbox,
      allowedOrigins: options.allowOrigin,
      ...(options.smsDailyBudget === undefined ? {} : { smsLimits: { dailyBudget: options.smsDailyBudget } }),
      ...(options.orderPace === undefined ? {} : { settings: { orderPace: options.orderPace } }),
      logger: {
        level: options.quiet ? 'warn' : 'info',
        // A synchronous file stream: a start that fails (a port in use) exits at once, and an
        // asynchronous one not yet open would throw on the way out.
        ...(logFile === null ? {} : { stream: pino.destination({ dest: logFile, sync: true, mkdir: true }) }),
      },
    });
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code === 'string' && listenRefusals.includes(code)) return cannotListen(code, host, port);
    throw error;
  }
  if ('kind' in started) {
    return started.kind === 'seed'
      ? refuse(
          `the seed in ${options.seed} is not valid:\n  ${started.errors.join('\n  ')}`,
          exitCodes.badInput,
        )
      : refuse(started.message, exitCodes.badInput);
  }
  // Listening for the stop before saying it runs: a signal sent on reading the banner stops it.
  const stop = new Promise((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  const { webAppBuilt } = await import('../../gateway/server.ts');
  const { WEB_BUILD_COMMAND } = await import('../../gateway/web/app-not-built.ts');
  const { serveBanner } = await import('./serve-banner.ts');
  const { redact } = await import('../../gateway/db/server-url.ts');
  process.stdout.write(
    serveBanner({
      url: started.url,
      db: redact(db),
      logFile,
      webRoot: WEB_ROOT,
      webBuilt: webAppBuilt(WEB_ROOT),
      webBuildCommand: WEB_BUILD_COMMAND,
    }),
  );
  const stopWatchingLoad = growYoungGenerationUnderLoad();
  await stop;
  stopWatchingLoad();
  await started.close();
  return exitCodes.ok;
}
