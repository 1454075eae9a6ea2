// The blocklist check costs one hash whatever the list's length (issue 12 §1): order submit and SMS
// send are counted in bcrypt operations with 1, 1,000 and 100,000 entries. The list's extra entries
// share the imported list's salt, as a republished list does, with digests no one's entry gives.
import { randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../domain/messages.ts';
import type { PasswordHasher } from '../hashing/password-hasher.ts';
import {
  acceptedCart,
  customer,
  friedChicken,
  orderBodyFor,
  rejected,
  submitOrder,
} from '../ordering/testing/checkout-steps.ts';
import {
  type OrderingHarness,
  START_TIMEOUT_MS,
  startOrderingHarness,
} from '../ordering/testing/ordering-harness.ts';
import { loadSeed } from '../seed/load-seed.ts';
import { BLOCKLIST_SALT_KEY, blockEntry } from './blocklist-store.ts';
import { importSeed } from './import-seed.ts';

/** bcrypt in the test's thread, counting every hash and comparison. */
function countingHasher() {
  const counted = { operations: 0 };
  const hasher: PasswordHasher = {
    hash: (plain, costOrSalt) => {
      counted.operations += 1;
      return bcrypt.hash(plain, costOrSalt);
    },
    compare: (plain, hash) => {
      counted.operations += 1;
      return bcrypt.compare(plain, hash);
    },
  };
  return { hasher, counted };
}

const counting = countingHasher();
let h: OrderingHarness;
let seeded: string[] = [];
beforeAll(async () => {
  h = await startOrderingHarness(undefined, {
    passwords: counting.hasher,
    smsLimits: { perCustomer: 1_000, perAddress: 1_000 },
  });
  seeded = await hashesNow();
}, START_TIMEOUT_MS);
afterAll(() => h?.close());

const hashesNow = async () =>
  (await h.gateway.db.query<{ hash: string }>('SELECT hash FROM blocklist')).map((r) => r.hash);
const saltNow = async () =>
  (
    await h.gateway.db.query<{ value: string }>('SELECT value FROM seed_meta WHERE key = $1', [
      BLOCKLIST_SALT_KEY,
    ])
  )[0]?.value;

const B64 = './ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const digest = () => Array.from(randomBytes(31), (b) => B64[b & 63]).join('');

/** The seed's list with entries of its salt added up to `size`. */
async function listOf(size: number): Promise<void> {
  const salt = (seeded[0] ?? '').slice(0, 29);
  const extra = Array.from({ length: size - seeded.length }, () => `${salt}${digest()}`);
  await h.gateway.db.query('DELETE FROM blocklist');
  await h.gateway.db.query('INSERT INTO blocklist (hash) SELECT unnest($1::text[])', [[...seeded, ...extra]]);
}

async function operationsOf(work: () => Promise<unknown>): Promise<number> {
  const before = counting.counted.operations;
  await work();
  return counting.counted.operations - before;
}

let n = 0;
async function orderOperations(id = `one-hash-${++n}`, phone = `0104${String(n).padStart(7, '0')}`) {
  const who = await customer(h, id, { phone });
  const cart = await acceptedCart(h, who, 1001, [friedChicken()]);
  let reply: Awaited<ReturnType<typeof submitOrder>> | undefined;
  const operations = await operationsOf(async () => {
    reply = await submitOrder(h, who, orderBodyFor(who, cart));
  });
  return { operations, status: reply?.status, reply };
}

async function smsOperations(id = `one-hash-sms-${++n}`, phone = `0105${String(n).padStart(7, '0')}`) {
  const token = await h.token(id, false);
  let body: unknown;
  const operations = await operationsOf(async () => {
    body = (await h.call('sms.send', {}, { customer_id: id, phone, context: 'ORDER' }, { token })).body;
  });
  return { operations, body };
}

describe('the blocklist check costs one hash, whatever the list’s length (issue 12 §1)', () => {
  it('the seed import hashes the list with one salt, recorded with it', async () => {
    expect(seeded).toHaveLength(1);
    expect(seeded[0]?.slice(0, 29)).toBe(await saltNow());
  });

  it('order.submit and sms.send hash once with 1, 1,000 and 100,000 entries', async () => {
    for (const size of [1, 1_000, 100_000]) {
      // given a list of `size` entries
      await listOf(size);
      // when a customer who is not on it orders and asks for a code
      const order = await orderOperations();
      const sms = await smsOperations();
      // then each call hashed once
      expect({ size, order: [order.status, order.operations], sms: [sms.body, sms.operations] }).toEqual({
        size,
        order: [200, 1],
        sms: [expect.objectContaining({ result: 'success' }), 1],
      });
    }
  }, 120_000);

  it('still refuses the blocked customer among 100,000 entries, with one hash (spec 000 §5 "Blocked user")', async () => {
    await listOf(100_000);
    // (the SMS first: the order's set-up verifies the phone, and a verified phone is sent no code)
    const sms = await smsOperations('900099', '01099990000');
    expect(sms.body).toMatchObject({ result: 'banned_number' });
    expect(sms.operations).toBe(1);
    const order = await orderOperations('900099', '01099990000');
    expect(order.status).toBe(403);
    expect(order.reply === undefined ? [] : rejected(order.reply).errors).toEqual([
      ['error', messages.PAGE_LOAD_PROBLEM],
    ]);
    // (the SMS send hashed this customer's entry with the list's salt: the gateway remembers it)
    expect(order.operations).toBe(0);
  }, 60_000);

  it('checks a list imported before one salt with each entry’s own salt (one hash per entry)', async () => {
    // given a list of entries with salts of their own and no recorded salt
    const own = await Promise.all(
      [blockEntry('900097', '01099990002'), blockEntry('900099', '01099990000'), blockEntry('1', '2')].map(
        (entry) => bcrypt.hash(entry, 4),
      ),
    );
    await h.gateway.db.query('DELETE FROM seed_meta WHERE key = $1', [BLOCKLIST_SALT_KEY]);
    await h.gateway.db.query('DELETE FROM blocklist');
    await h.gateway.db.query('INSERT INTO blocklist (hash) SELECT unnest($1::text[])', [own]);
    // then the blocked member is still refused, and a check costs one hash per entry
    expect((await orderOperations('900099', '01099990000')).status).toBe(403);
    expect((await smsOperations()).operations).toBe(3);
  });

  it('a seed import republishes the list with a new salt (the salt rotates)', async () => {
    // given the seed imported again (a changed seed)
    const seed = await loadSeed('fixtures/seed');
    if (seed._tag === 'Left') throw new Error('the default seed does not load');
    await importSeed(h.gateway.db, seed.right, 'another-seed', 4, new Date(), counting.hasher);
    // then its one entry has a new salt, recorded, and still blocks
    const [hash] = await hashesNow();
    expect(hash?.slice(0, 29)).toBe(await saltNow());
    expect(hash?.slice(0, 29)).not.toBe(seeded[0]?.slice(0, 29));
    expect((await orderOperations('900099', '01099990000')).status).toBe(403);
    expect((await orderOperations()).operations).toBe(1);
  });
});
