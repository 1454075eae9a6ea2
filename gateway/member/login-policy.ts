// How hard the gateway makes guessing passwords: the settings of the e-mail login, in one place.
// - A captcha from the third failure on (spec 001 §4 "A captcha appears on demand").
// - From the fifth failure on, the account waits before its next attempt: 30 s, then twice as long
//   after each further failure, at most 15 minutes (30 s, 1, 2, 4, 8, 15, 15 ... min).
// - A failure count ends 30 minutes after its last failure; a successful login ends it at once.
// - One client (its network address) has 30 failed attempts per 15 minutes, whatever the e-mails.
// Every attempt is counted before its password is compared, so concurrent attempts cannot all slip
// through while the first comparisons run. Unknown e-mails are counted and compared (against a
// dummy hash) like members', so neither the answers nor their timing tell who is a member.

export const LOGIN_CAPTCHA_AFTER_FAILURES = 3;
export const LOGIN_FAILURES_RESET_MS = 30 * 60_000;
export const LOGIN_LOCK_AFTER_FAILURES = 5;
export const LOGIN_LOCK_FIRST_MS = 30_000;
export const LOGIN_LOCK_MAX_MS = 15 * 60_000;
export const LOGIN_CLIENT_ATTEMPTS = 30;
export const LOGIN_CLIENT_WINDOW_MS = 15 * 60_000;

/** How long an account waits after `failures` failures before its next attempt (0: no wait). */
export function loginLockMs(failures: number): number {
  if (failures < LOGIN_LOCK_AFTER_FAILURES) return 0;
  return Math.min(LOGIN_LOCK_FIRST_MS * 2 ** (failures - LOGIN_LOCK_AFTER_FAILURES), LOGIN_LOCK_MAX_MS);
}
