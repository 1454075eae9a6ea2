// Login attempts counted per e-mail (known or not, so the answers do not tell which e-mails are
// members); the rules are in login-policy.ts. One statement decides whether an attempt may go on
// to its password and counts it if so: a burst of concurrent attempts cannot all read a low count
// before the first comparisons end. A counted attempt stays a failure unless it succeeds (the count
// is then cleared); an attempt refused here was not counted.
import type { Sql } from '../db/database.ts';
import {
  LOGIN_CAPTCHA_AFTER_FAILURES,
  LOGIN_FAILURES_RESET_MS,
  LOGIN_LOCK_AFTER_FAILURES,
  LOGIN_LOCK_FIRST_MS,
  LOGIN_LOCK_MAX_MS,
  loginLockMs,
} from './login-policy.ts';

export type AttemptStart =
  /** Counted: its number among the e-mail's failures and attempts in progress. */
  | { readonly counted: true; readonly attempt: number }
  /** Not counted: the account waits until `lockedUntil` (epoch ms), or (null) a captcha is needed. */
  | { readonly counted: false; readonly lockedUntil: number | null };

/**
 * Counts an attempt when the account is not waiting (loginLockMs after its failures) and either
 * fewer than LOGIN_CAPTCHA_AFTER_FAILURES are counted or the attempt answered a captcha right. A
 * count older than LOGIN_FAILURES_RESET_MS starts again at 1.
 */
export async function startLoginAttempt(
  sql: Sql,
  email: string,
  now: number,
  captchaPassed: boolean,
): Promise<AttemptStart> {
  const rows = await sql.query<{ failures: number }>(
    `INSERT INTO login_failures (email, failures, last_at) VALUES ($1, 1, $2)
     ON CONFLICT (email) DO UPDATE SET
       failures = CASE WHEN login_failures.last_at < $3 THEN 1 ELSE login_failures.failures + 1 END,
       last_at = EXCLUDED.last_at
     WHERE login_failures.last_at < $3
        OR ((login_failures.failures < $4 OR $5::boolean)
            AND (login_failures.failures < $6
                 OR login_failures.last_at
                    + LEAST($7::double precision * power(2, login_failures.failures - $6), $8::double precision)
                    * interval '1 millisecond' <= $2))
     RETURNING failures`,
    [
      email,
      new Date(now),
      new Date(now - LOGIN_FAILURES_RESET_MS),
      LOGIN_CAPTCHA_AFTER_FAILURES,
      captchaPassed,
      LOGIN_LOCK_AFTER_FAILURES,
      LOGIN_LOCK_FIRST_MS,
      LOGIN_LOCK_MAX_MS,
    ],
  );
  const counted = rows[0];
  if (counted !== undefined) return { counted: true, attempt: Number(counted.failures) };
  const [held] = await sql.query<{ failures: number; last_at: Date | string }>(
    'SELECT failures, last_at FROM login_failures WHERE email = $1',
    [email],
  );
  const until = held === undefined ? 0 : new Date(held.last_at).getTime() + loginLockMs(held.failures);
  return { counted: false, lockedUntil: until > now ? until : null };
}

export async function clearLoginFailures(sql: Sql, email: string): Promise<void> {
  await sql.query('DELETE FROM login_failures WHERE email = $1', [email]);
}
