// The blocklist check remembers the hashes it made (issue "Instant and light" §5): a customer's
// second order with the same phone costs no bcrypt; a republished list (a seed import: a new salt)
// is hashed again, by this gateway and by another on the same database, which finds the new list
// only through the database, as a second `jumun serve` process on one PostgreSQL server does.
import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PasswordHasher } from '../hashing/password-hasher.ts';
import {
  acceptedCart,
  type Customer,
  customer,
  friedChicken,
  orderBodyFor,
  submitOrder,
} from '../ordering/testing/checkout-steps.ts';
import {
  type OrderingHarness,
  orderingHarnessOf,
  START_TIMEOUT_MS,
  startOrderingHarness,
} from '../ordering/testing/ordering-harness.ts';
import { secondGateway } from '../ordering/testing/second-gateway.ts';
import { loadSeed } from '../seed/load-seed.ts';
import type { RunningGateway } from '../start.ts';
import { freshDatabase, serverUrl, startTestGateway, TEST_NOW } from '../testing/test-gateway.ts';
import { blocklistCheck } from './blocklist-check.ts';
import { blockEntry, writeBlocklist } from './blocklist-store.ts';
import { importSeed } from './import-seed.ts';

/** bcrypt in the test's thread, counting the comparisons: hashes with a given salt, and compares. */
function countingHasher() {
  const counted = { compares: 0 };
  const hasher: PasswordHasher = {
    hash: (plain, costOrSalt) => {
      if (typeof costOrSalt === 'string') counted.compares += 1;
      return bcrypt.hash(plain, costOrSalt);
    },
    compare: (plain, hash) => {
      counted.compares += 1;
      return bcrypt.compare(plain, hash);
    },
  };
  return { hasher, counted };
}

const first = countingHasher();
const second = countingHasher();
let h: OrderingHarness;
let other: RunningGateway;
let h2: OrderingHarness;
beforeAll(async () => {
  h = await startOrderingHarness(undefined, { passwords: first.hasher });
  other = await secondGateway(h.gateway, { now: () => Date.parse(TEST_NOW) }, {}, second.hasher);
  h2 = await orderingHarnessOf(other);
}, START_TIMEOUT_MS);
afterAll(async () => {
  await other?.close();
  await h?.close();
});

/** An order of `who` through `via`: its status and the bcrypt comparisons `counting` saw meanwhile. */
async function order(via: OrderingHarness, counting: { counted: { compares: number } }, who: Customer) {
  const cart = await acceptedCart(via, who, 1001, [friedChicken()]);
  const before = counting.counted.compares;
  const reply = await submitOrder(via, who, orderBodyFor(who, cart));
  return { status: reply.status, compares: counting.counted.compares - before };
}

/** The list republished with a new salt, holding `entries`, as an import in another process does. */
async function republish(entries: readonly string[]): Promise<void> {
  const salt = await bcrypt.genSalt(4);
  const hashes = await Promise.all(entries.map((entry) => bcrypt.hash(entry, salt)));
  await h.gateway.db.transaction((tx) => writeBlocklist(tx, salt, hashes));
}

const BLOCKED = blockEntry('900099', '01099990000');

