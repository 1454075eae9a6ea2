import bcrypt from 'bcryptjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { BLOCKLIST_HASH_COST, bcryptBlocklist, blockEntry, hashBlockEntry } from './bcrypt-blocklist.ts';
import type { SaltedHash } from './salted-hash.ts';

let hashes: string[] = [];

beforeAll(async () => {
  const entry = await hashBlockEntry('cust-42', '010-1234-5678');
  hashes = entry === null ? [] : [entry];
});

describe('the bcrypt blocklist', () => {
  it('hashes `customerId:digits` (spec 000 §1 "A hashing routine is used to compare the customer id and phone against a blocked-user list")', () => {
    expect(blockEntry(' cust-42 ', '010-1234-5678')).toBe('cust-42:01012345678');
    expect(blockEntry('cust-42', '010 1234 5678')).toBe('cust-42:01012345678');
    expect(blockEntry('', '01012345678')).toBeNull();
    expect(blockEntry('cust-42', '---')).toBeNull();
  });

  it('hashes at cost 10 (spec 000 §9 "Blocklist hash cost | 10")', () => {
    expect(BLOCKLIST_HASH_COST).toBe(10);
    expect(hashes).toHaveLength(1);
    for (const hash of hashes) expect(bcrypt.getRounds(hash)).toBe(10);
  });

  it('blocks the exact customer id and phone, the phone typed with or without hyphens (spec 000 §5 "Blocked user: a matching customer id and phone blocks checkout and cart loading")', async () => {
    const blocklist = bcryptBlocklist(hashes);
    expect(await blocklist.isBlocked('cust-42', '01012345678')).toBe(true);
    expect(await blocklist.isBlocked('cust-42', '010-1234-5678')).toBe(true);
  });

  it('does not block the same phone under another id, nor the same id with another phone (spec 000 §6 "Blocked customer (customer id and phone)")', async () => {
    const blocklist = bcryptBlocklist(hashes);
    expect(await blocklist.isBlocked('cust-43', '01012345678')).toBe(false);
    expect(await blocklist.isBlocked('cust-42', '01012345679')).toBe(false);
    expect(await blocklist.isBlocked('cust-4', '201012345678')).toBe(false);
  });

  it('lets an unreadable hash match nothing instead of failing (spec 000 §3 "corrupt ... data is dropped, not fatal"; decision)', async () => {
    const blocklist = bcryptBlocklist(['not-a-hash', '', ...hashes]);
    expect(await blocklist.isBlocked('cust-42', '01012345678')).toBe(true);
    expect(await bcryptBlocklist(['not-a-hash']).isBlocked('cust-42', '01012345678')).toBe(false);
    expect(await bcryptBlocklist([]).isBlocked('cust-42', '01012345678')).toBe(false);
  });
});

/** A published list: every entry hashed with one salt, as the gateway republishes it. */
async function published(entries: readonly (readonly [string, string])[]): Promise<string[]> {
  const salt = await bcrypt.genSalt(BLOCKLIST_HASH_COST);
  return Promise.all(entries.map(([id, phone]) => bcrypt.hash(blockEntry(id, phone) ?? '', salt)));
}

/** `hashes` filled up to `size` with entries of the same salt and digests no one's entry gives. */
function filledTo(hashes: readonly string[], size: number): string[] {
  const salt = (hashes[0] ?? '').slice(0, 29);
  const digest = (i: number) => i.toString(36).padStart(31, 'x');
  return [...hashes, ...Array.from({ length: size - hashes.length }, (_, i) => `${salt}${digest(i)}`)];
}

/** bcrypt with a given salt, counting the hashes. */
function countingHash() {
  const counted = { hashes: 0 };
  const hash: SaltedHash = (plain, salt) => {
    counted.hashes += 1;
    return bcrypt.hash(plain, salt);
  };
  return { hash, counted };
}

describe('a published list (one salt)', () => {
  it('blocks each of its entries and nobody else (spec 000 §5 "Blocked user")', async () => {
    const list = bcryptBlocklist(
      await published([
        ['900099', '01099990000'],
        ['900098', '01099990001'],
      ]),
    );
    expect(await list.isBlocked('900099', '010-9999-0000')).toBe(true);
    expect(await list.isBlocked('900098', '01099990001')).toBe(true);
    expect(await list.isBlocked('900098', '01099990000')).toBe(false);
    expect(await list.isBlocked('900001', '01099990001')).toBe(false);
  });

  it('costs one hash per check, whatever its length: 1, 1,000 or 100,000 entries (issue 12 §1)', async () => {
    // given the same published list at three lengths
    const real = await published([['900099', '01099990000']]);
    for (const size of [1, 1_000, 100_000]) {
      const { hash, counted } = countingHash();
      const list = bcryptBlocklist(filledTo(real, size), hash);
      // when a customer who is not on it and one who is are checked
      const other = await list.isBlocked('900001', '01012345678');
      const blocked = await list.isBlocked('900099', '01099990000');
      // then each check hashed once
      expect([size, other, blocked, counted.hashes]).toEqual([size, false, true, 2]);
    }
  });

  it('remembers a customer’s check: the same list again costs no hash, a republished one is hashed', async () => {
    // given a customer checked against the list once
    const { hash, counted } = countingHash();
    const list = await published([['900099', '01099990000']]);
    expect(await bcryptBlocklist(list, hash).isBlocked('900099', '010-9999-0000')).toBe(true);
    expect(await bcryptBlocklist(list, hash).isBlocked('900001', '010-9999-0000')).toBe(false);
    expect(counted.hashes).toBe(2);
    // when both are checked again, over the same list fetched again
    expect(await bcryptBlocklist(list, hash).isBlocked('900099', '01099990000')).toBe(true);
    expect(await bcryptBlocklist(list, hash).isBlocked('900001', '01099990000')).toBe(false);
    // then no hash was made
    expect(counted.hashes).toBe(2);
    // and a republished list (a new salt, now blocking 900001) is hashed and answered by
    const republished = await published([['900001', '01099990000']]);
    expect(await bcryptBlocklist(republished, hash).isBlocked('900001', '01099990000')).toBe(true);
    expect(await bcryptBlocklist(republished, hash).isBlocked('900099', '01099990000')).toBe(false);
    expect(counted.hashes).toBe(4);
  });

  it('falls back to one hash per salt when its entries have salts of their own (a list published before one salt)', async () => {
    const own = await Promise.all([
      hashBlockEntry('900097', '01099990002'),
      hashBlockEntry('900098', '01099990001'),
      hashBlockEntry('900099', '01099990000'),
    ]);
    const { hash, counted } = countingHash();
    const list = bcryptBlocklist(
      own.map((h) => h ?? ''),
      hash,
    );
    expect(await list.isBlocked('900001', '01012345678')).toBe(false);
    expect(counted.hashes).toBe(3);
    expect(await list.isBlocked('900099', '01099990000')).toBe(true);
  });
});
