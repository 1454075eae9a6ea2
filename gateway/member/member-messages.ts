// What the gateway says about accounts (display_message, message, error_message). The catalogue's
// texts where it has one; the rest is worded here, in the same voice.
import { formatMessage, messages } from '../../domain/messages.ts';

export const memberMessages = {
  LOGIN_REQUIRED: messages.LOGIN_REQUIRED,
  WRONG_CREDENTIALS: messages.WRONG_CREDENTIALS,
  CAPTCHA_REQUIRED: messages.CAPTCHA_REQUIRED,
  CAPTCHA_WRONG: messages.CAPTCHA_WRONG,
  CAPTCHA_EXPIRED: messages.CAPTCHA_EXPIRED,
  /** `{wait}`: how long, e.g. "30초", "4분" (waitText in login-email.ts). */
  LOGIN_LOCKED: messages.LOGIN_LOCKED,
  LOGIN_CLIENT_LIMIT: messages.LOGIN_CLIENT_LIMIT,
  SOCIAL_LOGIN_FAILED: messages.SOCIAL_LOGIN_FAILED,
  SESSION_EXPIRED: messages.SESSION_EXPIRED,
  JOINED: messages.JOINED,
  EMAIL_TAKEN: messages.EMAIL_TAKEN,
  PASSWORD_TOO_LONG: messages.PASSWORD_TOO_LONG,
  SOCIAL_ALREADY_JOINED: messages.SOCIAL_ALREADY_JOINED,
  SOCIAL_EMAIL_REQUIRED: messages.JOIN_EMAIL_REQUIRED,
  PHONE_NOT_VERIFIED: messages.JOIN_PHONE_NOT_VERIFIED,
  /** Contains "old_vericode", which the client recognises (domain/account/join-validation.ts). */
  OLD_VERIFICATION_CODE: formatMessage('SMS_OLD_CODE_MARKED', { text: messages.SMS_OLD_CODE }),
  PASSWORD_INQUIRY_SENT: messages.PASSWORD_INQUIRY_SENT,
  ID_NOT_FOUND: messages.ID_INQUIRY_NOT_FOUND,
  ID_NOT_VERIFIED: messages.ID_NOT_VERIFIED,
  WITHDRAWN: messages.WITHDRAW_DONE,
  LOGGED_OUT: messages.LOGGED_OUT,
} as const;
