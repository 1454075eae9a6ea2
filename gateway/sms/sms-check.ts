// Checking a code (POST /vericode/checkvericode/{phone}/): the latest code the requester had sent
// to the phone is the one checked (requester.ts: the token's customer, else the client address),
// and it is single use. Another requester's codes are never touched, so nobody can spend a
// victim's tries. In this order:
// - none sent by this requester: result false, "먼저 인증번호를 요청해주세요.";
// - already used: 'expire' (a used code never verifies again);
// - its tries used up: 'too_many_trials' (even for the right code: guessing must not pay);
// - older than 3 min 30 s: 'expire';
// - wrong: one try counted; result false with the tries left, or 'too_many_trials' on the last;
// - right: result true, the code is used up, and an ORDER check writes verified_phones for the
//   requester, which the ordering routes read. REGISTER and FIND_EMAIL checks are proven by the
//   used code itself.
import type { GatewayContext } from '../context.ts';
import { type Answer, answer } from '../http/serve-call.ts';
import type { Requester } from './requester.ts';
import { smsMessages } from './sms-messages.ts';
import { SMS_CODE_VALID_MS } from './sms-policy.ts';
import { countTry, latestCodeOf, lockPhone, markPhoneVerified, markUsed, maxTries } from './sms-store.ts';

const outcome = (result: boolean | string, message: string): Answer => answer({ result, message });

export async function checkSmsCode(
  ctx: GatewayContext,
  phone: string,
  code: string,
  requester: Requester,
): Promise<Answer> {
  const now = ctx.clock.now();
  const max = await maxTries(ctx.db);
  const key = ctx.keys.phone(phone);
  return ctx.db.transaction(async (tx) => {
    await lockPhone(tx, key);
    const latest = await latestCodeOf(tx, key, requester.key);
    if (latest === null) return outcome(false, smsMessages.NOT_REQUESTED);
    if (latest.used_at !== null) return outcome('expire', smsMessages.USED);
    if (latest.tries >= max) return outcome('too_many_trials', smsMessages.TOO_MANY_TRIALS);
    if (now - latest.sent_at.getTime() > SMS_CODE_VALID_MS) return outcome('expire', smsMessages.EXPIRED);
    if (latest.code !== code) {
      const used = await countTry(tx, latest.id);
      return used >= max
        ? outcome('too_many_trials', smsMessages.TOO_MANY_TRIALS)
        : outcome(false, smsMessages.WRONG(max - used));
    }
    await markUsed(tx, latest.id, now);
    if (latest.context === 'ORDER') await markPhoneVerified(tx, key, requester.key, now);
    return outcome(true, smsMessages.VERIFIED);
  });
}
