// Member session calls: user info, e-mail and social login, captcha, logout, tokens, anonymous
// customers (spec 001 §3 "Session login info", §4 "Login", "Social login", §7). Join, inquiries
// and withdrawal are in member-account.ts.
import * as t from 'io-ts';
import { get, post } from './call-def.ts';
import { closed } from './closed.ts';
import {
  Ack,
  Count,
  CustomerId,
  Integer,
  NonEmptyString,
  nonEmptyText,
  nullable,
  TextLimit,
  text,
  withOptional,
} from './primitives.ts';

export const AccountOrigin = t.keyof({ email: null, naver: null, kakao: null });
export const SocialOrigin = t.keyof({ naver: null, kakao: null });

/** The member state; WITHDRAWAL_RESERVED is the known value (counts as not logged in). */
export const MemberState = nullable(t.string);
export const WITHDRAWAL_RESERVED = 'WITHDRAWAL_RESERVED';

/** Designed beyond customer_id, is_user and email: phone, nickname, account_origin, state. */
export const UserInfo = withOptional(
  'UserInfo',
  { customer_id: CustomerId, is_user: t.boolean, email: nullable(t.string) },
  {
    phone: nullable(t.string),
    nickname: nullable(t.string),
    account_origin: AccountOrigin,
    state: MemberState,
  },
);

export const LoginEmailBody = closed('LoginEmailBody', {
  username: nonEmptyText(TextLimit.email),
  password: nonEmptyText(TextLimit.line),
  /** The captcha answer; null when none was asked. */
  captcha: nullable(text(TextLimit.code)),
  device_id: nonEmptyText(TextLimit.line),
});

/**
 * A session (designed from spec 001 §3 "Session login info"): the tokens, the member and its state.
 * `url` is where a password change is done when password_change_required.
 */
export const LoginSuccess = withOptional(
  'LoginSuccess',
  {
    customer_id: CustomerId,
    email: nullable(t.string),
    account_origin: AccountOrigin,
    access_token: NonEmptyString,
    refresh_token: nullable(t.string),
    state: MemberState,
    password_change_required: t.boolean,
  },
  { phone: nullable(t.string), url: nullable(t.string), is_signed_up: t.boolean },
);

/**
 * A refused login (designed): error_code 120000/120001/120002 get special handling (spec 001 §8);
 * captcha says which captcha view to fetch next (captchaonly or captchalogin), null for none.
 */
export const LoginFailure = t.type(
  {
    error: t.type({ error_code: Integer, display_message: t.string }, 'LoginError'),
    captcha: nullable(t.keyof({ captchaonly: null, captchalogin: null })),
  },
  'LoginFailure',
);

/** "Failure returns an error field": a refusal may come as 200 or as 4xx with the same body. */
export const LoginAnswer = t.union([LoginSuccess, LoginFailure], 'LoginAnswer');

export const CaptchaBody = closed('CaptchaBody', { device_id: nonEmptyText(TextLimit.line) });
export const CaptchaImage = t.type({ url: t.string }, 'CaptchaImage');

/** Designed (not shown): the device whose last login is recorded. */
export const UpdateLastLoginBody = closed('UpdateLastLoginBody', { device_id: nonEmptyText(TextLimit.line) });

/**
 * Designed (not shown): the provider's token is exchanged for our session. It answers
 * LoginSuccess with is_signed_up, which is also "the JWT fetch after social login".
 */
export const SocialLoginBody = closed('SocialLoginBody', {
  account_origin: SocialOrigin,
  access_token: nonEmptyText(TextLimit.token),
  device_id: nonEmptyText(TextLimit.line),
});

export const SocialJoinedQuery = closed('SocialJoinedQuery', {
  account_origin: SocialOrigin,
  access_token: nonEmptyText(TextLimit.token),
});

/** Designed beyond state: whether the provider account is joined, and its e-mail if known. */
export const SocialJoined = withOptional(
  'SocialJoined',
  { is_joined: t.boolean, state: MemberState },
  { email: nullable(t.string) },
);

export const TokenRefreshBody = closed('TokenRefreshBody', { refresh_token: nonEmptyText(TextLimit.token) });
export const Tokens = withOptional(
  'Tokens',
  { access_token: NonEmptyString, refresh_token: NonEmptyString },
  { expires_in: Count },
);

/** Designed (not shown): a guest gets a customer id and a non-user token for its device. */
export const AnonymousCustomerBody = closed('AnonymousCustomerBody', {
  device_id: nonEmptyText(TextLimit.line),
});
export const AnonymousCustomer = t.type(
  { customer_id: CustomerId, access_token: NonEmptyString },
  'AnonymousCustomer',
);

export const memberCalls = [
  get('member.user-info', 'front', '/v1/aggregation/user_info', { response: UserInfo }),
  post('member.login-email', 'member', '/v2/login-email-account', {
    body: LoginEmailBody,
    response: LoginAnswer,
    failure: LoginFailure,
  }),
  post('member.captcha-image', 'api', '/v1/generate-captcha-image', {
    body: CaptchaBody,
    response: CaptchaImage,
  }),
  get('member.logout', 'api', '/v1/logout', { response: Ack }),
  /** Method not shown: designed as POST. */
  post('member.update-last-login', 'api', '/v1/update-last-logged-in-at', {
    body: UpdateLastLoginBody,
    response: Ack,
  }),
  post('member.social-login', 'api', '/v2/login-social-account', {
    body: SocialLoginBody,
    response: LoginSuccess,
  }),
  /** Path not shown: designed. */
  get('member.social-joined', 'api', '/v2/social-account-joined', {
    query: SocialJoinedQuery,
    response: SocialJoined,
  }),
  post('member.token-refresh', 'auth', '/api/v1/auth/refresh', { body: TokenRefreshBody, response: Tokens }),
  post('member.anonymous-customer', 'api', '/v1/customers', {
    body: AnonymousCustomerBody,
    response: AnonymousCustomer,
  }),
] as const;
