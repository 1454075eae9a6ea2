// Failed e-mail logins, counted per e-mail (known or not, so the answers do not tell which e-mails
// are members). From the third failure on a captcha is required (spec 001 §4 "A captcha appears on
// demand"); a success clears the count, and so do 30 minutes without a failure.
import type { Sql } from '../db/database.ts';

export const LOGIN_CAPTCHA_AFTER_FAILURES = 3;
export const LOGIN_FAILURES_RESET_MS = 30 * 60_000;

export async function loginFailures(sql: Sql, email: string, now: number): Promise<number> {
  const rows = await sql.query<{ failures: number }>(
    'SELECT failures FROM login_failures WHERE email = $1 AND last_at >= $2',
    [email, new Date(now - LOGIN_FAILURES_RESET_MS)],
  );
  return rows[0]?.failures ?? 0;
}

/** Counts a failure and answers the count, a stale count starting again at 1. */
export async function countLoginFailure(sql: Sql, email: string, now: number): Promise<number> {
  const rows = await sql.query<{ failures: number }>(
    `INSERT INTO login_failures (email, failures, last_at) VALUES ($1, 1, $2)
     ON CONFLICT (email) DO UPDATE SET
       failures = CASE WHEN login_failures.last_at < $3 THEN 1 ELSE login_failures.failures + 1 END,
       last_at = EXCLUDED.last_at
     RETURNING failures`,
    [email, new Date(now), new Date(now - LOGIN_FAILURES_RESET_MS)],
  );
  return rows[0]?.failures ?? 1;
}

export async function clearLoginFailures(sql: Sql, email: string): Promise<void> {
  await sql.query('DELETE FROM login_failures WHERE email = $1', [email]);
}
