// order.progress, order.cancel and order.history (jumun's extension): only the order's customer
// reads or cancels it (anyone else gets order.info's 404), a cancel is taken while the restaurant
// has not accepted the order and gives the stock back, and a member's history pages newest first.
// The clock is fixed, so the sandbox restaurant moves nothing by itself: the tests move orders by
// hand on its order desk.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../../contract/calls.ts';
import { decodeResponse } from '../../../contract/decode.ts';
import { rightOf } from '../../../contract/testing/codec-helpers.ts';
import { messages } from '../../../domain/messages.ts';
import {
  acceptedCart,
  type Customer,
  customer,
  friedChicken,
  orderBodyFor,
  placed,
  product,
  submitOrder,
} from '../testing/checkout-steps.ts';
import { type OrderingHarness, START_TIMEOUT_MS, startOrderingHarness } from '../testing/ordering-harness.ts';
import { progressTexts } from './progress-texts.ts';

let h: OrderingHarness;
beforeAll(async () => {
  h = await startOrderingHarness();
}, START_TIMEOUT_MS);
afterAll(() => h.close());

/** 서초 수제버거랩 (1003, stock managed): 블랙 트러플 버거, 단품. */
const BURGER_HOUSE = 1003;
const BURGER = 1003002;
const burger = () => product(BURGER, 1, { 100301: [10030101] });

let phones = 0;
async function guest(name: string): Promise<Customer> {
  phones += 1;
  return customer(h, `progress-${name}`, { phone: `0106100${String(phones).padStart(4, '0')}` });
}

/** One burger, paid on delivery (creditcard) unless said: the restaurant has it at once. */
async function burgerOrder(who: Customer, service = 'creditcard'): Promise<string> {
  const cart = await acceptedCart(h, who, BURGER_HOUSE, [burger()]);
  return String(placed(await submitOrder(h, who, orderBodyFor(who, cart, { service }))).order_number);
}

const progressOf = (who: Customer | null, orderNumber: string) =>
  h.call('order.progress', { order_number: orderNumber }, undefined, { token: who?.token ?? null });

const cancel = (who: Customer, orderNumber: string, reason = '') =>
  h.call('order.cancel', { order_number: orderNumber }, { reason }, { token: who.token });

const desk = async (orderNumber: string, body: Readonly<Record<string, unknown>>) => {
  const response = await fetch(`${h.gateway.url}/sandbox/orders/${orderNumber}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
};

const stock = () => h.stockOf(BURGER_HOUSE, BURGER);
const setStock = (amount: number) =>
  h.gateway.db.query('UPDATE stock SET amount = $1 WHERE restaurant_id = $2 AND item_id = $3', [
    amount,
    BURGER_HOUSE,
    BURGER,
  ]);

describe('order.progress', () => {
  it('answers its customer the order as received, at the gateway’s time, cancellable, with the restaurant’s phone', async () => {
    const who = await guest('read');
    const orderNumber = await burgerOrder(who);
    const reply = await progressOf(who, orderNumber);
    expect(reply.status).toBe(200);
    expect(rightOf(decodeResponse(calls['order.progress'], reply.body))).toEqual({
      order_number: orderNumber,
      status: 'received',
      version: 1,
      steps: [{ status: 'received', at: '2026-11-21T12:00:00+09:00' }],
      estimated_minutes: null,
      estimated_arrival: null,
      restaurant_phone: '0507-0000-1003',
      cancellable: true,
      cancellation: null,
    });
  });

  it('answers anyone else the same 404 as an unknown order number, and no token 401', async () => {
    const who = await guest('owner');
    const other = await guest('other');
    const orderNumber = await burgerOrder(who);
    const foreign = await progressOf(other, orderNumber);
    const unknown = await progressOf(other, '2611219999');
    expect(foreign).toEqual({
      status: 404,
      body: { error_code: 'not_found', error_message: messages.ORDER_INFO_MISSING },
    });
    expect(unknown).toEqual(foreign);
    const info = await h.call('order.info', { order_number: orderNumber }, undefined, { token: other.token });
    expect(info).toEqual(foreign);
    expect((await progressOf(null, orderNumber)).status).toBe(401);
  });

  it('says an online order whose payment is not settled has not reached the restaurant (409), until it is paid', async () => {
    const who = await guest('online');
    const orderNumber = await burgerOrder(who, 'onlycard');
    expect(await progressOf(who, orderNumber)).toEqual({
      status: 409,
      body: { error_code: 'ORDER_NOT_STARTED', error_message: progressTexts.ORDER_NOT_STARTED },
    });
    const paid = await fetch(`${h.gateway.url}/sandbox/pg/${orderNumber}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'approve' }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(await progressOf(who, orderNumber)).toMatchObject({
      status: 200,
      body: { status: 'received', version: 1 },
    });
  });
});

