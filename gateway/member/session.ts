// Sessions: a signed access token (1 h, gateway/auth/tokens.ts) and a stored refresh token (30
// days, rotated on every use). A WITHDRAWAL_RESERVED member "counts as not logged in" (spec 001
// §6): its login answers the member with that state and a non-user token, no refresh token, so no
// route treats it as a member. password_change_required is always false: the gateway keeps no
// password age (a seed cannot say when a password was set).
import { randomBytes } from 'node:crypto';
import type * as t from 'io-ts';
import type { LoginSuccess } from '../../contract/member.ts';
import { WITHDRAWAL_RESERVED } from '../../contract/member.ts';
import { ACCESS_TOKEN_SECONDS, type TokenClaims } from '../auth/tokens.ts';
import type { GatewayContext } from '../context.ts';
import type { Sql } from '../db/database.ts';
import { type MemberRow, memberById } from './member-store.ts';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60_000;
export { ACCESS_TOKEN_SECONDS };

export const isWithdrawalReserved = (member: MemberRow): boolean => member.state === WITHDRAWAL_RESERVED;

export async function issueRefreshToken(sql: Sql, customerId: string, now: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await sql.query('INSERT INTO refresh_tokens (token, customer_id, expires_at) VALUES ($1, $2, $3)', [
    token,
    customerId,
    new Date(now + REFRESH_TOKEN_TTL_MS),
  ]);
  return token;
}

/** Uses up a refresh token: the customer it was issued to, or null for an unknown or expired one. */
export async function takeRefreshToken(sql: Sql, token: string, now: number): Promise<string | null> {
  const rows = await sql.query<{ customer_id: string; expires_at: Date }>(
    'DELETE FROM refresh_tokens WHERE token = $1 RETURNING customer_id, expires_at',
    [token],
  );
  const row = rows[0];
  return row !== undefined && row.expires_at.getTime() > now ? row.customer_id : null;
}

export async function revokeRefreshTokens(sql: Sql, customerId: string): Promise<void> {
  await sql.query('DELETE FROM refresh_tokens WHERE customer_id = $1', [customerId]);
}

/** The session info of a member who just proved who they are (e-mail or social login). */
export async function memberSession(
  ctx: GatewayContext,
  member: MemberRow,
): Promise<t.TypeOf<typeof LoginSuccess>> {
  const reserved = isWithdrawalReserved(member);
  const claims: TokenClaims = { customerId: member.customer_id, isUser: !reserved };
  return {
    customer_id: member.customer_id,
    email: member.email,
    account_origin: member.account_origin,
    access_token: await ctx.tokens.issue(claims),
    refresh_token: reserved ? null : await issueRefreshToken(ctx.db, member.customer_id, ctx.clock.now()),
    state: member.state,
    password_change_required: false,
    phone: member.phone,
    url: null,
    is_signed_up: true,
  };
}

/** The member behind a member token, unless it is gone or withdrawal-reserved (then: not logged in). */
export async function loggedInMember(sql: Sql, auth: TokenClaims | null): Promise<MemberRow | null> {
  if (auth === null || !auth.isUser) return null;
  const member = await memberById(sql, auth.customerId);
  return member === null || isWithdrawalReserved(member) ? null : member;
}
