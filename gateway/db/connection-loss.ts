// Which database errors mean the server went away (or is no longer the primary), as opposed to a
// statement's own failure: a lost connection is answered with the service-problem text and a 503
// while the gateway finds the primary again, and only an idempotent write is tried again on it.

/** What the gateway's log is told while it follows a server's primary. */
export type PoolReport =
  | { readonly kind: 'lost'; readonly host: string; readonly reason: string }
  | { readonly kind: 'found'; readonly host: string; readonly afterMs: number }
  | { readonly kind: 'retry'; readonly reason: string };

export interface ConnectionLossPolicy {
  readonly report?: (event: PoolReport) => void;
}

/** The database cannot be written now: no primary is reachable, or the connection was lost mid-request. */
export class DatabaseUnavailableError extends Error {
  override readonly name = 'DatabaseUnavailableError';
}

/** Socket errors of Node's net module: the server (or the pooler) is not there. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * SQLSTATEs of a server that went away or cannot take writes: class 08 (connection exception, also
 * PgBouncer's "cannot connect to server" and its wait timeouts), admin and crash shutdown, "the
 * database system is starting up / shutting down / in recovery", and 25006, a write on a server
 * that is now a standby (a demoted primary).
 */
const SERVER_GONE = new Set(['57P01', '57P02', '57P03', '25006']);

/** node-postgres's own words when the socket ended or a connect or query timed out. */
const DRIVER_WORDS =
  /Connection terminated|connection error|not queryable|timeout exceeded when trying to connect|Query read timeout|Client was closed/i;

export function isConnectionLoss(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (SOCKET_CODES.has(code) || SERVER_GONE.has(code) || code.startsWith('08')) return true;
  }
  return DRIVER_WORDS.test(error.message);
}