describe('order.cancel', () => {
  it('cancels a received order for its customer: cancelled, nothing to refund on delivery, the stock back', async () => {
    await setStock(5);
    const who = await guest('cancel');
    const orderNumber = await burgerOrder(who);
    expect(await stock()).toBe(4);

    const reply = await cancel(who, orderNumber, '  주소를 잘못 입력했어요 ');

    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      status: 'cancelled',
      version: 2,
      steps: [{ status: 'received' }, { status: 'cancelled', at: '2026-11-21T12:00:00+09:00' }],
      cancellable: false,
      cancellation: { by: 'customer', reason: '주소를 잘못 입력했어요', refund: 'none' },
    });
    expect(await stock()).toBe(5);
    const info = await h.call('order.info', { order_number: orderNumber }, undefined, { token: who.token });
    expect(info.body).toMatchObject({ status: 'CANCELLED' });
    // a repeated cancel answers the cancelled order again and gives nothing back twice
    expect(await cancel(who, orderNumber)).toEqual(reply);
    expect(await stock()).toBe(5);
  });

  it('refunds an online order: pending at the cancel', async () => {
    const who = await guest('cancel-online');
    const orderNumber = await burgerOrder(who, 'onlycard');
    // not paid yet: nothing to cancel here (the customer cancels at the provider)
    expect((await cancel(who, orderNumber)).body).toMatchObject({ error_code: 'ORDER_NOT_STARTED' });
    await fetch(`${h.gateway.url}/sandbox/pg/${orderNumber}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'approve' }),
      redirect: 'manual',
    });
    const reply = await cancel(who, orderNumber);
    expect(reply).toMatchObject({
      status: 200,
      body: { cancellation: { by: 'customer', reason: '', refund: 'pending' } },
    });
  });

  it('refuses once the restaurant has accepted (409 ORDER_NOT_CANCELLABLE) and changes nothing', async () => {
    await setStock(5);
    const who = await guest('too-late');
    const orderNumber = await burgerOrder(who);
    expect((await desk(orderNumber, { action: 'accept', minutes: 30 })).status).toBe(200);

    const reply = await cancel(who, orderNumber, '늦었지만 취소');

    expect(reply).toEqual({
      status: 409,
      body: {
        error_code: 'ORDER_NOT_CANCELLABLE',
        error_message: '이미 음식점에서 접수한 주문은 취소할 수 없습니다. 음식점에 전화로 문의해주세요.',
      },
    });
    expect(await stock()).toBe(4);
    expect((await progressOf(who, orderNumber)).body).toMatchObject({
      status: 'accepted',
      version: 2,
      cancellable: false,
    });
  });

  it('answers another customer’s cancel with order.info’s 404 and leaves the order as it was', async () => {
    const who = await guest('cancel-owner');
    const other = await guest('cancel-other');
    const orderNumber = await burgerOrder(who);
    expect(await cancel(other, orderNumber)).toEqual({
      status: 404,
      body: { error_code: 'not_found', error_message: messages.ORDER_INFO_MISSING },
    });
    expect((await progressOf(who, orderNumber)).body).toMatchObject({ status: 'received', version: 1 });
  });
});

describe('order.history', () => {
  const history = (who: Customer | null, query: Readonly<Record<string, string>> = {}) => {
    const search = new URLSearchParams(query).toString();
    const headers: Record<string, string> = who === null ? {} : { authorization: `Bearer ${who.token}` };
    return fetch(`${h.gateway.url}/gateway/order/api/v2/orders/${search === '' ? '' : `?${search}`}`, {
      headers,
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));
  };

  it('pages a member’s orders newest first, each with its status; an unpaid online order has none', async () => {
    const member = await customer(h, '900002', { member: true, phone: '01023456789' });
    const first = await burgerOrder(member);
    const cart = await acceptedCart(h, member, 1001, [friedChicken(2)]);
    const second = String(placed(await submitOrder(h, member, orderBodyFor(member, cart))).order_number);
    const third = await burgerOrder(member, 'onlycard');
    await cancel(member, first);

    const page1 = await history(member, { page: '1', page_size: '2' });
    const page2 = await history(member, { page: '2', page_size: '2' });

    expect(page1.status).toBe(200);
    const decoded = rightOf(decodeResponse(calls['order.history'], page1.body));
    expect(decoded.orders.map((o) => [o.order_number, o.status])).toEqual([
      [third, null],
      [second, 'received'],
    ]);
    expect(decoded.orders[1]).toEqual({
      order_number: second,
      restaurant_id: 1001,
      restaurant_name: '역삼 황금치킨',
      items: [{ name: '후라이드치킨', quantity: 2 }],
      payment_amount: 39000,
      created_at: '2026-11-21T12:00:00+09:00',
      status: 'received',
    });
    expect(decoded.pagination).toEqual({ current_page: 1, total_pages: 2, total_count: 3 });
    expect(page2.body).toMatchObject({
      orders: [{ order_number: first, status: 'cancelled', restaurant_name: '서초 수제버거랩' }],
      pagination: { current_page: 2, total_pages: 2, total_count: 3 },
    });
    // 20 a page unless asked; a page past the end is empty
    expect((await history(member)).body).toMatchObject({ pagination: { current_page: 1, total_pages: 1 } });
    expect((await history(member, { page: '3', page_size: '2' })).body).toMatchObject({ orders: [] });
  });

  it('answers a guest’s token 401 login_required, no token 401, and a page size over 50 400 naming it', async () => {
    const who = await guest('history');
    expect(await history(who)).toEqual({
      status: 401,
      body: { error_code: 'login_required', error_message: '로그인이 필요합니다.' },
    });
    expect((await history(null)).status).toBe(401);
    const member = await customer(h, '900003', { member: true, phone: '01034567890' });
    expect(await history(member, { page_size: '51' })).toEqual({
      status: 400,
      body: {
        error_code: 'bad_request',
        error_message: 'order.history: $.page_size: expected a page size within 1..50, got 51',
      },
    });
    expect((await history(member, { page: '0' })).body).toMatchObject({
      error_message: expect.stringContaining('$.page'),
    });
  });
});
