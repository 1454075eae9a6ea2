// The SQL of members: look-ups by e-mail, id and phone, and new members from a join.
import type { Sql } from '../db/database.ts';

export type AccountOrigin = 'email' | 'naver' | 'kakao';

export interface MemberRow {
  readonly customer_id: string;
  readonly account_origin: AccountOrigin;
  readonly email: string;
  readonly password_hash: string | null;
  readonly phone: string | null;
  readonly nickname: string;
  readonly state: string | null;
}

const COLUMNS = 'customer_id, account_origin, email, password_hash, phone, nickname, state';

/** E-mails are unique ignoring case; the seed and joins store them lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function memberByEmail(sql: Sql, email: string): Promise<MemberRow | null> {
  const rows = await sql.query<MemberRow>(`SELECT ${COLUMNS} FROM members WHERE email = $1`, [
    normalizeEmail(email),
  ]);
  return rows[0] ?? null;
}

export async function memberById(sql: Sql, customerId: string): Promise<MemberRow | null> {
  const rows = await sql.query<MemberRow>(`SELECT ${COLUMNS} FROM members WHERE customer_id = $1`, [
    customerId,
  ]);
  return rows[0] ?? null;
}

/** Members registered with a phone, the most recently joined first. */
export async function membersByPhone(sql: Sql, phone: string): Promise<MemberRow[]> {
  return sql.query<MemberRow>(`SELECT ${COLUMNS} FROM members WHERE phone = $1 ORDER BY created_at DESC`, [
    phone,
  ]);
}

export interface NewMember {
  readonly account_origin: AccountOrigin;
  readonly email: string;
  readonly password_hash: string | null;
  readonly phone: string;
  readonly nickname: string;
  readonly sms_accept: boolean;
  readonly email_accept: boolean;
  readonly push_accept: boolean;
  readonly efinance_agreement: boolean;
}

/**
 * Inserts a member with the next id of member_serial and answers the id, or null when the e-mail
 * is taken. Run it in a transaction: the e-mail is locked first, so two joins with one e-mail
 * cannot both pass the check. An id a custom seed already uses is skipped.
 */
export async function insertMember(tx: Sql, member: NewMember, now: number): Promise<string | null> {
  const email = normalizeEmail(member.email);
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`member-email:${email}`]);
  if ((await memberByEmail(tx, email)) !== null) return null;
  for (;;) {
    const rows = await tx.query<{ customer_id: string }>(
      `INSERT INTO members (customer_id, account_origin, email, password_hash, phone, nickname, state,
         created_at, sms_accept, email_accept, push_accept, efinance_agreement)
       VALUES (nextval('member_serial')::text, $1, $2, $3, $4, $5, NULL, $6, $7, $8, $9, $10)
       ON CONFLICT (customer_id) DO NOTHING RETURNING customer_id`,
      [
        member.account_origin,
        email,
        member.password_hash,
        member.phone,
        member.nickname,
        new Date(now),
        member.sms_accept,
        member.email_accept,
        member.push_accept,
        member.efinance_agreement,
      ],
    );
    const inserted = rows[0]?.customer_id;
    if (inserted !== undefined) return inserted;
  }
}
