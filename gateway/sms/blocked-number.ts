// Is this phone on the blocklist? The blocklist holds bcrypt hashes of "customer id:phone" pairs
// (spec 000 §5 "Blocked user"), so a phone alone cannot be looked up: the pair is tried for the
// customer who asks and for every member registered with that phone (which also catches a blocked
// member's phone at join, where there is no customer id yet). Each pair costs one hash on the
// hasher's worker threads, whatever the list's length, the first time the gateway checks it with
// the list's salt (db/blocklist-check.ts); callers ask this after their cheap checks.
import type { BlocklistCheck } from '../db/blocklist-check.ts';
import type { Sql } from '../db/database.ts';

export async function isBlockedNumber(
  sql: Sql,
  blocklist: BlocklistCheck,
  phone: string,
  customerId: string | null,
): Promise<boolean> {
  const [any] = await sql.query('SELECT 1 FROM blocklist LIMIT 1');
  if (any === undefined) return false;
  const members = await sql.query<{ customer_id: string }>(
    'SELECT customer_id FROM members WHERE phone = $1',
    [phone],
  );
  const candidates = new Set([
    ...(customerId === null ? [] : [customerId]),
    ...members.map((m) => m.customer_id),
  ]);
  return blocklist.anyBlocked(sql, [...candidates], phone);
}
