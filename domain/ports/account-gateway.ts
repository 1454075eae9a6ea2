// Member accounts beyond e-mail login and logout (which the ordering port has): user info, the
// captcha, social login and join, join, id and password inquiry, withdrawal, tokens
// (spec 001 §3, §4, §7).
import type { WithdrawRequest } from '../account/withdrawal.ts';
import type { Ack } from './ack.ts';
import type { GatewayResult } from './gateway-failure.ts';

export type SocialOrigin = 'naver' | 'kakao';

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

/** spec 001 §3 "User info: customer_id, is_user, email" and what else the member page shows. */
export interface UserInfo {
  readonly customer_id: string;
  readonly is_user: boolean;
  readonly email: string | null;
  readonly phone?: string | null;
  readonly nickname?: string | null;
  readonly account_origin?: 'email' | 'naver' | 'kakao';
  /** WITHDRAWAL_RESERVED counts as not logged in. */
  readonly state?: string | null;
}

export interface SocialToken {
  readonly account_origin: SocialOrigin;
  /** The provider's token. */
  readonly access_token: string;
}

/** spec 001 §4 "Social login" step 2: whether the provider account is joined, and its state. */
export interface SocialJoined {
  readonly is_joined: boolean;
  readonly state: string | null;
  readonly email?: string | null;
}

/** The join form as sent (spec 001 §7 "Join"). */
export interface JoinRequest {
  readonly tos: boolean;
  readonly email: string;
  readonly password: string;
  readonly nickname: string;
  readonly sms_accept: boolean;
  readonly email_accept: boolean;
  readonly push_accept: boolean;
  readonly phone: string;
  readonly efinance_agreement: boolean;
}

/** Join succeeds only when status_code is OK (spec 001 §5). */
export interface JoinAnswer {
  readonly status_code: string;
  readonly message: string;
}

export interface SocialJoinRequest extends SocialToken {
  readonly phone: string;
  readonly notification_agreement: boolean;
  readonly efinance_agreement: boolean;
  /** Null when the provider gave an e-mail already. */
  readonly email: string | null;
}

export interface SessionTokens {
  readonly access_token: string;
  readonly refresh_token: string;
}

export interface AccountGateway {
  /** Retried 3 times by the HTTP adapter (spec 001 §7). */
  userInfo(): Promise<GatewayResult<UserInfo>>;
  captchaImage(deviceId: string): Promise<GatewayResult<{ readonly url: string }>>;
  updateLastLogin(deviceId: string): Promise<GatewayResult<Ack>>;
  socialJoined(token: SocialToken): Promise<GatewayResult<SocialJoined>>;
  /** The provider token exchanged for our session (the "JWT fetch after social login"). */
  socialLogin(
    req: SocialToken & { readonly device_id: string },
  ): Promise<GatewayResult<LoginAnswer & { readonly is_signed_up: boolean }>>;
  join(req: JoinRequest): Promise<GatewayResult<JoinAnswer>>;
  socialJoin(req: SocialJoinRequest): Promise<GatewayResult<Ack>>;
  passwordInquiry(email: string): Promise<GatewayResult<Ack>>;
  /** username null: not found (spec 001 §5 "Id inquiry succeeds only if a username is returned"). */
  idInquiry(req: {
    readonly phone: string;
    readonly verification_code: string;
  }): Promise<GatewayResult<{ readonly username: string | null; readonly message: string | null }>>;
  withdraw(req: WithdrawRequest): Promise<GatewayResult<Ack>>;
  /** Renews the session with the stored refresh token; the adapter stores the new tokens. */
  refreshToken(): Promise<GatewayResult<SessionTokens>>;
}
