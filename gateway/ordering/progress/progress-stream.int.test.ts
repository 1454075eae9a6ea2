// The stream of an order's progress (Server-Sent Events): the order as it is, then each change in
// order, a heartbeat, a resume from Last-Event-ID, the end after delivered; refusals before the
// stream starts. Two gateways share one database (PGlite here, in one process; a PostgreSQL
// server too when DATABASE_URL names one): a change written by one reaches the other's streams
// within a second, through the database alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderProgressStream } from '../../../contract/order-progress.ts';
import { messages } from '../../../domain/messages.ts';
import type { RunningGateway } from '../../start.ts';
import { freshDatabase, serverUrl, startTestGateway, TEST_NOW } from '../../testing/test-gateway.ts';
import {
  acceptedCart,
  type Customer,
  customer,
  orderBodyFor,
  placed,
  product,
  submitOrder,
} from '../testing/checkout-steps.ts';
import { type EventStream, nextStatus, openEventStream } from '../testing/event-stream.ts';
import { type OrderingHarness, orderingHarnessOf, START_TIMEOUT_MS } from '../testing/ordering-harness.ts';
import { secondGateway } from '../testing/second-gateway.ts';
import { progressTexts } from './progress-texts.ts';

const HEARTBEAT_MS = 150;
const fixed = { now: () => Date.parse(TEST_NOW) };

interface Progress {
  readonly order_number: string;
  readonly status: string;
  readonly version: number;
}

let phones = 0;

function scenario(h: () => OrderingHarness, other: () => RunningGateway) {
  const streamUrl = (gateway: RunningGateway, orderNumber: string, query = '') =>
    `${gateway.url}/gateway${orderProgressStream.path(orderNumber)}${query}`;

  async function order(name: string, service = 'creditcard') {
    phones += 1;
    const who = await customer(h(), `stream-${name}-${phones}`, {
      phone: `0106300${String(phones).padStart(4, '0')}`,
    });
    const cart = await acceptedCart(h(), who, 1001, [product(1001007, 4)]);
    const result = placed(await submitOrder(h(), who, orderBodyFor(who, cart, { service })));
    return { who, orderNumber: String(result.order_number) };
  }

  const follow = (
    gateway: RunningGateway,
    who: Customer | null,
    orderNumber: string,
    extra: Record<string, string> = {},
    query = '',
  ): Promise<EventStream> =>
    openEventStream(streamUrl(gateway, orderNumber, query), {
      ...(who === null ? {} : { authorization: `Bearer ${who.token}` }),
      ...extra,
    });

  const desk = async (gateway: RunningGateway, orderNumber: string, body: Record<string, unknown>) => {
    const response = await fetch(`${gateway.url}/sandbox/orders/${orderNumber}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
  };

  it('sends the order as it is, then each change in order, and ends after delivered', async () => {
    const { who, orderNumber } = await order('along');
    const stream = await follow(h().gateway, who, orderNumber);
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(stream.headers.get('cache-control')).toBe('no-store');
      expect(await stream.next()).toEqual({ retry: '1000' });
      const first = await nextStatus<Progress>(stream);
      expect(first).toMatchObject({
        id: '1',
        data: { order_number: orderNumber, status: 'received', version: 1 },
      });

      const seen: [string, string][] = [];
      for (const body of [
        { action: 'accept', minutes: 25 },
        { action: 'cook' },
        { action: 'depart' },
        { action: 'deliver' },
      ]) {
        await desk(h().gateway, orderNumber, body);
        const event = await nextStatus<Progress>(stream);
        seen.push([event.id, event.data.status]);
      }
      expect(seen).toEqual([
        ['2', 'accepted'],
        ['3', 'cooking'],
        ['4', 'delivering'],
        ['5', 'delivered'],
      ]);
      await stream.ended;
    } finally {
      stream.close();
    }
    // an EventSource reconnecting with the last id is told to stop
    const again = await follow(h().gateway, who, orderNumber, { 'last-event-id': '5' });
    expect(again.status).toBe(204);
  });

  it('resumes from Last-Event-ID: an older one gets the current state at once, the current one waits', async () => {
    const { who, orderNumber } = await order('resume');
    await desk(h().gateway, orderNumber, { action: 'accept', minutes: 30 });
    await desk(h().gateway, orderNumber, { action: 'cook' });

    const behind = await follow(h().gateway, who, orderNumber, { 'last-event-id': '1' });
    const current = await follow(h().gateway, who, orderNumber, {}, '?last_event_id=3');
    try {
      expect(await nextStatus<Progress>(behind)).toMatchObject({
        id: '3',
        data: { status: 'cooking', version: 3 },
      });
      await expect(nextStatus(current, 400)).rejects.toThrow(/no event/);
      await desk(h().gateway, orderNumber, { action: 'depart' });
      expect(await nextStatus<Progress>(current)).toMatchObject({ id: '4', data: { status: 'delivering' } });
      expect(await nextStatus<Progress>(behind)).toMatchObject({ id: '4', data: { status: 'delivering' } });
    } finally {
      behind.close();
      current.close();
    }
  });

  it('keeps an idle stream open with a comment every heartbeat', async () => {
    const { who, orderNumber } = await order('heartbeat');
    const stream = await follow(h().gateway, who, orderNumber);
    try {
      await nextStatus(stream);
      const started = performance.now();
      expect(await stream.next(HEARTBEAT_MS * 4)).toEqual({ comment: '' });
      expect(await stream.next(HEARTBEAT_MS * 4)).toEqual({ comment: '' });
      expect(performance.now() - started).toBeGreaterThanOrEqual(HEARTBEAT_MS * 2 - 20);
    } finally {
      stream.close();
    }
  });

  it('shows a change another gateway on the same database wrote within a second', async () => {
    const { who, orderNumber } = await order('elsewhere');
    const stream = await follow(h().gateway, who, orderNumber);
    try {
      await nextStatus(stream);
      const delays: number[] = [];
      for (const body of [{ action: 'accept', minutes: 20 }, { action: 'cook' }, { action: 'depart' }]) {
        const sent = performance.now();
        await desk(other(), orderNumber, body);
        await nextStatus(stream, 1000);
        delays.push(performance.now() - sent);
      }
      expect(Math.max(...delays)).toBeLessThan(1000);
    } finally {
      stream.close();
    }
  });

  it('refuses before streaming: 401 without a token, order.info’s 404 for another’s order, 400 naming a bad Last-Event-ID', async () => {
    const { who, orderNumber } = await order('refusals');
    const stranger = await customer(h(), `stream-stranger-${phones}`, { verified: false });
    const none = await follow(h().gateway, null, orderNumber);
    expect(none.status).toBe(401);
    const foreign = await follow(h().gateway, stranger, orderNumber);
    expect({ status: foreign.status, body: JSON.parse(await foreign.text()) }).toEqual({
      status: 404,
      body: { error_code: 'not_found', error_message: messages.ORDER_INFO_MISSING },
    });
    const bad = await follow(h().gateway, who, orderNumber, { 'last-event-id': 'seven' });
    expect(bad.status).toBe(400);
    expect(JSON.parse(await bad.text())).toEqual({
      error_code: 'bad_request',
      error_message: 'progress stream: Last-Event-ID: expected a version (a whole number ≥ 0), got "seven"',
    });
    const nul = await openEventStream(
      `${h().gateway.url}/gateway/order/api/v2/orders/a%00b/progress/stream/`,
      {
        authorization: `Bearer ${who.token}`,
      },
    );
    expect({ status: nul.status, body: JSON.parse(await nul.text()) }).toMatchObject({
      status: 400,
      body: { error_message: expect.stringContaining('order.progress: $.order_number') },
    });
    const extra = await follow(h().gateway, who, orderNumber, {}, '?since=1');
    expect(JSON.parse(await extra.text())).toMatchObject({
      error_message: expect.stringContaining('$.since'),
    });
  });

  it('waits for an online order’s payment, and refuses one whose payment failed (409)', async () => {
    const waiting = await order('awaiting', 'onlycard');
    const failed = await order('failed', 'onlycard');
    const pay = (orderNumber: string, action: string) =>
      fetch(`${h().gateway.url}/sandbox/pg/${orderNumber}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ action }),
        redirect: 'manual',
      });
    await pay(failed.orderNumber, 'decline');
    const refused = await follow(h().gateway, failed.who, failed.orderNumber);
    expect({ status: refused.status, body: JSON.parse(await refused.text()) }).toEqual({
      status: 409,
      body: { error_code: 'ORDER_NOT_STARTED', error_message: progressTexts.ORDER_NOT_STARTED },
    });

    const stream = await follow(h().gateway, waiting.who, waiting.orderNumber);
    try {
      expect(stream.status).toBe(200);
      await expect(nextStatus(stream, 300)).rejects.toThrow(/no event/);
      await pay(waiting.orderNumber, 'approve');
      expect(await nextStatus<Progress>(stream, 1000)).toMatchObject({
        id: '1',
        data: { status: 'received' },
      });
    } finally {
      stream.close();
    }
  });
}

