// The SQL of phone verification: codes sent (sms_codes), proofs of ORDER checks (verified_phones)
// and the configured try limit. Every function takes the connection or transaction to run on, and
// a phone as the request's keys key it (request-keys.ts: per sandbox test run with the sandbox).
// Codes and proofs belong to their requester (requester.ts), the key passed as `requester`.
import type { Sql } from '../db/database.ts';
import type { PhoneKey } from '../request-keys.ts';
import { DEFAULT_MAX_SMS_TRIES, type SmsContext } from './sms-policy.ts';

export interface SmsCodeRow {
  readonly id: string;
  readonly phone: PhoneKey;
  readonly context: SmsContext;
  readonly code: string;
  readonly sent_at: Date;
  readonly tries: number;
  readonly used_at: Date | null;
  readonly requester: string;
}

const CODE_COLUMNS = 'id::text AS id, phone, context, code, sent_at, tries, used_at, requester';

/** Serialises checks of one phone, so a code's tries hold under concurrent requests. */
export async function lockPhone(tx: Sql, phone: PhoneKey): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`sms:${phone}`]);
}

/** The codes `requester` had sent to the phone since `since` (the send answer's send_count). */
export async function codesSentBy(
  sql: Sql,
  phone: PhoneKey,
  requester: string,
  since: number,
): Promise<number> {
  const rows = await sql.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM sms_codes WHERE phone = $1 AND requester = $2 AND sent_at > $3',
    [phone, requester, new Date(since)],
  );
  return rows[0]?.n ?? 0;
}

export async function insertCode(
  sql: Sql,
  code: {
    readonly phone: PhoneKey;
    readonly context: SmsContext;
    readonly code: string;
    readonly at: number;
    readonly requester: string;
  },
): Promise<void> {
  await sql.query(
    'INSERT INTO sms_codes (phone, context, code, sent_at, requester) VALUES ($1, $2, $3, $4, $5)',
    [code.phone, code.context, code.code, new Date(code.at), code.requester],
  );
}

/** The latest code sent to the phone, whoever asked (the sandbox outbox: the phone's inbox). */
export async function latestCode(sql: Sql, phone: PhoneKey): Promise<SmsCodeRow | null> {
  const rows = await sql.query<SmsCodeRow>(
    `SELECT ${CODE_COLUMNS} FROM sms_codes WHERE phone = $1 ORDER BY sent_at DESC, id DESC LIMIT 1`,
    [phone],
  );
  return rows[0] ?? null;
}

/** The code a check is about: the latest one `requester` had sent to the phone. */
export async function latestCodeOf(sql: Sql, phone: PhoneKey, requester: string): Promise<SmsCodeRow | null> {
  const rows = await sql.query<SmsCodeRow>(
    `SELECT ${CODE_COLUMNS} FROM sms_codes WHERE phone = $1 AND requester = $2
     ORDER BY sent_at DESC, id DESC LIMIT 1`,
    [phone, requester],
  );
  return rows[0] ?? null;
}

/** Counts one wrong guess and answers the tries used. */
export async function countTry(sql: Sql, id: string): Promise<number> {
  const rows = await sql.query<{ tries: number }>(
    'UPDATE sms_codes SET tries = tries + 1 WHERE id = $1::bigint RETURNING tries',
    [id],
  );
  return rows[0]?.tries ?? 0;
}

export async function markUsed(sql: Sql, id: string, at: number): Promise<void> {
  await sql.query('UPDATE sms_codes SET used_at = $2 WHERE id = $1::bigint', [id, new Date(at)]);
}

/** The requester's latest successful check of a phone in a context, if it is recent enough. */
export async function verifiedCheck(
  sql: Sql,
  phone: PhoneKey,
  requester: string,
  context: SmsContext,
  since: number,
): Promise<SmsCodeRow | null> {
  const rows = await sql.query<SmsCodeRow>(
    `SELECT ${CODE_COLUMNS} FROM sms_codes
     WHERE phone = $1 AND requester = $2 AND context = $3 AND used_at IS NOT NULL AND used_at >= $4
     ORDER BY used_at DESC LIMIT 1`,
    [phone, requester, context, new Date(since)],
  );
  return rows[0] ?? null;
}

/** The requester's latest successful check in a context however old ("too old" or "never"). */
export async function anyVerifiedCheck(
  sql: Sql,
  phone: PhoneKey,
  requester: string,
  context: SmsContext,
): Promise<boolean> {
  const rows = await sql.query(
    `SELECT 1 FROM sms_codes
     WHERE phone = $1 AND requester = $2 AND context = $3 AND used_at IS NOT NULL LIMIT 1`,
    [phone, requester, context],
  );
  return rows.length > 0;
}

/** The proof the ordering routes read: `requester` passed an ORDER check of the phone at `at`. */
export async function markPhoneVerified(
  sql: Sql,
  phone: PhoneKey,
  requester: string,
  at: number,
): Promise<void> {
  await sql.query(
    `INSERT INTO verified_phones (phone, requester, verified_at) VALUES ($1, $2, $3)
     ON CONFLICT (phone, requester) DO UPDATE SET verified_at = EXCLUDED.verified_at`,
    [phone, requester, new Date(at)],
  );
}

export async function isPhoneVerifiedSince(
  sql: Sql,
  phone: PhoneKey,
  requester: string,
  since: number,
): Promise<boolean> {
  const rows = await sql.query(
    'SELECT 1 FROM verified_phones WHERE phone = $1 AND requester = $2 AND verified_at >= $3',
    [phone, requester, new Date(since)],
  );
  return rows.length > 0;
}

/** service.json's max_sms_verification_time (5 when the seed has none). */
export async function maxTries(sql: Sql): Promise<number> {
  const rows = await sql.query<{ max: number | null }>(
    "SELECT (doc->>'max_sms_verification_time')::int AS max FROM content WHERE kind = 'service' AND id = 'all'",
  );
  const max = rows[0]?.max;
  return typeof max === 'number' && max > 0 ? max : DEFAULT_MAX_SMS_TRIES;
}
