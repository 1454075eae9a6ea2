// The sandbox restaurant moves each order along on the gateway's clock, here a manual one: accepted
// 30 s after received with its 25-40 minute estimate, then cooking, delivering and delivered at the
// estimate; an online order's refund 10 s after its cancel. An order left unwatched (a restart, a
// clock moved on) catches up change by change, each at the time it was due, and a restart on the
// same data directory loses nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ManualClock, manualClock } from '../../domain/ports/in-memory/clock.ts';
import {
  acceptedCart,
  type Customer,
  customer,
  orderBodyFor,
  placed,
  product,
  submitOrder,
} from '../ordering/testing/checkout-steps.ts';
import {
  type OrderingHarness,
  orderingHarnessOf,
  START_TIMEOUT_MS,
} from '../ordering/testing/ordering-harness.ts';
import { secondGateway } from '../ordering/testing/second-gateway.ts';
import type { RunningGateway } from '../start.ts';
import { freshDatabase, serverUrl, startTestGateway, TEST_NOW } from '../testing/test-gateway.ts';
import { estimateMinutes } from './restaurant-pace.ts';
import { moveOrdersAlong } from './sandbox-restaurant.ts';

const T0 = Date.parse(TEST_NOW);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const iso = (ms: number) => `${new Date(ms + 9 * 3600 * SECOND).toISOString().slice(0, 19)}+09:00`;

/** 역삼 황금치킨 (1001): 감자튀김. */
const fries = () => product(1001007, 4);

let phones = 0;
async function cashOrder(h: OrderingHarness, name: string, service = 'creditcard') {
  phones += 1;
  const who = await customer(h, `pace-${name}`, { phone: `0106200${String(phones).padStart(4, '0')}` });
  const cart = await acceptedCart(h, who, 1001, [fries()]);
  const orderNumber = String(
    placed(await submitOrder(h, who, orderBodyFor(who, cart, { service }))).order_number,
  );
  return { who, orderNumber };
}

const progressOf = async (h: OrderingHarness, who: Customer, orderNumber: string) => {
  const reply = await h.call('order.progress', { order_number: orderNumber }, undefined, {
    token: who.token,
  });
  return reply.body as {
    status: string;
    version: number;
    steps: { status: string; at: string }[];
    estimated_minutes: number | null;
    estimated_arrival: string | null;
    cancellation: { refund: string } | null;
  };
};

