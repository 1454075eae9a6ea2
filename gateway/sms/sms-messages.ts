// What the gateway says about SMS verification (display_message / message). The catalogue's texts
// where it has one; the rest is worded here, in the same voice.
import { formatMessage, messages } from '../../domain/messages.ts';

export const smsMessages = {
  sent: messages.SMS_SENT,
  notYourCustomerId: '고객 정보가 올바르지 않습니다. 다시 시도해주세요.',
  alreadyVerified: '이미 인증된 번호입니다.',
  bannedNumber: '인증번호를 보낼 수 없는 번호입니다. 고객센터로 문의해주세요.',
  invalidNumber: messages.PHONE_INVALID,
  ban: messages.SMS_BAN,
  verified: messages.PHONE_VERIFIED,
  notRequested: messages.SMS_NOT_REQUESTED,
  expired: messages.SMS_TIMEOUT,
  used: '이미 사용된 인증번호입니다. 인증번호를 다시 요청해주세요.',
  tooManyTrials: messages.SMS_NO_TRIES_LEFT,
  wrong: (left: number) => `${messages.SMS_CODE_WRONG} ${formatMessage('SMS_TRIES_LEFT', { n: left })}`,
} as const;
