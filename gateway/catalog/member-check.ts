// Who counts as logged in (spec 001 §6): a member's token whose member exists and is not
// WITHDRAWAL_RESERVED. Anonymous (non-user) tokens are visitors.
import type { TokenClaims } from '../auth/tokens.ts';
import type { Sql } from '../db/database.ts';

export async function loggedInMember(db: Sql, auth: TokenClaims | null): Promise<string | null> {
  if (auth === null || !auth.isUser) return null;
  const rows = await db.query<{ state: string | null }>('SELECT state FROM members WHERE customer_id = $1', [
    auth.customerId,
  ]);
  const member = rows[0];
  return member === undefined || member.state === 'WITHDRAWAL_RESERVED' ? null : auth.customerId;
}
