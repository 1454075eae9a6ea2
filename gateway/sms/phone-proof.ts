// Whether a phone was verified for a purpose by the requester, for the routes that need it (join
// and social join: REGISTER; id inquiry: FIND_EMAIL). A successful check holds for
// PHONE_VERIFIED_TTL_MS; an older one is told apart, so the join can answer "the verification is
// too old, verify again" (spec 001 §5). Another requester's check proves nothing (requester.ts).
import type { Sql } from '../db/database.ts';
import type { PhoneKey } from '../request-keys.ts';
import type { Requester } from './requester.ts';
import { PHONE_VERIFIED_TTL_MS, type SmsContext } from './sms-policy.ts';
import { anyVerifiedCheck, type SmsCodeRow, verifiedCheck } from './sms-store.ts';

export type PhoneProof =
  | { readonly kind: 'verified'; readonly check: SmsCodeRow }
  | { readonly kind: 'old' }
  | { readonly kind: 'none' };

export async function phoneProof(
  sql: Sql,
  phone: PhoneKey,
  requester: Requester,
  context: SmsContext,
  now: number,
): Promise<PhoneProof> {
  const check = await verifiedCheck(sql, phone, requester.key, context, now - PHONE_VERIFIED_TTL_MS);
  if (check !== null) return { kind: 'verified', check };
  return (await anyVerifiedCheck(sql, phone, requester.key, context)) ? { kind: 'old' } : { kind: 'none' };
}