/** A few of the restaurant's ticks (every 20 ms of real time). */
const ticks = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('the sandbox restaurant at pace 1 on a manual clock', () => {
  let h: OrderingHarness;
  let clock: ManualClock;
  beforeAll(async () => {
    clock = manualClock(TEST_NOW);
    h = await orderingHarnessOf(await startTestGateway({ clock, settings: { restaurantTickMs: 20 } }));
  }, START_TIMEOUT_MS);
  afterAll(() => h?.close());

  it('accepts 30 s after received with the order’s estimate, then cooks, sends and delivers it at the estimate', async () => {
    clock.set(T0);
    const { who, orderNumber } = await cashOrder(h, 'along');
    const minutes = estimateMinutes(orderNumber);

    clock.advance(30 * SECOND - 1);
    await ticks();
    expect((await progressOf(h, who, orderNumber)).status).toBe('received');
    // nothing due yet: the restaurant knows when to look next (an idle PGlite gateway asks nothing till then)
    expect(await moveOrdersAlong(h.gateway.db, clock.now(), 1)).toEqual({
      written: 0,
      nextDueMs: T0 + 30 * SECOND,
    });

    clock.advance(1);
    await vi.waitFor(async () => expect((await progressOf(h, who, orderNumber)).status).toBe('accepted'), {
      timeout: 5000,
      interval: 20,
    });
    const accepted = await progressOf(h, who, orderNumber);
    const acceptedAt = T0 + 30 * SECOND;
    expect(accepted).toMatchObject({
      version: 2,
      steps: [
        { status: 'received', at: iso(T0) },
        { status: 'accepted', at: iso(acceptedAt) },
      ],
      estimated_minutes: minutes,
      estimated_arrival: iso(acceptedAt + minutes * MINUTE),
    });

    // the clock jumps past the estimate: the order catches up, each change at its own time
    clock.advance(minutes * MINUTE + 5 * MINUTE);
    await vi.waitFor(async () => expect((await progressOf(h, who, orderNumber)).status).toBe('delivered'), {
      timeout: 5000,
      interval: 20,
    });
    const delivered = await progressOf(h, who, orderNumber);
    expect(delivered.version).toBe(5);
    expect(delivered.steps).toEqual([
      { status: 'received', at: iso(T0) },
      { status: 'accepted', at: iso(acceptedAt) },
      { status: 'cooking', at: iso(acceptedAt + Math.round(0.1 * minutes * MINUTE)) },
      { status: 'delivering', at: iso(acceptedAt + Math.round(0.6 * minutes * MINUTE)) },
      { status: 'delivered', at: iso(acceptedAt + minutes * MINUTE) },
    ]);
    const info = await h.call('order.info', { order_number: orderNumber }, undefined, { token: who.token });
    expect(info.body).toMatchObject({ status: 'DELIVERED' });
  });

  it('refunds a cancelled online order 10 s after the cancel', async () => {
    // (the tests' tokens are TEST_NOW's, good for an hour of the manual clock)
    clock.set(T0);
    const { who, orderNumber } = await cashOrder(h, 'refund', 'onlycard');
    await fetch(`${h.gateway.url}/sandbox/pg/${orderNumber}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'approve' }),
      redirect: 'manual',
    });
    const cancelled = await h.call(
      'order.cancel',
      { order_number: orderNumber },
      { reason: '' },
      { token: who.token },
    );
    expect(cancelled.body).toMatchObject({ cancellation: { refund: 'pending' } });

    clock.advance(10 * SECOND);
    await vi.waitFor(
      async () => expect((await progressOf(h, who, orderNumber)).cancellation?.refund).toBe('refunded'),
      { timeout: 5000, interval: 20 },
    );
    const refunded = await progressOf(h, who, orderNumber);
    expect(refunded.version).toBe(3);
    expect(refunded.steps.map((s) => s.status)).toEqual(['received', 'cancelled']);
    // nothing moves a cancelled order on
    clock.advance(30 * MINUTE);
    await ticks();
    expect((await progressOf(h, who, orderNumber)).version).toBe(3);
  });
});

describe('a restart on the same data directory', () => {
  it('keeps every change, and the restaurant moves the order on from where it was', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'jumun-progress-'));
    const clock = manualClock(TEST_NOW);
    try {
      const options = { db: join(dir, 'db'), clock, settings: { restaurantTickMs: 20 } };
      const first = await orderingHarnessOf(await startTestGateway(options));
      const { who, orderNumber } = await cashOrder(first, 'restart');
      clock.advance(30 * SECOND);
      await vi.waitFor(
        async () => expect((await progressOf(first, who, orderNumber)).status).toBe('accepted'),
        {
          timeout: 5000,
          interval: 20,
        },
      );
      const before = await progressOf(first, who, orderNumber);
      await first.close();

      const second = await orderingHarnessOf(
        await startTestGateway({ ...options, settings: { orderPace: 'hold' } }),
      );
      try {
        expect(await progressOf(second, who, orderNumber)).toEqual(before);
        // held: only a hand moves it on, from the same version
        const moved = await fetch(`${second.gateway.url}/sandbox/orders/${orderNumber}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ action: 'cook' }),
        });
        expect(moved.status).toBe(200);
        clock.advance(30 * MINUTE);
        await ticks();
        expect(await progressOf(second, who, orderNumber)).toMatchObject({ status: 'cooking', version: 3 });
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

const targets: [string, string][] = [['one PGlite', 'memory']];
if (serverUrl !== null) targets.push(['a PostgreSQL server', serverUrl]);

describe.each(targets)('two gateways on %s, racing', (_name, db) => {
  let h: OrderingHarness;
  let b: RunningGateway;
  let clock: ManualClock;
  let drop = async () => {};
  beforeAll(async () => {
    clock = manualClock(TEST_NOW);
    const settings = { restaurantTickMs: 5 };
    if (db === 'memory') {
      h = await orderingHarnessOf(await startTestGateway({ clock, settings }));
      b = await secondGateway(h.gateway, clock, settings);
    } else {
      const fresh = await freshDatabase(db);
      drop = fresh.drop;
      h = await orderingHarnessOf(
        await startTestGateway({ db: fresh.url, clock, settings }, { fresh: false }),
      );
      b = await startTestGateway({ db: fresh.url, clock, settings }, { fresh: false });
    }
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await b?.close();
    await h?.close();
    await drop();
  });

  it('both restaurants move the same orders along: every change written once, none lost', async () => {
    clock.set(T0);
    const orders: { orderNumber: string }[] = [];
    for (let i = 0; i < 6; i++) orders.push(await cashOrder(h, `race-${db === 'memory' ? 'm' : 'p'}-${i}`));
    clock.advance(50 * MINUTE);
    const statuses = async () => {
      const rows = await h.gateway.db.query<{ order_number: string; statuses: string }>(
        `SELECT order_number, string_agg(version || ':' || status, ' ' ORDER BY version) AS statuses
         FROM order_progress WHERE order_number = ANY($1::text[]) GROUP BY order_number ORDER BY order_number`,
        [orders.map((o) => o.orderNumber)],
      );
      return rows.map((r) => r.statuses);
    };
    const along = '1:received 2:accepted 3:cooking 4:delivering 5:delivered';
    await vi.waitFor(async () => expect(await statuses()).toEqual(orders.map(() => along)), {
      timeout: 10_000,
      interval: 50,
    });
    await ticks();
    expect(await statuses()).toEqual(orders.map(() => along));
  });

  it('a customer’s cancel and the restaurant’s accept at the same moment: one of them, never both', async () => {
    clock.set(T0);
    await h.gateway.db.query(
      'UPDATE stock SET amount = 100 WHERE restaurant_id = 1003 AND item_id = 1003002',
    );
    const outcomes: string[] = [];
    for (let i = 0; i < 6; i++) {
      phones += 1;
      const who = await customer(h, `race-cancel-${db === 'memory' ? 'm' : 'p'}-${i}`, {
        phone: `0106200${String(phones).padStart(4, '0')}`,
      });
      const cart = await acceptedCart(h, who, 1003, [product(1003002, 1, { 100301: [10030101] })]);
      const orderNumber = String(placed(await submitOrder(h, who, orderBodyFor(who, cart))).order_number);
      const [cancelled, accepted] = await Promise.all([
        h.call('order.cancel', { order_number: orderNumber }, { reason: '' }, { token: who.token }),
        fetch(`${b.url}/sandbox/orders/${orderNumber}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ action: 'accept', minutes: 30 }),
        }),
      ]);
      const final = await progressOf(h, who, orderNumber);
      expect(final.version).toBe(2);
      if (cancelled.status === 200) expect([final.status, accepted.status]).toEqual(['cancelled', 409]);
      else expect([final.status, cancelled.status, accepted.status]).toEqual(['accepted', 409, 200]);
      outcomes.push(final.status);
    }
    // what the cancelled orders took came back once each; the accepted ones keep theirs
    const kept = outcomes.filter((o) => o === 'accepted').length;
    expect(await h.stockOf(1003, 1003002)).toBe(100 - kept);
  });
});
