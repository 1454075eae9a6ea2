// The blocklist as the gateway keeps it: bcrypt hashes (cost 10) of `customerId:phoneDigits`, all
// made with the one salt the seed import drew (seed_meta 'blocklist_salt'; a new salt each time the
// list is republished). A check hashes each candidate entry once with that salt and looks the
// hashes up by the table's primary key: one hash per entry asked about, whatever the list's length.
// A list imported before entries shared a salt (no 'blocklist_salt') is checked with each entry's
// own salt: one hash per entry, as before, until the next import. The check itself, which remembers
// the hashes it made, is blocklist-check.ts.
import type { Sql } from './database.ts';

export const BLOCKLIST_SALT_KEY = 'blocklist_salt';
/** The salt part of a bcrypt hash: `$2b$10$` and 22 characters. */
const SALT_LENGTH = 29;

/** The canonical blocklist entry: the customer id and the phone's digits (spec 000 §5 "Blocked user"). */
export function blockEntry(customerId: string | number, phone: string): string {
  return `${customerId}:${phone.replace(/\D/g, '')}`;
}

/** Replaces the list: `hashes` made with `salt` ('' for an empty list). Inside the import's transaction. */
export async function writeBlocklist(tx: Sql, salt: string, hashes: readonly string[]): Promise<void> {
  await tx.query('DELETE FROM blocklist');
  await tx.query('INSERT INTO blocklist (hash) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING', [
    [...hashes],
  ]);
  await tx.query(
    'INSERT INTO seed_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value',
    [BLOCKLIST_SALT_KEY, hashes.length === 0 ? '' : salt],
  );
}

/** The salts a check hashes with: the list's one salt, or each entry's own for a list from before. */
export async function blocklistSalts(sql: Sql): Promise<string[]> {
  const [meta] = await sql.query<{ value: string }>('SELECT value FROM seed_meta WHERE key = $1', [
    BLOCKLIST_SALT_KEY,
  ]);
  if (meta !== undefined) return meta.value === '' ? [] : [meta.value];
  const rows = await sql.query<{ salt: string }>(
    `SELECT DISTINCT substr(hash, 1, ${SALT_LENGTH}) AS salt FROM blocklist ORDER BY salt`,
  );
  return rows.map((r) => r.salt);
}
