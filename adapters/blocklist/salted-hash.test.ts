import { describe, expect, it } from 'vitest';
import { REMEMBERED_DIGESTS, remembered, type SaltedHash } from './salted-hash.ts';

/** A stand-in for bcrypt (the digest names what it was made of), counting its calls. */
function countingHash(fail: (plain: string) => boolean = () => false) {
  const counted = { hashes: 0 };
  const hash: SaltedHash = (plain, salt) => {
    counted.hashes += 1;
    return fail(plain) ? Promise.reject(new Error('refused')) : Promise.resolve(`${salt}|${plain}`);
  };
  return { hash, counted };
}

describe('a blocklist digest is remembered per salt and entry', () => {
  it('hashes an entry once per salt: a second check is free, a new list’s salt is hashed anew', async () => {
    const { hash, counted } = countingHash();
    const digest = remembered(hash);
    expect(await digest('42:01012345678', 'salt-1')).toBe('salt-1|42:01012345678');
    expect(await digest('42:01012345678', 'salt-1')).toBe('salt-1|42:01012345678');
    expect(counted.hashes).toBe(1);
    expect(await digest('42:01012345678', 'salt-2')).toBe('salt-2|42:01012345678');
    expect(await digest('43:01012345678', 'salt-2')).toBe('salt-2|43:01012345678');
    expect(counted.hashes).toBe(3);
  });

  it('hashes once for checks of one entry at once', async () => {
    const { hash, counted } = countingHash();
    const digest = remembered(hash);
    const answers = await Promise.all([digest('a', 's'), digest('a', 's'), digest('a', 's')]);
    expect(answers).toEqual(['s|a', 's|a', 's|a']);
    expect(counted.hashes).toBe(1);
  });

  it('does not remember a failed hash', async () => {
    let failing = true;
    const { hash, counted } = countingHash(() => failing);
    const digest = remembered(hash);
    await expect(digest('a', 's')).rejects.toThrow('refused');
    failing = false;
    expect(await digest('a', 's')).toBe('s|a');
    expect(counted.hashes).toBe(2);
  });

  it('keeps one memory per hash function', async () => {
    const one = countingHash();
    const other = countingHash();
    expect(remembered(one.hash)).toBe(remembered(one.hash));
    await remembered(one.hash)('a', 's');
    await remembered(other.hash)('a', 's');
    expect([one.counted.hashes, other.counted.hashes]).toEqual([1, 1]);
  });

  it(`keeps the ${REMEMBERED_DIGESTS} most recently used digests`, async () => {
    const { hash, counted } = countingHash();
    const digest = remembered(hash);
    await digest('first', 's');
    for (let i = 0; i < REMEMBERED_DIGESTS - 1; i += 1) await digest(`entry-${i}`, 's');
    // the first is the least recently used but still held: the memory is full, not over
    await digest('first', 's');
    expect(counted.hashes).toBe(REMEMBERED_DIGESTS);
    // one more pushes out the least recently used (entry-0), not the first, which was just used
    await digest('one-more', 's');
    await digest('first', 's');
    expect(counted.hashes).toBe(REMEMBERED_DIGESTS + 1);
    await digest('entry-0', 's');
    expect(counted.hashes).toBe(REMEMBERED_DIGESTS + 2);
  });
});
