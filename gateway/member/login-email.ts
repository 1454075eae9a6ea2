// E-mail login (POST {member}/v2/login-email-account). Refusals are HTTP 401 with the LoginFailure
// body (429 while the attempt must wait). Our reading of the error codes (spec 001 §8 names
// 120000-120002 and shows nothing more; the client's reading is domain/account/login-result.ts):
// - 100001 (ours): e-mail or password wrong, no captcha yet (captcha null);
// - 100002 (ours, 429): the account waits after repeated failures (login-policy.ts), with how long;
// - 100003 (ours, 429): the client's attempts are spent for now, with how long;
// - 120000: a captcha is required: the third failure, and every later attempt that comes without a
//   captcha answer (the password is then not even compared) → 'captchalogin';
// - 120001: the captcha answer is wrong → 'captchaonly' (a fresh image, same credentials);
// - 120002: the captcha expired (older than 5 min, already answered, or never issued for the
//   device) → 'captchaonly'.
// With a right captcha a wrong password answers 120000 again. A right password clears the count.
// Every attempt is counted (per client, then per e-mail) before its password is compared, so a
// burst of concurrent attempts gets no more comparisons than sequential ones would. Unknown
// e-mails are compared against a dummy hash of the members' cost and counted like known ones, so
// neither the answers nor their timing tell who is a member. A WITHDRAWAL_RESERVED member gets
// the session info with that state (see session.ts).
import type * as t from 'io-ts';
import type { LoginEmailBody } from '../../contract/member.ts';
import {
  LOGIN_CAPTCHA_EXPIRED_CODE,
  LOGIN_CAPTCHA_REQUIRED_CODE,
  LOGIN_CAPTCHA_WRONG_CODE,
} from '../../domain/account/login-result.ts';
import type { GatewayContext } from '../context.ts';
import { dummyHash } from '../hashing/password-hasher.ts';
import { type Answer, answer } from '../http/serve-call.ts';
import { answerCaptcha, type CaptchaCheck } from './captcha-store.ts';
import { giveBackClientAttempt, startClientAttempt } from './login-clients.ts';
import { clearLoginFailures, startLoginAttempt } from './login-failures.ts';
import { LOGIN_CAPTCHA_AFTER_FAILURES } from './login-policy.ts';
import { memberMessages } from './member-messages.ts';
import { memberByEmail, normalizeEmail } from './member-store.ts';
import { memberSession } from './session.ts';

export const LOGIN_WRONG_CREDENTIALS_CODE = 100001;
export const LOGIN_LOCKED_CODE = 100002;
export const LOGIN_CLIENT_LIMIT_CODE = 100003;

const failure = (code: number, message: string, captcha: 'captchaonly' | 'captchalogin' | null): Answer =>
  answer({ error: { error_code: code, display_message: message }, captcha }, 401);

/** "45초", "4분": a wait as the refusal says it, rounded up. */
export function waitText(ms: number): string {
  return ms <= 60_000 ? `${Math.max(1, Math.ceil(ms / 1000))}초` : `${Math.ceil(ms / 60_000)}분`;
}

function mustWait(code: number, message: string, until: number, now: number): Answer {
  const wait = Math.max(until - now, 1000);
  return {
    status: 429,
    body: {
      error: { error_code: code, display_message: message.replace('{wait}', waitText(wait)) },
      captcha: null,
    },
    headers: { 'retry-after': String(Math.ceil(wait / 1000)) },
  };
}

const captchaRefusals: Readonly<Record<CaptchaCheck | 'missing', Answer>> = {
  missing: failure(LOGIN_CAPTCHA_REQUIRED_CODE, memberMessages.CAPTCHA_REQUIRED, 'captchalogin'),
  wrong: failure(LOGIN_CAPTCHA_WRONG_CODE, memberMessages.CAPTCHA_WRONG, 'captchaonly'),
  expired: failure(LOGIN_CAPTCHA_EXPIRED_CODE, memberMessages.CAPTCHA_EXPIRED, 'captchaonly'),
  // Refused with a right captcha only when a wait ended between the two statements: ask again.
  ok: failure(LOGIN_CAPTCHA_EXPIRED_CODE, memberMessages.CAPTCHA_EXPIRED, 'captchaonly'),
};

/** `client`: the caller's network address, for the per-client limit. */
export async function loginEmail(
  ctx: GatewayContext,
  body: t.TypeOf<typeof LoginEmailBody>,
  client: string,
): Promise<Answer> {
  const email = normalizeEmail(body.username);
  const now = ctx.clock.now();
  const byClient = await startClientAttempt(ctx.db, client, now);
  if (!byClient.allowed)
    return mustWait(LOGIN_CLIENT_LIMIT_CODE, memberMessages.LOGIN_CLIENT_LIMIT, byClient.until, now);
  // A captcha that comes along is answered (and used up) first; it matters only when one is asked.
  const given = body.captcha?.trim() ?? '';
  const captcha = given === '' ? 'missing' : await answerCaptcha(ctx.db, body.device_id, given, now);
  const attempt = await startLoginAttempt(ctx.db, email, now, captcha === 'ok');
  if (!attempt.counted) {
    return attempt.lockedUntil === null
      ? captchaRefusals[captcha]
      : mustWait(LOGIN_LOCKED_CODE, memberMessages.LOGIN_LOCKED, attempt.lockedUntil, now);
  }
  const member = await memberByEmail(ctx.db, email);
  const hash = member?.password_hash ?? dummyHash(ctx.bcryptCost);
  const matches = await ctx.passwords.compare(body.password, hash);
  if (member === null || member.password_hash === null || !matches) {
    return attempt.attempt >= LOGIN_CAPTCHA_AFTER_FAILURES
      ? failure(LOGIN_CAPTCHA_REQUIRED_CODE, memberMessages.CAPTCHA_REQUIRED, 'captchalogin')
      : failure(LOGIN_WRONG_CREDENTIALS_CODE, memberMessages.WRONG_CREDENTIALS, null);
  }
  await clearLoginFailures(ctx.db, email);
  await giveBackClientAttempt(ctx.db, client);
  return answer(await memberSession(ctx, member));
}
