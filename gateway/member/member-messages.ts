// What the gateway says about accounts (display_message, message, error_message). The catalogue's
// texts where it has one; the rest is worded here, in the same voice.
import { messages } from '../../domain/messages.ts';

export const memberMessages = {
  loginRequired: messages.LOGIN_REQUIRED,
  wrongCredentials: '아이디 또는 비밀번호가 일치하지 않습니다.',
  captchaRequired: '로그인에 여러 번 실패했습니다. 자동입력 방지 문자를 함께 입력해주세요.',
  captchaWrong: '자동입력 방지 문자가 일치하지 않습니다. 새 문자를 입력해주세요.',
  captchaExpired: '자동입력 방지 문자의 입력 시간이 지났습니다. 새 문자를 입력해주세요.',
  /** `{wait}`: how long, e.g. "30초", "4분" (waitText in login-email.ts). */
  loginLocked: '로그인에 여러 번 실패해 이 계정의 로그인이 잠시 멈췄습니다. {wait} 후 다시 시도해주세요.',
  loginClientLimit: '로그인 시도가 너무 많습니다. {wait} 후 다시 시도해주세요.',
  socialLoginFailed: messages.SOCIAL_LOGIN_FAILED,
  sessionExpired: '로그인이 만료되었습니다. 다시 로그인해주세요.',
  joined: '회원가입이 완료되었습니다.',
  emailTaken: '이미 가입된 이메일입니다.',
  passwordTooLong: '비밀번호가 너무 깁니다. 더 짧은 비밀번호를 입력해주세요.',
  socialAlreadyJoined: '이미 가입된 소셜 계정입니다.',
  socialEmailRequired: messages.JOIN_EMAIL_REQUIRED,
  phoneNotVerified: messages.JOIN_PHONE_NOT_VERIFIED,
  /** Contains "old_vericode", which the client recognises (domain/account/join-validation.ts). */
  oldVerificationCode: `${messages.SMS_OLD_CODE} (old_vericode)`,
  passwordInquirySent: messages.PASSWORD_INQUIRY_SENT,
  idNotFound: messages.ID_INQUIRY_NOT_FOUND,
  idNotVerified: '휴대폰 인증을 먼저 완료해주세요.',
  withdrawn: messages.WITHDRAW_DONE,
  loggedOut: '로그아웃 되었습니다.',
} as const;