describe('the progress stream, two gateways on one PGlite', () => {
  let h: OrderingHarness;
  let b: RunningGateway;
  beforeAll(async () => {
    h = await orderingHarnessOf(await startTestGateway({ settings: { progressHeartbeatMs: HEARTBEAT_MS } }));
    b = await secondGateway(h.gateway, fixed);
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await b?.close();
    await h?.close();
  });

  scenario(
    () => h,
    () => b,
  );

  it('ends its open streams when the gateway closes', async () => {
    const c = await secondGateway(h.gateway, fixed);
    phones += 1;
    const who = await customer(h, `stream-closing-${phones}`, {
      phone: `0106300${String(phones).padStart(4, '0')}`,
    });
    const cart = await acceptedCart(h, who, 1001, [product(1001007, 4)]);
    const orderNumber = String(placed(await submitOrder(h, who, orderBodyFor(who, cart))).order_number);
    const stream = await openEventStream(`${c.url}/gateway${orderProgressStream.path(orderNumber)}`, {
      authorization: `Bearer ${who.token}`,
    });
    await nextStatus(stream);
    await c.close();
    await stream.ended;
  });
});

describe.runIf(serverUrl !== null)('the progress stream, two gateways on one PostgreSQL server', () => {
  let h: OrderingHarness;
  let b: RunningGateway;
  let drop = async () => {};
  beforeAll(async () => {
    const fresh = await freshDatabase(serverUrl ?? '');
    drop = fresh.drop;
    const settings = { progressHeartbeatMs: HEARTBEAT_MS };
    h = await orderingHarnessOf(await startTestGateway({ db: fresh.url, settings }, { fresh: false }));
    b = await startTestGateway({ db: fresh.url, settings }, { fresh: false });
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await b?.close();
    await h?.close();
    await drop();
  });

  scenario(
    () => h,
    () => b,
  );
});
