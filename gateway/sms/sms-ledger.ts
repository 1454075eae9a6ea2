// The ledger of every text the gateway sends (sms_sends) and the send limits read from it
// (sms-policy.ts): per phone, per customer, per client address, and the whole gateway's daily
// budget. A send is reserved under one lock, so the limits hold under concurrent requests and
// across gateway processes sharing a database.
import type { Sql } from '../db/database.ts';
import type { PhoneKey } from '../request-keys.ts';
import type { Requester } from './requester.ts';
import { SMS_BUDGET_WINDOW_MS, type SmsLimits } from './sms-policy.ts';

export type SmsKind = 'code' | 'app_link';

/** Which limit a refused send met. */
export type SmsLimit = 'phone' | 'customer' | 'address' | 'budget';

export type Allowance = { readonly ok: true } | { readonly ok: false; readonly limit: SmsLimit };

interface Counts {
  readonly phone: number;
  readonly customer: number;
  readonly address: number;
  readonly budget: number;
}

/** Serialises every send (they are few, and each is cheap next to the SMS it pays for). */
export async function lockSends(tx: Sql): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('sms:sends'))");
}

/** Whether one more text to `phone` for `requester` stays within every limit at `now`. */
export async function sendAllowance(
  sql: Sql,
  limits: SmsLimits,
  phone: PhoneKey,
  requester: Requester,
  now: number,
): Promise<Allowance> {
  const [counts] = await sql.query<Counts>(
    `SELECT count(*) FILTER (WHERE phone = $1 AND sent_at > $4)::int AS phone,
            count(*) FILTER (WHERE customer_id = $2 AND sent_at > $5)::int AS customer,
            count(*) FILTER (WHERE address = $3 AND sent_at > $5)::int AS address,
            count(*)::int AS budget
     FROM sms_sends WHERE sent_at > $6`,
    [
      phone,
      requester.customerId,
      requester.address,
      new Date(now - limits.phoneWindowMs),
      new Date(now - limits.clientWindowMs),
      new Date(now - SMS_BUDGET_WINDOW_MS),
    ],
  );
  if (counts === undefined) return { ok: true };
  if (counts.budget >= limits.dailyBudget) return { ok: false, limit: 'budget' };
  if (counts.phone >= limits.perPhone) return { ok: false, limit: 'phone' };
  if (requester.customerId !== null && counts.customer >= limits.perCustomer)
    return { ok: false, limit: 'customer' };
  if (counts.address >= limits.perAddress) return { ok: false, limit: 'address' };
  return { ok: true };
}

/** Inside a transaction holding lockSends: checks the limits and, within them, records the send. */
export async function reserveSend(
  tx: Sql,
  limits: SmsLimits,
  send: {
    readonly kind: SmsKind;
    readonly phone: PhoneKey;
    readonly requester: Requester;
    readonly at: number;
  },
): Promise<Allowance> {
  const allowance = await sendAllowance(tx, limits, send.phone, send.requester, send.at);
  if (!allowance.ok) return allowance;
  await tx.query(
    'INSERT INTO sms_sends (kind, phone, customer_id, address, sent_at) VALUES ($1, $2, $3, $4, $5)',
    [send.kind, send.phone, send.requester.customerId, send.requester.address, new Date(send.at)],
  );
  return allowance;
}
