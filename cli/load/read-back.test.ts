import { describe, expect, it } from 'vitest';
import type { SubmittedOrder } from './load-recorder.ts';
import { type ReadAnswer, readBackOk, readBackOrders } from './read-back.ts';

const order = (n: string, key: string | null, token = `tok-${n}`, paymentAmount = 41000): SubmittedOrder => ({
  orderNumber: n,
  total: 41000,
  paymentAmount,
  idempotencyKey: key,
  token,
});

/** A gateway that holds these orders: number → [owner's token, payment]. */
const holding =
  (orders: Record<string, [string, number]>) =>
  async (n: string, token: string | null): Promise<ReadAnswer> => {
    const held = orders[n];
    // an order is private: anyone else gets the same 404 as a number that does not exist
    return held === undefined || held[0] !== token
      ? { kind: 'missing' }
      : { kind: 'found', paymentAmount: held[1] };
  };

describe('readBackOrders', () => {
  it('finds every order with the payment submitted', async () => {
    const r = await readBackOrders(
      [order('1', 'a'), order('2', 'b')],
      holding({ '1': ['tok-1', 41000], '2': ['tok-2', 41000] }),
    );
    expect(r).toEqual({ submitted: 2, readBack: 2, lost: [], doubled: [], unreadable: [] });
    expect(readBackOk(r)).toBe(true);
  });

  it('counts a repeat of one submit (same idempotency key, same order) once', async () => {
    const r = await readBackOrders([order('1', 'a'), order('1', 'a')], holding({ '1': ['tok-1', 41000] }));
    expect(r).toMatchObject({ submitted: 1, readBack: 1, doubled: [] });
  });

  it('calls lost an order not found, or found with another payment', async () => {
    const r = await readBackOrders(
      [order('1', 'a'), order('2', 'b'), order('3', 'c')],
      holding({ '1': ['tok-1', 41000], '3': ['tok-3', 38000] }),
    );
    expect(r.readBack).toBe(1);
    expect(r.lost).toEqual(['2: not found', '3: read back with payment 38000, submitted 41000']);
    expect(readBackOk(r)).toBe(false);
  });

  it('calls doubled one number answered to two submits, and one submit answered with two numbers', async () => {
    const r = await readBackOrders(
      [order('1', 'a'), order('1', 'b'), order('2', 'c'), order('3', 'c')],
      holding({ '1': ['tok-1', 41000], '2': ['tok-2', 41000], '3': ['tok-3', 41000] }),
    );
    expect(r.doubled).toEqual([
      '1: answered to 2 different submits',
      '2, 3: one submit answered with 2 orders',
    ]);
    expect(readBackOk(r)).toBe(false);
  });

  it('calls lost an order whose submit answered another payment than the total submitted', async () => {
    const r = await readBackOrders([order('1', 'a', 'tok-1', 38000)], holding({ '1': ['tok-1', 41000] }));
    expect(r.lost).toEqual(['1: submitted 41000, the submit answered 38000']);
  });

  it('says which orders it could not read, apart from the lost', async () => {
    const r = await readBackOrders([order('1', 'a')], async () => ({ kind: 'unreadable', why: 'timeout' }));
    expect(r).toMatchObject({ readBack: 0, lost: [], unreadable: ['1: timeout'] });
    expect(readBackOk(r)).toBe(false);
  });
});
