import bcrypt from 'bcryptjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { BLOCKLIST_HASH_COST, bcryptBlocklist, blockEntry, hashBlockEntry } from './bcrypt-blocklist.ts';

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
