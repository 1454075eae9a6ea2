// SANDBOX ONLY: the sandbox social providers' sign-in sessions. As at a real provider, a customer
// who signed in at the consent page stays signed in there: the provider's cookie (on the provider's
// own path) names a session, the next login goes straight through, and the provider's logout ends
// it. Sessions live a day, unless logged out.
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Sql } from '../db/database.ts';
import type { SocialProvider } from '../member/social-provider.ts';

export const PROVIDER_SESSION_TTL_MS = 24 * 60 * 60_000;

export interface ProviderSession {
  readonly account: string;
  readonly shareEmail: boolean;
}

const cookieName = (provider: SocialProvider) => `sandbox_${provider}_session`;
const cookiePath = (provider: SocialProvider) => `/sandbox/social/${provider}`;

/** The session id the provider's cookie carries, or null. */
export function sessionCookie(request: FastifyRequest, provider: SocialProvider): string | null {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === cookieName(provider)) {
      const value = part.slice(eq + 1).trim();
      return /^[A-Za-z0-9_-]{16,64}$/.test(value) ? value : null;
    }
  }
  return null;
}

export function setSessionCookie(reply: FastifyReply, provider: SocialProvider, id: string): void {
  reply.header(
    'set-cookie',
    `${cookieName(provider)}=${id}; Path=${cookiePath(provider)}; Max-Age=${PROVIDER_SESSION_TTL_MS / 1000}; HttpOnly; SameSite=Lax`,
  );
}

export function clearSessionCookie(reply: FastifyReply, provider: SocialProvider): void {
  reply.header(
    'set-cookie',
    `${cookieName(provider)}=; Path=${cookiePath(provider)}; Max-Age=0; HttpOnly; SameSite=Lax`,
  );
}

export async function openProviderSession(
  sql: Sql,
  provider: SocialProvider,
  session: ProviderSession,
  now: number,
): Promise<string> {
  const id = randomBytes(24).toString('base64url');
  await sql.query(
    'INSERT INTO social_provider_sessions (id, provider, provider_user_id, share_email, signed_in_at) VALUES ($1, $2, $3, $4, $5)',
    [id, provider, session.account, session.shareEmail, new Date(now)],
  );
  return id;
}

/** The live session the id names at this provider, or null (unknown, ended, expired, other provider). */
export async function providerSession(
  sql: Sql,
  provider: SocialProvider,
  id: string,
  now: number,
): Promise<ProviderSession | null> {
  const rows = await sql.query<{ provider_user_id: string; share_email: boolean }>(
    'SELECT provider_user_id, share_email FROM social_provider_sessions WHERE id = $1 AND provider = $2 AND signed_in_at > $3',
    [id, provider, new Date(now - PROVIDER_SESSION_TTL_MS)],
  );
  const row = rows[0];
  return row === undefined ? null : { account: row.provider_user_id, shareEmail: row.share_email };
}

/** Ends the session; true when there was one. */
export async function endProviderSession(sql: Sql, provider: SocialProvider, id: string): Promise<boolean> {
  const rows = await sql.query<{ id: string }>(
    'DELETE FROM social_provider_sessions WHERE id = $1 AND provider = $2 RETURNING id',
    [id, provider],
  );
  return rows.length > 0;
}