describe('the blocklist check remembers its hashes per customer, phone and list', () => {
  it('a customer’s second order with the same phone makes no bcrypt comparison', async () => {
    // given a customer who ordered once (one comparison: the blocklist's hash)
    const who = await customer(h, 'memo-again', { phone: '01033330001' });
    expect(await order(h, first, who)).toEqual({ status: 200, compares: 1 });
    // when the same customer orders again with the same phone
    // then no comparison is made, and the order is placed
    expect(await order(h, first, who)).toEqual({ status: 200, compares: 0 });
    // nor for the SMS code of that pair
    const before = first.counted.compares;
    const sms = await h.call(
      'sms.send',
      {},
      { customer_id: who.id, phone: who.phone, context: 'ORDER' },
      { token: who.token },
    );
    expect(sms.status).toBe(200);
    expect(first.counted.compares - before).toBe(0);
  });

  it('another phone of the customer, or the phone for another customer, is hashed', async () => {
    const who = await customer(h, 'memo-phones', { phone: '01033330002' });
    expect(await order(h, first, who)).toEqual({ status: 200, compares: 1 });
    const otherPhone = await customer(h, 'memo-phones', { phone: '01033330003' });
    expect(await order(h, first, otherPhone)).toEqual({ status: 200, compares: 1 });
    const otherCustomer = await customer(h, 'memo-phones-2', { phone: '01033330002' });
    expect(await order(h, first, otherCustomer)).toEqual({ status: 200, compares: 1 });
  });

  it('the blocked customer stays refused when remembered (spec 000 §5 "Blocked user")', async () => {
    const blocked = await customer(h, '900099', { phone: '01099990000' });
    expect(await order(h, first, blocked)).toEqual({ status: 403, compares: 1 });
    expect(await order(h, first, blocked)).toEqual({ status: 403, compares: 0 });
  });

  it('a new seed import makes the next check hash again, with the new list’s salt', async () => {
    // given a customer remembered, and the blocked one
    const who = await customer(h, 'memo-import', { phone: '01033330004' });
    await order(h, first, who);
    expect(await order(h, first, who)).toEqual({ status: 200, compares: 0 });
    // when the seed is imported again (a new salt)
    const seed = await loadSeed('fixtures/seed');
    if (seed._tag === 'Left') throw new Error('the default seed does not load');
    await importSeed(h.gateway.db, seed.right, 'memo-import-seed', 4, new Date(), first.hasher);
    // then the next check of each hashes again, and answers by the new list
    expect(await order(h, first, who)).toEqual({ status: 200, compares: 1 });
    const blocked = await customer(h, '900099', { phone: '01099990000' });
    expect(await order(h, first, blocked)).toEqual({ status: 403, compares: 1 });
    expect(await order(h, first, who)).toEqual({ status: 200, compares: 0 });
  });

  it('a list republished through the database is what another gateway answers by, at once', async () => {
    // given a customer the second gateway let order, remembered there
    const late = await customer(h2, 'memo-late', { phone: '01033330005' });
    expect(await order(h2, second, late)).toEqual({ status: 200, compares: 1 });
    expect(await order(h2, second, late)).toEqual({ status: 200, compares: 0 });
    // when the first gateway's database gets a list that blocks that customer (a new salt)
    await republish([BLOCKED, blockEntry('memo-late', '01033330005')]);
    // then the second gateway refuses the customer on its next order, having hashed again
    expect(await order(h2, second, late)).toEqual({ status: 403, compares: 1 });
    expect(await order(h, first, late)).toMatchObject({ status: 403 });
    // and a list that no longer blocks the customer lets it order again, on both
    await republish([BLOCKED]);
    expect(await order(h2, second, late)).toEqual({ status: 200, compares: 1 });
    expect(await order(h, first, late)).toMatchObject({ status: 200 });
  });

  it('an empty list blocks no one and hashes nothing', async () => {
    await republish([]);
    const who = await customer(h, 'memo-empty', { phone: '01033330006' });
    expect(await order(h, first, who)).toEqual({ status: 200, compares: 0 });
  });
});

