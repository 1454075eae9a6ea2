// The blocklist check of one gateway, remembering the bcrypt work it did. An entry's hash depends
// only on the entry and the list's salt, so the hash of each (customer id, phone, salt) is kept in
// a bounded LRU: a customer's second order or SMS with the same phone costs no bcrypt. The salt is
// the list's version (a new one at each seed import, blocklist-store.ts), and it is read from the
// database with every check, in the very statement that looks the hashes up: a list imported by
// another gateway process on the same PostgreSQL is seen at once, and a new salt forgets every
// remembered hash. A list from before the shared salt (one salt per entry) is checked as before,
// its hashes remembered the same way. A guest made under the current list (its id drawn after the
// list was published: member/anonymous-customers.ts) cannot be on it and costs no hash at all.
import { LRUCache } from 'lru-cache';
import type { PasswordHasher } from '../hashing/password-hasher.ts';
import { BLOCKLIST_SALT_KEY, blockEntry, blocklistSalts } from './blocklist-store.ts';
import type { Sql } from './database.ts';

/** Entries remembered: about 150 bytes each, so at most a couple of MB. */
export const REMEMBERED_ENTRIES = 10_000;

export interface BlocklistCheck {
  /**
   * Whether any of the customers is on the blocklist with the phone: one hash per customer and salt
   * not hashed before, on the hasher's worker threads, and none for a guest made under the current
   * list; callers ask this after their cheap checks.
   */
  anyBlocked(sql: Sql, customerIds: readonly string[], phone: string): Promise<boolean>;
}

/** Of the customers, those that may be on the current list: all but the guests made under it. */
async function mayBeListed(sql: Sql, customerIds: readonly string[]): Promise<string[]> {
  const guests = customerIds.filter((id) => id.startsWith('anon-'));
  if (guests.length === 0) return [...customerIds];
  const madeUnder = await sql.query<{ customer_id: string }>(
    `SELECT customer_id FROM anonymous_customers
     WHERE customer_id = ANY($1::text[]) AND blocklist_salt = (SELECT value FROM seed_meta WHERE key = $2)`,
    [guests, BLOCKLIST_SALT_KEY],
  );
  const unlisted = new Set(madeUnder.map((r) => r.customer_id));
  return customerIds.filter((id) => !unlisted.has(id));
}

export function blocklistCheck(passwords: PasswordHasher, max: number = REMEMBERED_ENTRIES): BlocklistCheck {
  if (!Number.isInteger(max) || max < 1) throw new Error(`a blocklist memory of ${max} entries`);
  // The promise is kept, so that checks of one entry at once hash it once.
  const hashes = new LRUCache<string, Promise<string>>({ max });
  /** The salts the remembered hashes were made with: the list's version as last read. */
  let version: readonly string[] = [];

  const keyOf = (salt: string, entry: string) => `${salt}\n${entry}`;
  const hashOf = (entry: string, salt: string): Promise<string> => {
    const key = keyOf(salt, entry);
    const known = hashes.get(key);
    if (known !== undefined) return known;
    const made = passwords.hash(entry, salt);
    hashes.set(key, made);
    made.catch(() => hashes.delete(key));
    return made;
  };

  /** With every hash remembered under the one salt last read: one statement, the salt read with the lookup. */
  async function remembered(sql: Sql, entries: readonly string[]): Promise<boolean | null> {
    const [salt] = version;
    if (version.length !== 1 || salt === undefined) return null;
    if (!entries.every((entry) => hashes.has(keyOf(salt, entry)))) return null;
    const digests = await Promise.all(entries.map((entry) => hashOf(entry, salt)));
    const [row] = await sql.query<{ salt: string | null; found: boolean }>(
      `SELECT (SELECT value FROM seed_meta WHERE key = $1) AS salt,
              EXISTS (SELECT 1 FROM blocklist WHERE hash = ANY($2::text[])) AS found`,
      [BLOCKLIST_SALT_KEY, digests],
    );
    return row?.salt === salt ? row.found : null;
  }

  return {
    async anyBlocked(sql, customerIds, phone) {
      const entries = (await mayBeListed(sql, customerIds)).map((id) => blockEntry(id, phone));
      if (entries.length === 0) return false;
      const known = await remembered(sql, entries);
      if (known !== null) return known;
      const salts = await blocklistSalts(sql);
      if (salts.join('\n') !== version.join('\n')) {
        hashes.clear(); // a new list: nothing remembered of the old one answers for it
        version = salts;
      }
      for (const salt of salts) {
        const digests = await Promise.all(entries.map((entry) => hashOf(entry, salt)));
        const found = await sql.query('SELECT 1 FROM blocklist WHERE hash = ANY($1::text[]) LIMIT 1', [
          digests,
        ]);
        if (found.length > 0) return true;
      }
      return false;
    },
  };
}
