// What the gateway says about accounts (display_message, message, error_message). The catalogue's
// texts where it has one; the rest is worded here, in the same voice.
import { messages } from '../../domain/messages.ts';

export const memberMessages = {
  LOGIN_REQUIRED: messages.LOGIN_REQUIRED,
  WRONG_CREDENTIALS: '아이디 또는 비밀번호가 일치하지 않습니다.',
  CAPTCHA_REQUIRED: '로그인에 여러 번 실패했습니다. 자동입력 방지 문자를 함께 입력해주세요.',
  CAPTCHA_WRONG: '자동입력 방지 문자가 일치하지 않습니다. 새 문자를 입력해주세요.',
  CAPTCHA_EXPIRED: '자동입력 방지 문자의 입력 시간이 지났습니다. 새 문자를 입력해주세요.',
  /** `{wait}`: how long, e.g. "30초", "4분" (waitText in login-email.ts). */
  LOGIN_LOCKED: '로그인에 여러 번 실패해 이 계정의 로그인이 잠시 멈췄습니다. {wait} 후 다시 시도해주세요.',
  LOGIN_CLIENT_LIMIT: '로그인 시도가 너무 많습니다. {wait} 후 다시 시도해주세요.',
  SOCIAL_LOGIN_FAILED: messages.SOCIAL_LOGIN_FAILED,
  SESSION_EXPIRED: '로그인이 만료되었습니다. 다시 로그인해주세요.',
  JOINED: '회원가입이 완료되었습니다.',
  EMAIL_TAKEN: '이미 가입된 이메일입니다.',
  PASSWORD_TOO_LONG: '비밀번호가 너무 깁니다. 더 짧은 비밀번호를 입력해주세요.',
  SOCIAL_ALREADY_JOINED: '이미 가입된 소셜 계정입니다.',
  SOCIAL_EMAIL_REQUIRED: messages.JOIN_EMAIL_REQUIRED,
  PHONE_NOT_VERIFIED: messages.JOIN_PHONE_NOT_VERIFIED,
  /** Contains "old_vericode", which the client recognises (domain/account/join-validation.ts). */
  OLD_VERIFICATION_CODE: `${messages.SMS_OLD_CODE} (old_vericode)`,
  PASSWORD_INQUIRY_SENT: messages.PASSWORD_INQUIRY_SENT,
  ID_NOT_FOUND: messages.ID_INQUIRY_NOT_FOUND,
  ID_NOT_VERIFIED: '휴대폰 인증을 먼저 완료해주세요.',
  WITHDRAWN: messages.WITHDRAW_DONE,
  LOGGED_OUT: '로그아웃 되었습니다.',
} as const;
