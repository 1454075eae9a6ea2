// Who is ordering: a member (member-only discounts), a blocked customer, a verified phone.
import type { TokenClaims } from '../auth/tokens.ts';
import type { BlocklistCheck } from '../db/blocklist-check.ts';
import type { Sql } from '../db/database.ts';
import type { PhoneKey } from '../request-keys.ts';
import { customerRequester } from '../sms/requester.ts';
import { PHONE_VERIFIED_TTL_MS } from '../sms/sms-policy.ts';
import { isPhoneVerifiedSince } from '../sms/sms-store.ts';

/**
 * A member's token of a member who is not WITHDRAWAL_RESERVED (spec 000 §6: such a member counts
 * as logged out). Anonymous customers' tokens are never members.
 */
export async function memberOf(
  sql: Sql,
  auth: TokenClaims,
): Promise<{ readonly isMember: boolean; readonly phone: string | null }> {
  if (!auth.isUser) return { isMember: false, phone: null };
  const [row] = await sql.query<{ state: string | null; phone: string | null }>(
    'SELECT state, phone FROM members WHERE customer_id = $1',
    [auth.customerId],
  );
  if (row === undefined) return { isMember: false, phone: null };
  return { isMember: row.state !== 'WITHDRAWAL_RESERVED', phone: row.phone };
}

/**
 * Whether the customer's id and phone are on the blocklist: one bcrypt hash (on the hasher's worker
 * threads) and a lookup, whatever the list's length, and no hash for a pair the gateway hashed
 * before with the list's salt, nor for a guest made under the current list; still the most
 * expensive check, asked after the cheap ones.
 */
export function isBlocked(
  sql: Sql,
  blocklist: BlocklistCheck,
  customerId: string,
  phone: string,
): Promise<boolean> {
  return blocklist.anyBlocked(sql, [customerId], phone);
}

/**
 * A phone counts as verified for PHONE_VERIFIED_TTL_MS (30 minutes: one checkout session, as long
 * as the idle logout allows) after its ORDER check, which the SMS routes write to verified_phones,
 * and only for the customer who checked it (sms/requester.ts).
 */
export async function isPhoneVerified(
  sql: Sql,
  phone: PhoneKey,
  customerId: string,
  nowMs: number,
): Promise<boolean> {
  return isPhoneVerifiedSince(sql, phone, customerRequester(customerId), nowMs - PHONE_VERIFIED_TTL_MS);
}
