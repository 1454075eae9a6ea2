// Who is logged in (spec 001 §3, §6). Decision: an anonymous customer also holds an access token
// ("Visitors, including anonymous ones with a non-user token"), so when user info says is_user:false
// the session is a guest's even with a token.
import type { StorageKeyName } from '../storage-lifetimes.ts';

export type AccountOrigin = 'naver' | 'kakao' | 'email';

export const WITHDRAWAL_RESERVED_STATE = 'WITHDRAWAL_RESERVED';

/** Session login info (spec 001 §3). */
export interface LoginInfo {
  readonly account_origin?: AccountOrigin;
  readonly access_token?: string | null;
  readonly is_signed_up?: boolean;
  readonly state?: string | null;
  readonly authorization_url?: string | null;
  readonly id?: string | number | null;
  readonly email?: string | null;
  readonly password_change_required?: boolean;
  readonly url?: string | null;
  readonly captcha?: unknown;
}

export interface UserInfo {
  readonly customer_id?: string | number | null;
  readonly is_user?: boolean;
  readonly email?: string | null;
}

export function isWithdrawalReserved(info: LoginInfo | null | undefined): boolean {
  return info?.state === WITHDRAWAL_RESERVED_STATE;
}

/** spec 001 §6 "Members flagged WITHDRAWAL_RESERVED count as not logged in." */
export function isLoggedIn(info: LoginInfo | null | undefined, user?: UserInfo | null): boolean {
  const token = info?.access_token;
  if (typeof token !== 'string' || token.trim() === '') return false;
  if (isWithdrawalReserved(info)) return false;
  return user?.is_user !== false;
}

export type SessionRole = 'guest' | 'member';

export function sessionRole(info: LoginInfo | null | undefined, user?: UserInfo | null): SessionRole {
  return isLoggedIn(info, user) ? 'member' : 'guest';
}

/** What logout removes from storage: user and login info, and the last-login record (spec 001 §4). */
export const LOGOUT_CLEARED_KEYS: readonly StorageKeyName[] = ['userInfo', 'loginInfo', 'lastLogin'];
