// E-mail login (POST {member}/v2/login-email-account). Refusals are HTTP 401 with the LoginFailure
// body. Our reading of the error codes (spec 001 §8 names 120000-120002 and shows nothing more;
// the client's reading is domain/account/login-result.ts):
// - 100001 (ours): e-mail or password wrong, no captcha yet (captcha null);
// - 120000: a captcha is required: the third failure, and every later attempt that comes without a
//   captcha answer (the password is then not even compared) → 'captchalogin';
// - 120001: the captcha answer is wrong → 'captchaonly' (a fresh image, same credentials);
// - 120002: the captcha expired (older than 5 min, already answered, or never issued for the
//   device) → 'captchaonly'.
// With a right captcha a wrong password answers 120000 again. A right password clears the count.
// Unknown e-mails are compared against a dummy hash and counted like known ones, so neither the
// answers nor their timing tell who is a member. A WITHDRAWAL_RESERVED member gets the session info
// with that state (see session.ts).
import bcrypt from 'bcryptjs';
import type * as t from 'io-ts';
import type { LoginEmailBody } from '../../contract/member.ts';
import {
  LOGIN_CAPTCHA_EXPIRED_CODE,
  LOGIN_CAPTCHA_REQUIRED_CODE,
  LOGIN_CAPTCHA_WRONG_CODE,
} from '../../domain/account/login-result.ts';
import type { GatewayContext } from '../context.ts';
import { type Answer, answer } from '../http/serve-call.ts';
import { answerCaptcha } from './captcha-store.ts';
import {
  clearLoginFailures,
  countLoginFailure,
  LOGIN_CAPTCHA_AFTER_FAILURES,
  loginFailures,
} from './login-failures.ts';
import { memberMessages } from './member-messages.ts';
import { memberByEmail, normalizeEmail } from './member-store.ts';
import { memberSession } from './session.ts';

export const LOGIN_WRONG_CREDENTIALS_CODE = 100001;

const failure = (code: number, message: string, captcha: 'captchaonly' | 'captchalogin' | null): Answer =>
  answer({ error: { error_code: code, display_message: message }, captcha }, 401);

const dummyHashes = new Map<number, Promise<string>>();

/** A hash of the same cost as the members', compared when there is no member to compare with. */
function dummyHash(cost: number): Promise<string> {
  const known = dummyHashes.get(cost);
  if (known !== undefined) return known;
  const made = bcrypt.hash('no member has this password', cost);
  dummyHashes.set(cost, made);
  return made;
}

export async function loginEmail(
  ctx: GatewayContext,
  body: t.TypeOf<typeof LoginEmailBody>,
): Promise<Answer> {
  const email = normalizeEmail(body.username);
  const now = ctx.clock.now();
  if ((await loginFailures(ctx.db, email, now)) >= LOGIN_CAPTCHA_AFTER_FAILURES) {
    const given = body.captcha?.trim() ?? '';
    if (given === '')
      return failure(LOGIN_CAPTCHA_REQUIRED_CODE, memberMessages.CAPTCHA_REQUIRED, 'captchalogin');
    const check = await answerCaptcha(ctx.db, body.device_id, given, now);
    if (check === 'wrong')
      return failure(LOGIN_CAPTCHA_WRONG_CODE, memberMessages.CAPTCHA_WRONG, 'captchaonly');
    if (check === 'expired')
      return failure(LOGIN_CAPTCHA_EXPIRED_CODE, memberMessages.CAPTCHA_EXPIRED, 'captchaonly');
  }
  const member = await memberByEmail(ctx.db, email);
  const hash = member?.password_hash ?? (await dummyHash(ctx.bcryptCost));
  const matches = await bcrypt.compare(body.password, hash);
  if (member === null || member.password_hash === null || !matches) {
    const failures = await countLoginFailure(ctx.db, email, now);
    return failures >= LOGIN_CAPTCHA_AFTER_FAILURES
      ? failure(LOGIN_CAPTCHA_REQUIRED_CODE, memberMessages.CAPTCHA_REQUIRED, 'captchalogin')
      : failure(LOGIN_WRONG_CREDENTIALS_CODE, memberMessages.WRONG_CREDENTIALS, null);
  }
  await clearLoginFailures(ctx.db, email);
  return answer(await memberSession(ctx, member));
}
