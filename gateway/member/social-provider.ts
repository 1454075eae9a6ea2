// The social providers (naver, kakao) as the gateway sees them. In the reference gateway they are
// sandbox providers: their consent page (gateway/sandbox/social-login.ts) issues the access tokens
// kept here, and the gateway reads them back as "asking the provider who this is". A provider
// account is named by the e-mail chosen on the consent page; the provider shares that e-mail only
// when the tester agrees there (otherwise the social join must ask for one, spec 001 §5).
// Provider tokens live one hour, as real providers' access tokens do.
import { randomBytes } from 'node:crypto';
import type { Sql } from '../db/database.ts';
import { type MemberRow, normalizeEmail } from './member-store.ts';

export type SocialProvider = 'naver' | 'kakao';
export const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['naver', 'kakao'];
export const SOCIAL_TOKEN_TTL_MS = 60 * 60_000;

export interface ProviderAccount {
  readonly provider: SocialProvider;
  readonly providerUserId: string;
  /** Null when the account did not share its e-mail. */
  readonly email: string | null;
}

export async function issueProviderToken(
  sql: Sql,
  provider: SocialProvider,
  accountEmail: string,
  shareEmail: boolean,
  now: number,
): Promise<string> {
  const token = `${provider}-sandbox-${randomBytes(24).toString('base64url')}`;
  const id = normalizeEmail(accountEmail);
  await sql.query(
    'INSERT INTO social_provider_tokens (token, provider, provider_user_id, email, issued_at) VALUES ($1, $2, $3, $4, $5)',
    [token, provider, id, shareEmail ? id : null, new Date(now)],
  );
  return token;
}

/** The account behind a provider token, or null for an unknown, expired or other provider's token. */
export async function providerAccount(
  sql: Sql,
  provider: SocialProvider,
  token: string,
  now: number,
): Promise<ProviderAccount | null> {
  const rows = await sql.query<{ provider_user_id: string; email: string | null }>(
    'SELECT provider_user_id, email FROM social_provider_tokens WHERE token = $1 AND provider = $2 AND issued_at > $3',
    [token, provider, new Date(now - SOCIAL_TOKEN_TTL_MS)],
  );
  const row = rows[0];
  return row === undefined ? null : { provider, providerUserId: row.provider_user_id, email: row.email };
}

const MEMBER_COLUMNS =
  'm.customer_id, m.account_origin, m.email, m.password_hash, m.phone, m.nickname, m.state';

/**
 * The member a provider account joined as: by the link a social join made, or, for seed members
 * (who joined before the gateway existed), by their origin and e-mail.
 */
export async function socialMember(sql: Sql, account: ProviderAccount): Promise<MemberRow | null> {
  const linked = await sql.query<MemberRow>(
    `SELECT ${MEMBER_COLUMNS} FROM social_accounts s JOIN members m ON m.customer_id = s.customer_id
     WHERE s.provider = $1 AND s.provider_user_id = $2`,
    [account.provider, account.providerUserId],
  );
  if (linked[0] !== undefined) return linked[0];
  const seeded = await sql.query<MemberRow>(
    `SELECT ${MEMBER_COLUMNS} FROM members m WHERE m.account_origin = $1 AND m.email = $2`,
    [account.provider, account.providerUserId],
  );
  return seeded[0] ?? null;
}

/** Links the account to a member; a link left over from an earlier seed (its member gone) is replaced. */
export async function linkSocialAccount(
  tx: Sql,
  account: ProviderAccount,
  customerId: string,
): Promise<void> {
  await tx.query(
    `INSERT INTO social_accounts (provider, provider_user_id, customer_id) VALUES ($1, $2, $3)
     ON CONFLICT (provider, provider_user_id) DO UPDATE SET customer_id = EXCLUDED.customer_id`,
    [account.provider, account.providerUserId, customerId],
  );
}

/** The consent page's suggestion: the first seed member of that provider, if any. */
export async function suggestedAccount(sql: Sql, provider: SocialProvider): Promise<string | null> {
  const rows = await sql.query<{ email: string }>(
    'SELECT email FROM members WHERE account_origin = $1 ORDER BY created_at, customer_id LIMIT 1',
    [provider],
  );
  return rows[0]?.email ?? null;
}
