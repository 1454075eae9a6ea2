// The blocked-user check (spec 000 §5 "Blocked user": a matching customer id and phone blocks
// checkout and cart loading). The list holds bcrypt hashes of `customerId:phone` at cost 10
// (spec 000 §9 "Blocklist hash cost | 10"), so it never ships the blocked people's numbers.
// Decisions: the phone is compared as its digits only, so `010-1234-5678` matches `01012345678`;
// the customer id is compared exactly (trimmed). A hash that cannot be read matches nothing, and a
// failed check answers "not blocked": this is a courtesy gate in the client, the gateway decides.
import bcrypt from 'bcryptjs';
import type { Blocklist } from '../../domain/ports/gateway.ts';

export const BLOCKLIST_HASH_COST = 10;

/** The text that is hashed: `customerId:digits`, or null when either part is empty. */
export function blockEntry(customerId: string, phone: string): string | null {
  const id = customerId.trim();
  const digits = phone.replace(/\D/g, '');
  return id === '' || digits === '' ? null : `${id}:${digits}`;
}

/** A blocklist entry for the customer, hashed at cost 10. */
export async function hashBlockEntry(customerId: string, phone: string): Promise<string | null> {
  const entry = blockEntry(customerId, phone);
  return entry === null ? null : bcrypt.hash(entry, BLOCKLIST_HASH_COST);
}

/** Whether any of the hashes is the customer's entry. Tries them in order, stops at a match. */
export async function matchesBlocklist(
  hashes: readonly string[],
  customerId: string,
  phone: string,
): Promise<boolean> {
  const entry = blockEntry(customerId, phone);
  if (entry === null) return false;
  for (const hash of hashes) {
    try {
      if (await bcrypt.compare(entry, hash)) return true;
    } catch {
      // An unreadable hash matches nothing.
    }
  }
  return false;
}

/** The check on the calling thread (the CLI, and the browser's fallback). */
export function bcryptBlocklist(hashes: readonly string[]): Blocklist {
  const list = [...hashes];
  return {
    isBlocked: (customerId, phone) => matchesBlocklist(list, customerId, phone).catch(() => false),
  };
}
