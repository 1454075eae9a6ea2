// Login attempts counted per client (its network address), across every e-mail: a client has
// LOGIN_CLIENT_ATTEMPTS failed attempts per LOGIN_CLIENT_WINDOW_MS, the window starting at its
// first attempt. Counted when the attempt starts, in one statement; a successful login gives its
// attempt back, so members behind one shared address are not held up by their own logins.
import type { Sql } from '../db/database.ts';
import { LOGIN_CLIENT_ATTEMPTS, LOGIN_CLIENT_WINDOW_MS } from './login-policy.ts';

export type ClientAttempt =
  | { readonly allowed: true }
  /** The client's window is spent until `until` (epoch ms). */
  | { readonly allowed: false; readonly until: number };

export async function startClientAttempt(sql: Sql, client: string, now: number): Promise<ClientAttempt> {
  const [row] = await sql.query<{ attempts: number; window_start: Date | string }>(
    `INSERT INTO login_client_attempts (client, window_start, attempts) VALUES ($1, $2, 1)
     ON CONFLICT (client) DO UPDATE SET
       attempts = CASE WHEN login_client_attempts.window_start <= $3 THEN 1
                       ELSE login_client_attempts.attempts + 1 END,
       window_start = CASE WHEN login_client_attempts.window_start <= $3 THEN EXCLUDED.window_start
                           ELSE login_client_attempts.window_start END
     RETURNING attempts, window_start`,
    [client, new Date(now), new Date(now - LOGIN_CLIENT_WINDOW_MS)],
  );
  if (row === undefined || Number(row.attempts) <= LOGIN_CLIENT_ATTEMPTS) return { allowed: true };
  return { allowed: false, until: new Date(row.window_start).getTime() + LOGIN_CLIENT_WINDOW_MS };
}

/** A successful login's attempt does not count against its client. */
export async function giveBackClientAttempt(sql: Sql, client: string): Promise<void> {
  await sql.query('UPDATE login_client_attempts SET attempts = GREATEST(attempts - 1, 0) WHERE client = $1', [
    client,
  ]);
}
