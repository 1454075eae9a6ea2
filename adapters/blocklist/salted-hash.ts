// The one bcrypt a client's blocklist check costs, and its memory. bcrypt with a given salt is a
// function of the entry and the salt alone, and the salt is the list's version (the gateway draws a
// new one each time it republishes the list), so a digest is remembered per (salt, customer id and
// phone): the same customer's next check against the same list costs no bcrypt, while a new list,
// with its new salt, is hashed anew (what was remembered of the old one is never asked again and
// leaves the memory as it fills). The memory is bounded (least recently used first out) and kept
// per hash function: the CLI's hashing thread and the browser's worker have one each for their
// process, and a test's own function starts empty. A Map kept in order of use serves as the LRU:
// the lru-cache package the gateway uses weighed 6 KB in the browser's blocklist chunk.

/** bcrypt of `plain` with a given salt (`$2b$10$` and 22 characters); the cost is the salt's. */
export type SaltedHash = (plain: string, salt: string) => Promise<string>;

/** Digests remembered per hash function: a customer's few checks, or a load run's recent customers. */
export const REMEMBERED_DIGESTS = 1_000;

const memories = new WeakMap<SaltedHash, SaltedHash>();

/** `hash`, remembering its digests (the promise, so checks at once of one entry hash it once). */
export function remembered(hash: SaltedHash): SaltedHash {
  const known = memories.get(hash);
  if (known !== undefined) return known;
  // in order of use: the first key is the least recently used
  const digests = new Map<string, Promise<string>>();
  const remembering: SaltedHash = (plain, salt) => {
    const key = `${salt}\n${plain}`;
    const digest = digests.get(key);
    if (digest !== undefined) {
      digests.delete(key);
      digests.set(key, digest);
      return digest;
    }
    const made = hash(plain, salt);
    digests.set(key, made);
    if (digests.size > REMEMBERED_DIGESTS) digests.delete(digests.keys().next().value as string);
    // a failed hash is not remembered: the next check tries again
    made.catch(() => digests.delete(key));
    return made;
  };
  memories.set(hash, remembering);
  return remembering;
}
