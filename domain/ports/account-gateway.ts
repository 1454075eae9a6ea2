// Member accounts beyond e-mail login and logout (which the ordering port has): user info, the
// captcha, social login and join, join, id and password inquiry, withdrawal, tokens
// (spec 001 §3, §4, §7). The shapes on the wire are the contract's; LoginAnswer is the session as
// the domain keeps it (adapters/http/ordering-session.ts maps the contract's LoginSuccess to it).
import type * as t from 'io-ts';
import type { BodyOf, QueryOf, ResponseOf } from '../../contract/calls.ts';
import type { SocialOrigin as SocialOriginCodec } from '../../contract/member.ts';
import type { WithdrawRequest } from '../account/withdrawal.ts';
import type { Ack } from './ack.ts';
import type { GatewayResult } from './gateway-failure.ts';

/** The provider of a social account (naver, kakao). */
export type SocialOrigin = t.TypeOf<typeof SocialOriginCodec>;

/** What a login answers: the e-mail login of the ordering port and the social login below. */
export interface LoginAnswer {
  readonly customer_id: string;
  readonly email: string;
  readonly account_origin: 'email' | 'naver' | 'kakao';
  readonly access_token: string;
  readonly refresh_token: string | null;
  readonly state: string | null;
  readonly password_change_required: boolean;
  readonly phone: string | null;
}

/** spec 001 §3 "User info: customer_id, is_user, email"; state WITHDRAWAL_RESERVED counts as not logged in. */
export type UserInfo = ResponseOf<'member.user-info'>;

/** The provider and its token, as sent to ask whether the account is joined. */
export type SocialToken = QueryOf<'member.social-joined'>;

/** spec 001 §4 "Social login" step 2: whether the provider account is joined, and its state. */
export type SocialJoined = ResponseOf<'member.social-joined'>;

/** The join form as sent (spec 001 §7 "Join"). */
export type JoinRequest = BodyOf<'member.join'>;

/** Join succeeds only when status_code is OK (spec 001 §5). */
export type JoinAnswer = ResponseOf<'member.join'>;

/** The social join form; its email is null when the provider gave one already. */
export type SocialJoinRequest = BodyOf<'member.social-join'>;

/** The session's two tokens (the refresh answer may say more, e.g. expires_in). */
export type SessionTokens = Pick<ResponseOf<'member.token-refresh'>, 'access_token' | 'refresh_token'>;

export interface AccountGateway {
  /** Retried 3 times by the HTTP adapter (spec 001 §7). */
  userInfo(): Promise<GatewayResult<UserInfo>>;
  captchaImage(deviceId: string): Promise<GatewayResult<{ readonly url: string }>>;
  updateLastLogin(deviceId: string): Promise<GatewayResult<Ack>>;
  socialJoined(token: SocialToken): Promise<GatewayResult<SocialJoined>>;
  /** The provider token exchanged for our session (the "JWT fetch after social login"). */
  socialLogin(
    req: BodyOf<'member.social-login'>,
  ): Promise<GatewayResult<LoginAnswer & { readonly is_signed_up: boolean }>>;
  join(req: JoinRequest): Promise<GatewayResult<JoinAnswer>>;
  socialJoin(req: SocialJoinRequest): Promise<GatewayResult<Ack>>;
  passwordInquiry(email: string): Promise<GatewayResult<Ack>>;
  /** username null: not found (spec 001 §5 "Id inquiry succeeds only if a username is returned"). */
  idInquiry(
    req: BodyOf<'member.id-inquiry'>,
  ): Promise<GatewayResult<{ readonly username: string | null; readonly message: string | null }>>;
  withdraw(req: WithdrawRequest): Promise<GatewayResult<Ack>>;
  /** Renews the session with the stored refresh token; the adapter stores the new tokens. */
  refreshToken(): Promise<GatewayResult<SessionTokens>>;
}
