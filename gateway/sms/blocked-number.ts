// Is this phone on the blocklist? The blocklist holds bcrypt hashes of "customer id:phone" pairs
// (spec 000 §5 "Blocked user"), so a phone alone cannot be looked up: the pair is tried for the
// customer who asks and for every member registered with that phone (which also catches a blocked
// member's phone at join, where there is no customer id yet). The comparisons run on the hasher's
// worker threads; callers ask this after their cheap checks.
import type { Sql } from '../db/database.ts';
import { blockEntry } from '../db/import-seed.ts';
import type { PasswordHasher } from '../hashing/password-hasher.ts';

export async function isBlockedNumber(
  sql: Sql,
  passwords: PasswordHasher,
  phone: string,
  customerId: string | null,
): Promise<boolean> {
  const hashes = (await sql.query<{ hash: string }>('SELECT hash FROM blocklist')).map((r) => r.hash);
  if (hashes.length === 0) return false;
  const members = await sql.query<{ customer_id: string }>(
    'SELECT customer_id FROM members WHERE phone = $1',
    [phone],
  );
  const candidates = new Set([
    ...(customerId === null ? [] : [customerId]),
    ...members.map((m) => m.customer_id),
  ]);
  for (const candidate of candidates) {
    const entry = blockEntry(candidate, phone);
    for (const hash of hashes) if (await passwords.compare(entry, hash)) return true;
  }
  return false;
}
