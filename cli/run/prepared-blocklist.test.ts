import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { bcryptBlocklist } from '../../adapters/blocklist/bcrypt-blocklist.ts';
import type { SaltedHash } from '../../adapters/blocklist/salted-hash.ts';
import type { ServiceInfo } from '../../domain/ports/content-queries.ts';
import type { GatewayResult } from '../../domain/ports/gateway-failure.ts';
import { threadHash } from './hash-thread.ts';
import { preparedBlocklist } from './prepared-blocklist.ts';

const info = (blocked: string[]): GatewayResult<ServiceInfo> => ({
  ok: true,
  value: { promotion_banners: [], max_sms_verification_time: 5, blocked_customers: blocked },
});
const salt = bcrypt.genSaltSync(4);
const blocked = bcrypt.hashSync('900099:01099990000', salt);

/** A blocklist over the list whose hashes are counted (on the hashing thread). */
function counted(list: string[]) {
  const seen = { fetches: 0, hashes: 0 };
  const hash: SaltedHash = (plain, s) => {
    seen.hashes += 1;
    return threadHash(plain, s);
  };
  const blocklist = preparedBlocklist(
    () => {
      seen.fetches += 1;
      return Promise.resolve(info(list));
    },
    (hashes) => bcryptBlocklist(hashes, hash),
  );
  return { blocklist, seen };
}

describe('the CLI blocklist, prepared ahead of the check (spec 000 §5 "Blocked user")', () => {
  it('answers the check from the hash it started when prepared: one fetch, one hash', async () => {
    const { blocklist, seen } = counted([blocked]);
    blocklist.prepare('900099', '010-9999-0000');
    expect(seen.fetches).toBe(1);
    expect(await blocklist.isBlocked('900099', '010-9999-0000')).toBe(true);
    expect(await blocklist.isBlocked('900099', '010-9999-0000')).toBe(true);
    expect(seen).toEqual({ fetches: 1, hashes: 1 });
    expect(await blocklist.isBlocked('900001', '010-9999-0000')).toBe(false);
    expect(seen).toEqual({ fetches: 1, hashes: 2 });
  });

  it('checks a customer it was not prepared for, and one whose phone changed', async () => {
    const { blocklist } = counted([blocked]);
    blocklist.prepare('900099', '010-1111-2222');
    expect(await blocklist.isBlocked('900099', '010-9999-0000')).toBe(true);
    expect(await blocklist.isBlocked('900099', '010-1111-2222')).toBe(false);
  });

  it('keeps nothing from a list it could not fetch: not blocked meanwhile, fetched again next time', async () => {
    let fetches = 0;
    const blocklist = preparedBlocklist(() => {
      fetches += 1;
      return Promise.resolve(fetches === 1 ? { ok: false, failure: { kind: 'timeout' } } : info([blocked]));
    });
    blocklist.prepare('900099', '01099990000');
    expect(await blocklist.isBlocked('900099', '01099990000')).toBe(false);
    expect(await blocklist.isBlocked('900099', '01099990000')).toBe(true);
    expect(fetches).toBe(2);
  });

  it('a fetch that throws blocks nobody', async () => {
    const blocklist = preparedBlocklist(() => Promise.reject(new Error('gone')));
    expect(await blocklist.isBlocked('900099', '01099990000')).toBe(false);
  });
});

describe('bcrypt on the hashing thread', () => {
  it('gives what bcrypt gives on this thread, for several hashes at once', async () => {
    const plains = ['a:01000000000', 'b:01011112222', 'c:01099990000'];
    const digests = await Promise.all(plains.map((p) => threadHash(p, salt)));
    expect(digests).toEqual(plains.map((p) => bcrypt.hashSync(p, salt)));
  });

  it('refuses a salt bcrypt refuses, as bcrypt does', async () => {
    await expect(threadHash('a:01000000000', 'not a salt')).rejects.toThrow();
  });
});
