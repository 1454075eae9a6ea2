// The blocked-user check (spec 000 §5 "Blocked user": a matching customer id and phone blocks
// checkout and cart loading). The list holds bcrypt hashes of `customerId:phone` at cost 10
// (spec 000 §9 "Blocklist hash cost | 10"), so it never ships the blocked people's numbers.
// A published list shares one salt (the gateway draws a new one each time it republishes), so a
// check hashes the customer's entry once with that salt and looks the digest up in a set: one hash
// whatever the list's length. A list whose entries have salts of their own still works, at one hash
// per distinct salt (a comparison per entry, as before).
// Decisions: the phone is compared as its digits only, so `010-1234-5678` matches `01012345678`;
// the customer id is compared exactly (trimmed). A hash that cannot be read matches nothing, and a
// failed check answers "not blocked": this is a courtesy gate in the client, the gateway decides.
import bcrypt from 'bcryptjs';
import type { Blocklist } from '../../domain/ports/gateway.ts';

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

/** bcrypt of `plain` with a given salt (`$2b$10$` and 22 characters); the cost is the salt's. */
export type SaltedHash = (plain: string, salt: string) => Promise<string>;

const bcryptSalted: SaltedHash = (plain, salt) => bcrypt.hash(plain, salt);

/** The published hashes grouped by salt, each group a set of digests; unreadable hashes left out. */
export type BlocklistIndex = ReadonlyMap<string, ReadonlySet<string>>;

export function blocklistIndex(hashes: readonly string[]): BlocklistIndex {
  const index = new Map<string, Set<string>>();
  for (const hash of hashes) {
    if (!BCRYPT_HASH.test(hash)) continue;
    const salt = hash.slice(0, SALT_LENGTH);
    const digests = index.get(salt) ?? new Set<string>();
    if (digests.size === 0) index.set(salt, digests);
    digests.add(hash.slice(SALT_LENGTH));
  }
  return index;
}

/**
 * The customer's entry hashed with each salt, in order: the digests a check looks up. One salt,
 * one hash. A salt bcrypt refuses gives '' (it matches nothing).
 */
export async function entryDigests(
  entry: string,
  salts: readonly string[],
  hash: SaltedHash = bcryptSalted,
): Promise<string[]> {
  const digests: string[] = [];
  for (const salt of salts) {
    try {
      digests.push((await hash(entry, salt)).slice(SALT_LENGTH));
    } catch {
      digests.push('');
    }
  }
  return digests;
}

/** Whether a digest computed for `salts[i]` is in that salt's group. */
export function inIndex(
  index: BlocklistIndex,
  salts: readonly string[],
  digests: readonly string[],
): boolean {
  return salts.some((salt, i) => {
    const digest = digests[i];
    return digest !== undefined && digest !== '' && index.get(salt)?.has(digest) === true;
  });
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
  if (entry === null || index.size === 0) return false;
  for (const [salt, digests] of index) {
    const [digest = ''] = await entryDigests(entry, [salt], hash);
    if (digest !== '' && digests.has(digest)) return true;
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
