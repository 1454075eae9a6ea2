// Unpaid online orders give their stock back (issue: three unpaid card orders sold an item out for
// everyone, for ever): a declined or cancelled payment at once, an order past its payment window
// when the gateway's sweep finds it. The gateway's clock is a manual one, so no test waits 15 minutes.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ManualClock, manualClock } from '../../../domain/ports/in-memory/clock.ts';
import { settleOrder } from '../../sandbox/payment-pg.ts';
import { gatewaySettings } from '../../settings.ts';
import { serverUrl, startTestGateway, TEST_NOW } from '../../testing/test-gateway.ts';
import {
  acceptedCart,
  customer,
  orderBodyFor,
  placed,
  product,
  submitCart,
  submitOrder,
} from '../testing/checkout-steps.ts';
import { type OrderingHarness, orderingHarnessOf, START_TIMEOUT_MS } from '../testing/ordering-harness.ts';

const WINDOW_MS = 15 * 60_000;
/** 서초 수제버거랩 (1003, stock managed): 블랙 트러플 버거, 단품. */
const RESTAURANT = 1003;
const BURGER = 1003002;
const burger = () => product(BURGER, 1, { 100301: [10030101] });

const targets: [string, string][] = [['PGlite', 'memory']];
if (serverUrl !== null) targets.push(['a PostgreSQL server', serverUrl]);

describe.each(targets)('unpaid online orders on %s', (_name, db) => {
  let h: OrderingHarness;
  let clock: ManualClock;
  let guests = 0;
  beforeAll(async () => {
    clock = manualClock(TEST_NOW);
    // the sweep looks every 20 ms of real time; the window passes on the manual clock
    h = await orderingHarnessOf(await startTestGateway({ db, clock, settings: { paymentSweepMs: 20 } }));
  }, START_TIMEOUT_MS);
  afterAll(() => h?.close());

  const stock = () => h.stockOf(RESTAURANT, BURGER);
  const setStock = (amount: number) =>
    h.gateway.db.query('UPDATE stock SET amount = $3 WHERE restaurant_id = $1 AND item_id = $2', [
      RESTAURANT,
      BURGER,
      amount,
    ]);

  /** A new guest with a verified phone orders one burger, paid by card (online). */
  async function cardOrder() {
    guests += 1;
    const who = await customer(h, `unpaid-${guests}`, { phone: `0105555${String(guests).padStart(4, '0')}` });
    const cart = await acceptedCart(h, who, RESTAURANT, [burger()]);
    const order = placed(await submitOrder(h, who, orderBodyFor(who, cart, { service: 'onlycard' })));
    const info = async () => {
      const reply = await h.call('order.info', { order_number: String(order.order_number) }, undefined, {
        token: who.token,
      });
      return (reply.body as { status: string }).status;
    };
    return { who, orderNumber: String(order.order_number), info };
  }

  const pay = (orderNumber: string, action: string) =>
    fetch(`${h.gateway.url}/sandbox/pg/${orderNumber}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action }),
      redirect: 'manual',
    });

  it('a declined or a cancelled payment returns the stock at once; an approved one keeps it', async () => {
    await setStock(3);
    const declined = await cardOrder();
    const cancelled = await cardOrder();
    const approved = await cardOrder();
    expect(await stock()).toBe(0);

    expect((await pay(declined.orderNumber, 'decline')).status).toBe(303);
    expect(await stock()).toBe(1);
    expect((await pay(cancelled.orderNumber, 'cancel')).status).toBe(303);
    expect(await stock()).toBe(2);
    expect((await pay(approved.orderNumber, 'approve')).status).toBe(303);
    expect(await stock()).toBe(2);

    // a repeated post changes nothing: the stock comes back once
    expect((await pay(declined.orderNumber, 'decline')).status).toBe(409);
    expect((await pay(cancelled.orderNumber, 'approve')).status).toBe(409);
    expect(await stock()).toBe(2);
    expect([await declined.info(), await cancelled.info(), await approved.info()]).toEqual([
      'CANCELLED',
      'CANCELLED',
      'ACCEPTED',
    ]);
  });

  it('orders unpaid past the payment window are cancelled and their stock returned', async () => {
    // given three unpaid card orders that took the last three burgers
    await setStock(3);
    const unpaid = [await cardOrder(), await cardOrder(), await cardOrder()];
    expect(await stock()).toBe(0);
    const latecomer = await customer(h, 'unpaid-latecomer', { phone: '01055559999' });
    const refused = await submitCart(h, latecomer, RESTAURANT, [burger()]);
    expect(JSON.stringify(refused.body)).toContain('"customer_cart":null');

    // when the window has not quite passed, nothing changes
    clock.advance(WINDOW_MS - 1);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await stock()).toBe(0);
    expect(await Promise.all(unpaid.map((o) => o.info()))).toEqual(Array(3).fill('PAYMENT_PENDING'));

    // when it has, the sweep cancels them and gives the burgers back
    clock.advance(1);
    await vi.waitFor(async () => expect(await stock()).toBe(3), { timeout: 5_000, interval: 20 });
    expect(await Promise.all(unpaid.map((o) => o.info()))).toEqual(Array(3).fill('CANCELLED'));
    const [row] = await h.gateway.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM orders WHERE order_number = ANY($1::text[]) AND status = 'payment_expired'",
      [unpaid.map((o) => o.orderNumber)],
    );
    expect(row?.n).toBe(3);
    // and the latecomer can order one; the provider can no longer take an expired payment
    await acceptedCart(h, latecomer, RESTAURANT, [burger()]);
    expect((await pay(unpaid[0]?.orderNumber ?? '', 'approve')).status).toBe(409);
    expect(await stock()).toBe(3);
  });

  it('a payment posted after the window, before any sweep, is refused and the stock returned', async () => {
    await setStock(1);
    const late = await cardOrder();
    expect(await stock()).toBe(0);
    // the provider's answer arrives on a clock past the window (the gateway's own has not moved)
    const past = { now: () => clock.now() + WINDOW_MS };
    const settlement = await settleOrder(
      { db: h.gateway.db, gatewayClock: past, settings: gatewaySettings() },
      late.orderNumber,
      'approve',
    );
    expect(settlement).toMatchObject({ kind: 'not-awaiting', order: { status: 'payment_expired' } });
    expect(await stock()).toBe(1);
    expect(await late.info()).toBe('CANCELLED');
  });
});
