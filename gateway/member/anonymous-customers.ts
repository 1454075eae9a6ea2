// A guest's customer id: `anon-` and 64 random bits, drawn by the gateway and stored with the
// blocklist's salt of that moment (read in the same statement). The list under that salt was
// published before the id existed, so it cannot hold it: the blocked-user check of a guest made
// under the current list costs no bcrypt (db/blocklist-check.ts). A list published later, naming
// the guest, comes with a new salt, and the guest is checked as anyone is.
import { randomBytes } from 'node:crypto';
import { BLOCKLIST_SALT_KEY } from '../db/blocklist-store.ts';
import type { Sql } from '../db/database.ts';

export async function newAnonymousCustomer(sql: Sql, at: Date): Promise<string> {
  const customerId = `anon-${randomBytes(8).toString('hex')}`;
  await sql.query(
    `INSERT INTO anonymous_customers (customer_id, created_at, blocklist_salt)
     VALUES ($1, $2, (SELECT value FROM seed_meta WHERE key = $3))`,
    [customerId, at, BLOCKLIST_SALT_KEY],
  );
  return customerId;
}
