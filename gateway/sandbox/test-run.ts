// SANDBOX ONLY: a QA run's own clock and its own phones. A request may carry
//   x-jumun-now: 2026-11-21T12:00:00+09:00   the time the request happens at (scripts that need
//                                            the fixed clock carry it, see fixtures/scripts)
//   x-jumun-run: <id>                        the script run it belongs to
// so that the shipped scripts hold against a long-running `jumun serve` on the real clock: each
// request is decided at the script's time, and phone verification (codes sent, proofs, send limits)
// is kept per run, so a second run does not find the first run's verified phones. Ignored when the
// sandbox providers are off (`--no-sandbox`).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import { instantWithOffset } from '../../contract/time-with-offset.ts';
import type { Clock } from '../../domain/ports/clock.ts';
import { plainKeys, type RequestKeys } from '../request-keys.ts';

export const TEST_NOW_HEADER = 'x-jumun-now';
export const TEST_RUN_HEADER = 'x-jumun-run';

interface TestRun {
  readonly now: number | null;
  readonly run: string | null;
}

const current = new AsyncLocalStorage<TestRun>();
const RUN_ID = /^[A-Za-z0-9-]{1,64}$/;

function header(value: string | string[] | undefined): string | null {
  return typeof value === 'string' ? value : null;
}

export function registerTestRuns(app: FastifyInstance, sandbox: boolean): void {
  if (!sandbox) return;
  app.addHook('onRequest', (request, reply, done) => {
    const nowText = header(request.headers[TEST_NOW_HEADER]);
    const run = header(request.headers[TEST_RUN_HEADER]);
    const now = nowText === null ? null : instantWithOffset(nowText);
    if (nowText !== null && now === null) {
      reply.code(400).send({
        error_code: 'bad_request',
        error_message: `${TEST_NOW_HEADER}: expected an ISO 8601 time with an offset, got ${nowText}`,
      });
      return;
    }
    if (run !== null && !RUN_ID.test(run)) {
      reply.code(400).send({
        error_code: 'bad_request',
        error_message: `${TEST_RUN_HEADER}: expected 1-64 letters, digits or dashes`,
      });
      return;
    }
    if (now === null && run === null) return done();
    // the rest of the request (later hooks, the handler and what they await) runs in this context
    current.run({ now, run }, done);
  });
}

/** The gateway's clock, or the time the current request's test run carries. */
export function testRunClock(base: Clock): Clock {
  return { now: () => current.getStore()?.now ?? base.now() };
}

/**
 * The stores' keys of the current request's test run when it belongs to one: its phones and its
 * client address are its own, so a second run does not find the first run's verified phones or
 * its spent send limits. Mounted as the gateway's keys only with the sandbox (server.ts).
 */
export const testRunKeys: RequestKeys = {
  phone: (phone) => plainKeys.phone(runScoped(phone)),
  address: (ip) => runScoped(ip),
};

function runScoped(key: string): string {
  const run = current.getStore()?.run ?? null;
  return run === null ? key : `${key}#${run}`;
}
