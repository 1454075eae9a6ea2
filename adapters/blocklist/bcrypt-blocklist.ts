// The blocked-user check (spec 000 §5 "Blocked user": a matching customer id and phone blocks
// checkout and cart loading). The list holds bcrypt hashes of `customerId:phone` at cost 10
// (spec 000 §9 "Blocklist hash cost | 10"), so it never ships the blocked people's numbers.
// A published list shares one salt (the gateway draws a new one each time it republishes), so a
// check hashes the customer's entry once with that salt and looks the digest up in a set: one hash
// whatever the list's length, and none for an entry hashed with that salt before (salted-hash.ts). A list whose entries have salts of their own still works, at one hash
// per distinct salt (a comparison per entry, as before).
// Decisions: the phone is compared as its digits only, so `010-1234-5678` matches `01012345678`;
// the customer id is compared exactly (trimmed). A hash that cannot be read matches nothing, and a
// failed check answers "not blocked": this is a courtesy gate in the client, the gateway decides.
import bcrypt from 'bcryptjs';
import type { Blocklist } from '../../domain/ports/gateway.ts';
import { remembered, type SaltedHash } from './salted-hash.ts';

export const BLOCKLIST_HASH_COST = 10;

/** A bcrypt hash: `$2b$10$`, 22 characters of salt, 31 of digest. */
const BCRYPT_HASH = /^\$2[abxy]\$\d\d\$[./A-Za-z0-9]{53}$/;
/** The salt part of a bcrypt hash, `$2b$10$` and 22 characters. */
export const BLOCKLIST_SALT_LENGTH = 29;
const SALT_LENGTH = BLOCKLIST_SALT_LENGTH;

/** The text that is hashed: `customerId:digits`, or null when either part is empty. */
export function blockEntry(customerId: string, phone: string): string | null {
  const id = customerId.trim();
  const digits = phone.replace(/\D/g, '');
  return id === '' || digits === '' ? null : `${id}:${digits}`;
}

const bcryptSalted: SaltedHash = (plain, salt) => bcrypt.hash(plain, salt);

/**
 * The published hashes as a set, with the salts they use (one for a published list). The hashes
 * are kept as given, not cut up, so that indexing a long list is cheap: a check looks up the whole
 * hash it computes (bcryptjs writes a salt back as it read it, as the gateway's bcryptjs made it).
 */
export interface BlocklistIndex {
  readonly salts: readonly string[];
  readonly hashes: ReadonlySet<string>;
}

export function blocklistIndex(list: readonly string[]): BlocklistIndex {
  const salts: string[] = [];
  const hashes = new Set<string>();
  let last = '\0';
  for (const hash of list) {
    if (!BCRYPT_HASH.test(hash)) continue;
    hashes.add(hash);
    if (hash.startsWith(last)) continue;
    last = hash.slice(0, SALT_LENGTH);
    if (!salts.includes(last)) salts.push(last);
  }
  return { salts, hashes };
}

/**
 * The customer's entry hashed with each salt, in order: the hashes a check looks up. One salt,
 * one hash, remembered for the next check. A salt bcrypt refuses gives '' (it matches nothing).
 */
export async function entryDigests(
  entry: string,
  salts: readonly string[],
  hash: SaltedHash = bcryptSalted,
): Promise<string[]> {
  const digests: string[] = [];
  const rememberedHash = remembered(hash);
  for (const salt of salts) {
    try {
      digests.push(await rememberedHash(entry, salt));
    } catch {
      digests.push('');
    }
  }
  return digests;
}

/** Whether any of the hashes computed for the customer's entry is on the list. */
export function inIndex(index: BlocklistIndex, digests: readonly string[]): boolean {
  return digests.some((digest) => digest !== '' && index.hashes.has(digest));
}

/** A blocklist entry for the customer, hashed at cost 10 with a salt of its own. */
export async function hashBlockEntry(customerId: string, phone: string): Promise<string | null> {
  const entry = blockEntry(customerId, phone);
  return entry === null ? null : bcrypt.hash(entry, BLOCKLIST_HASH_COST);
}

/** Whether the customer's entry is on the indexed list: one hash per salt of the list. */
export async function matchesIndex(
  index: BlocklistIndex,
  customerId: string,
  phone: string,
  hash: SaltedHash = bcryptSalted,
): Promise<boolean> {
  const entry = blockEntry(customerId, phone);
  if (entry === null) return false;
  for (const salt of index.salts) {
    if (inIndex(index, await entryDigests(entry, [salt], hash))) return true;
  }
  return false;
}

/** Whether any of the hashes is the customer's entry. */
export function matchesBlocklist(
  hashes: readonly string[],
  customerId: string,
  phone: string,
): Promise<boolean> {
  return matchesIndex(blocklistIndex(hashes), customerId, phone);
}

/** The check on the calling thread over an index built once (the CLI, and the browser's fallback). */
export function indexedBlocklist(index: BlocklistIndex, hash: SaltedHash = bcryptSalted): Blocklist {
  return {
    isBlocked: (customerId, phone) => matchesIndex(index, customerId, phone, hash).catch(() => false),
  };
}

/** The check on the calling thread. */
export function bcryptBlocklist(hashes: readonly string[], hash: SaltedHash = bcryptSalted): Blocklist {
  return indexedBlocklist(blocklistIndex(hashes), hash);
}
