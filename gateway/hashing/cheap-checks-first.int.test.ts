// Requests that will be refused for a cheap reason are refused before any bcrypt work: the
// blocklist's comparisons come after the order's, the cart's and the SMS send's own checks.
import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../domain/messages.ts';
import {
  acceptedCart,
  customer,
  friedChicken,
  orderBodyFor,
  product,
  rejected,
  submitCart,
  submitOrder,
} from '../ordering/testing/checkout-steps.ts';
import {
  type OrderingHarness,
  START_TIMEOUT_MS,
  startOrderingHarness,
} from '../ordering/testing/ordering-harness.ts';
import type { PasswordHasher } from './password-hasher.ts';

/** bcrypt in the test's thread, counting comparisons and hashes with a given salt (the blocklist's). */
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

const counting = countingHasher();
let h: OrderingHarness;
beforeAll(async () => {
  h = await startOrderingHarness(undefined, { passwords: counting.hasher });
}, START_TIMEOUT_MS);
afterAll(() => h?.close());

/** The comparisons `work` caused. */
async function comparesOf(work: () => Promise<unknown>): Promise<number> {
  const before = counting.counted.compares;
  await work();
  return counting.counted.compares - before;
}

describe('cheap checks come before bcrypt', () => {
  it('an order submit refused for an unverified phone compares no hash', async () => {
    // given a guest whose phone is not verified, with an accepted cart
    const guest = await customer(h, 'cheap-unverified', { phone: '01055551111', verified: false });
    const cart = await acceptedCart(h, guest, 1001, [friedChicken()]);
    // when it submits the order
    let reply: Awaited<ReturnType<typeof submitOrder>> | undefined;
    const compares = await comparesOf(async () => {
      reply = await submitOrder(h, guest, orderBodyFor(guest, cart));
    });
    // then it is refused for the phone, without a blocklist comparison
    expect(reply === undefined ? [] : rejected(reply).errors).toEqual([
      ['phone', messages.PHONE_NOT_VERIFIED],
    ]);
    expect(compares).toBe(0);
  });

  it('an order submit with a wrong total compares no hash; a placeable one asks the blocklist', async () => {
    const guest = await customer(h, 'cheap-total', { phone: '01055552222' });
    const cart = await acceptedCart(h, guest, 1001, [friedChicken()]);
    const wrongTotal = await comparesOf(() => submitOrder(h, guest, orderBodyFor(guest, cart, { total: 1 })));
    expect(wrongTotal).toBe(0);
    const right = await comparesOf(() => submitOrder(h, guest, orderBodyFor(guest, cart)));
    expect(right).toBeGreaterThan(0);
  });

  it('a member’s cart with an item off the menu compares no hash', async () => {
    // given a member with a phone (the cart checks a member's own phone against the blocklist)
    const member = await customer(h, '900001', { member: true });
    // when the cart names an item the restaurant does not sell
    const compares = await comparesOf(() => submitCart(h, member, 1001, [product(9_999_999, 1)]));
    // then no comparison was needed to refuse it
    expect(compares).toBe(0);
  });

  it('an SMS send at its limit, or for a phone already verified, compares no hash', async () => {
    const token = await h.token('cheap-sms-guest', false);
    const send = (phone: string) =>
      h.call('sms.send', {}, { customer_id: 'cheap-sms-guest', phone, context: 'ORDER' }, { token });
    // given a phone that was sent its five codes
    const phone = '01055553333';
    for (let i = 0; i < 5; i++) expect((await send(phone)).status).toBe(200);
    // when a sixth is asked for, and a code for a verified phone
    await h.verifyPhone('01055554444', 'cheap-sms-guest');
    let limited = 0;
    let verified: unknown;
    const compares = await comparesOf(async () => {
      limited = (await send(phone)).status;
      verified = (await send('01055554444')).body;
    });
    // then both are refused without a blocklist comparison
    expect(limited).toBe(429);
    expect(verified).toMatchObject({ result: 'dup_veri_trial' });
    expect(compares).toBe(0);
  });
});