describe('a guest made under the current list is not on it', () => {
  /** A guest as the gateway makes one (member.anonymous-customer), its phone verified. */
  async function newGuest(phone: string): Promise<Customer> {
    const reply = await h.call('member.anonymous-customer', {}, { device_id: 'memo-device' });
    const { customer_id } = reply.body as { customer_id: string };
    return customer(h, customer_id, { phone });
  }

  it('costs no bcrypt comparison at its SMS send or its order', async () => {
    await republish([BLOCKED]);
    const guest = await newGuest('01033330007');
    const before = first.counted.compares;
    const sms = await h.call(
      'sms.send',
      {},
      { customer_id: guest.id, phone: '01033330008', context: 'ORDER' },
      { token: guest.token },
    );
    expect(sms.body).toMatchObject({ result: 'success' });
    expect(first.counted.compares - before).toBe(0);
    expect(await order(h, first, guest)).toEqual({ status: 200, compares: 0 });
  });

  it('is checked, and refused, once a list published after it names it (a new salt)', async () => {
    const guest = await newGuest('01033330009');
    expect(await order(h, first, guest)).toEqual({ status: 200, compares: 0 });
    await republish([BLOCKED, blockEntry(guest.id, guest.phone)]);
    expect(await order(h, first, guest)).toEqual({ status: 403, compares: 1 });
    expect(await order(h2, second, guest)).toMatchObject({ status: 403 });
  });

  it('a guest from before the gateway recorded the list it was made under is hashed', async () => {
    await h.gateway.db.query('INSERT INTO anonymous_customers (customer_id, created_at) VALUES ($1, now())', [
      'anon-00000000000000aa',
    ]);
    const guest = await customer(h, 'anon-00000000000000aa', { phone: '01033330010' });
    expect(await order(h, first, guest)).toEqual({ status: 200, compares: 1 });
  });
});

describe.runIf(serverUrl !== null)('two gateways on one database, on a PostgreSQL server', () => {
  // each with its own connections and its own memory, as two `jumun serve` processes have
  const one = countingHasher();
  const two = countingHasher();
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let gateways: RunningGateway[] = [];
  let a: OrderingHarness;
  let b: OrderingHarness;
  beforeAll(async () => {
    database = await freshDatabase(serverUrl ?? '');
    const first = await startTestGateway({ db: database.url, passwords: one.hasher }, { fresh: false });
    const second = await startTestGateway({ db: database.url, passwords: two.hasher }, { fresh: false });
    gateways = [first, second];
    a = await orderingHarnessOf(first);
    b = await orderingHarnessOf(second);
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    for (const gateway of gateways) await gateway.close();
    await database?.drop();
  });

  it('a list republished through one is what the other answers by, at its next check', async () => {
    const who = await customer(a, 'memo-pg', { phone: '01033330011' });
    expect(await order(b, two, who)).toEqual({ status: 200, compares: 1 });
    expect(await order(b, two, who)).toEqual({ status: 200, compares: 0 });
    // the first gateway's database gets a list naming the customer (as its import would write it)
    const salt = await bcrypt.genSalt(4);
    const hashes = await Promise.all(
      [BLOCKED, blockEntry('memo-pg', '01033330011')].map((entry) => bcrypt.hash(entry, salt)),
    );
    await a.gateway.db.transaction((tx) => writeBlocklist(tx, salt, hashes));
    expect(await order(b, two, who)).toEqual({ status: 403, compares: 1 });
    expect(await order(a, one, who)).toMatchObject({ status: 403 });
  });
});

describe('the memory is bounded', () => {
  it('keeps the most recent entries of its size, hashing a forgotten one again', async () => {
    // given a check that remembers two entries, over the gateway's database
    const counting = countingHasher();
    const check = blocklistCheck(counting.hasher, 2);
    await republish([BLOCKED]);
    const checkOf = (customerId: string) => check.anyBlocked(h.gateway.db, [customerId], '01099990000');
    expect(await checkOf('a')).toBe(false);
    expect(await checkOf('b')).toBe(false);
    expect(await checkOf('a')).toBe(false);
    expect(counting.counted.compares).toBe(2);
    // when a third entry comes, the least recently used (b) is forgotten
    expect(await checkOf('900099')).toBe(true);
    expect(await checkOf('a')).toBe(false);
    expect(counting.counted.compares).toBe(3);
    expect(await checkOf('b')).toBe(false);
    expect(counting.counted.compares).toBe(4);
  });

  it('refuses a memory of no entries', () => {
    expect(() => blocklistCheck(countingHasher().hasher, 0)).toThrow('a blocklist memory of 0 entries');
  });
});
