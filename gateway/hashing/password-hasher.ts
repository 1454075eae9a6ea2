// Passwords and blocklist entries are bcrypt hashes. At cost 10 one hash or one comparison is tens
// of milliseconds of CPU, so the gateway does neither on its event loop: this is the port, and
// bcrypt-pool.ts the adapter that runs bcrypt on worker threads.

export interface PasswordHasher {
  /** With a cost, a fresh salt of that cost; with a salt (`$2b$10$` and 22 characters), that salt. */
  hash(plain: string, costOrSalt: number | string): Promise<string>;
  /** False for a hash that cannot be read, as for a wrong password. */
  compare(plain: string, hash: string): Promise<boolean>;
}

// Salt and digest of a random secret that was thrown away; under another cost prefix no known
// password matches them.
const DUMMY_SALT_AND_DIGEST = '3noKa3w2DZ8wA/HZKtp7auTghdLsfJibAoh2sWDxQFgsbLKJcGDH6';

/**
 * A well-formed bcrypt hash of the given cost that no password matches: compared when there is no
 * member (or no password) to compare with, it costs what a real comparison costs, so the time of
 * an answer does not tell whether an account exists.
 */
export function dummyHash(cost: number): string {
  return `$2b$${String(cost).padStart(2, '0')}$${DUMMY_SALT_AND_DIGEST}`;
}
