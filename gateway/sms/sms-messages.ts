// What the gateway says about SMS verification (display_message / message). The catalogue's texts
// where it has one; the rest is worded here, in the same voice.
import { formatMessage, messages } from '../../domain/messages.ts';

export const smsMessages = {
  SENT: messages.SMS_SENT,
  NOT_YOUR_CUSTOMER_ID: messages.SMS_CUSTOMER_ID_MISMATCH,
  ALREADY_VERIFIED: messages.SMS_ALREADY_VERIFIED,
  BANNED_NUMBER: messages.SMS_NUMBER_BANNED,
  INVALID_NUMBER: messages.PHONE_INVALID,
  BAN: messages.SMS_BAN,
  VERIFIED: messages.PHONE_VERIFIED,
  NOT_REQUESTED: messages.SMS_NOT_REQUESTED,
  EXPIRED: messages.SMS_TIMEOUT,
  USED: messages.SMS_CODE_USED,
  TOO_MANY_TRIALS: messages.SMS_NO_TRIES_LEFT,
  WRONG: (left: number) => formatMessage('SMS_CODE_WRONG_TRIES_LEFT', { n: left }),
} as const;
