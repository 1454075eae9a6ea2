// What the gateway says about SMS verification (display_message / message). The catalogue's texts
// where it has one; the rest is worded here, in the same voice.
import { formatMessage, messages } from '../../domain/messages.ts';

export const smsMessages = {
  SENT: messages.SMS_SENT,
  NOT_YOUR_CUSTOMER_ID: '고객 정보가 올바르지 않습니다. 다시 시도해주세요.',
  ALREADY_VERIFIED: '이미 인증된 번호입니다.',
  BANNED_NUMBER: '인증번호를 보낼 수 없는 번호입니다. 고객센터로 문의해주세요.',
  INVALID_NUMBER: messages.PHONE_INVALID,
  BAN: messages.SMS_BAN,
  VERIFIED: messages.PHONE_VERIFIED,
  NOT_REQUESTED: messages.SMS_NOT_REQUESTED,
  EXPIRED: messages.SMS_TIMEOUT,
  USED: '이미 사용된 인증번호입니다. 인증번호를 다시 요청해주세요.',
  TOO_MANY_TRIALS: messages.SMS_NO_TRIES_LEFT,
  WRONG: (left: number) => `${messages.SMS_CODE_WRONG} ${formatMessage('SMS_TRIES_LEFT', { n: left })}`,
} as const;
