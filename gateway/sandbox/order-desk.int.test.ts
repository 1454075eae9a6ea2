// The sandbox restaurant's order desk, /sandbox/orders/{number}: a page in Korean without scripts
// showing the order and the buttons its status allows; each button a form post answered with 303
// back to the page; a JSON post answered with the order's progress. Bad input and a move the
// status does not allow are refused, naming the field or the status, and change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  START_TIMEOUT_MS,
  startOrderingHarness,
} from '../ordering/testing/ordering-harness.ts';
import { estimateMinutes } from './restaurant-pace.ts';

let h: OrderingHarness;
beforeAll(async () => {
  h = await startOrderingHarness();
}, START_TIMEOUT_MS);
afterAll(() => h?.close());

let phones = 0;
async function order(service = 'creditcard'): Promise<{ who: Customer; orderNumber: string }> {
  phones += 1;
  const who = await customer(h, `desk-${phones}`, { phone: `0106400${String(phones).padStart(4, '0')}` });
  const cart = await acceptedCart(h, who, 1003, [product(1003002, 1, { 100301: [10030101] })]);
  const orderNumber = String(
    placed(await submitOrder(h, who, orderBodyFor(who, cart, { service }))).order_number,
  );
  return { who, orderNumber };
}

const page = (orderNumber: string) =>
  fetch(`${h.gateway.url}/sandbox/orders/${encodeURIComponent(orderNumber)}`);
const form = (orderNumber: string, fields: Record<string, string>) =>
  fetch(`${h.gateway.url}/sandbox/orders/${orderNumber}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
const json = async (orderNumber: string, body: unknown) => {
  const response = await fetch(`${h.gateway.url}/sandbox/orders/${orderNumber}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const progressOf = async (who: Customer, orderNumber: string) =>
  (await h.call('order.progress', { order_number: orderNumber }, undefined, { token: who.token })).body;

describe('the order desk page', () => {
  it('shows a received order in Korean, without scripts, with accept (the order’s estimate filled in) and reject', async () => {
    const { orderNumber } = await order();
    const response = await page(orderNumber);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<html lang="ko">');
    expect(html).toContain('SANDBOX — 실제 음식점이 아닙니다');
    expect(html).not.toMatch(/<script/i);
    for (const text of [
      orderNumber,
      '서초 수제버거랩',
      '접수 대기',
      '주문 접수',
      '주문 거절',
      '거절 사유',
      '12:00:00',
    ])
      expect(html).toContain(text);
    expect(html).toContain(
      `name="minutes" type="number" inputmode="numeric" value="${estimateMinutes(orderNumber)}"`,
    );
    expect(html).toMatch(
      /<label for="reject-reason">거절 사유<\/label><input id="reject-reason" name="reason" type="text" maxlength="200" required>/,
    );
    expect(html).not.toContain('조리 시작');
  });

  it('accepts by a form post (303 back to the page), which then shows the estimate as a clock time and the next buttons', async () => {
    const { who, orderNumber } = await order();
    const posted = await form(orderNumber, { action: 'accept', minutes: '35' });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe(`/sandbox/orders/${orderNumber}`);
    const html = await (await page(orderNumber)).text();
    expect(html).toContain('접수 완료');
    expect(html).toContain('12:35 (35분)');
    expect(html).toContain('조리 시작');
    expect(await progressOf(who, orderNumber)).toMatchObject({ status: 'accepted', estimated_minutes: 35 });
  });

  it('answers a JSON post with the order’s progress, as order.progress answers it', async () => {
    const { who, orderNumber } = await order();
    const accepted = await json(orderNumber, { action: 'accept' });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual(await progressOf(who, orderNumber));
    expect(accepted.body).toMatchObject({ estimated_minutes: estimateMinutes(orderNumber) });
  });

  it('rejects with the restaurant’s reason: cancelled by the restaurant, the stock back', async () => {
    await h.gateway.db.query('UPDATE stock SET amount = 3 WHERE restaurant_id = 1003 AND item_id = 1003002');
    const { who, orderNumber } = await order();
    await json(orderNumber, { action: 'accept', minutes: 20 });
    await json(orderNumber, { action: 'cook' });
    expect(await h.stockOf(1003, 1003002)).toBe(2);
    const rejected = await json(orderNumber, { action: 'reject', reason: '재료가 떨어졌습니다' });
    expect(rejected.body).toMatchObject({
      status: 'cancelled',
      cancellation: { by: 'restaurant', reason: '재료가 떨어졌습니다', refund: 'none' },
    });
    expect(await h.stockOf(1003, 1003002)).toBe(3);
    const html = await (await page(orderNumber)).text();
    for (const text of ['주문 취소', '음식점 거절', '재료가 떨어졌습니다', '끝난 주문입니다'])
      expect(html).toContain(text);
    expect((await progressOf(who, orderNumber)) as object).toMatchObject({ cancellable: false });
  });
});

describe('what the order desk refuses', () => {
  it('names a bad field and changes nothing: minutes out of range, no reject reason, an unknown action or field', async () => {
    const { who, orderNumber } = await order();
    const bad = await form(orderNumber, { action: 'accept', minutes: '0' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain(
      'minutes(예상 시간)는 1에서 999 사이의 분이어야 합니다. 받은 값: &quot;0&quot;',
    );
    expect(await json(orderNumber, { action: 'reject' })).toEqual({
      status: 400,
      body: { error_code: 'bad_request', error_message: '거절 사유(reason)를 입력해주세요.' },
    });
    expect((await json(orderNumber, { action: 'approve' })).body).toMatchObject({
      error_message: 'action은 accept, reject, cook, depart, deliver 중 하나여야 합니다.',
    });
    expect((await json(orderNumber, { action: 'accept', minute: 30 })).body).toMatchObject({
      error_message: expect.stringContaining('minute'),
    });
    expect(await progressOf(who, orderNumber)).toMatchObject({ status: 'received', version: 1 });
  });

  it('refuses a move the status does not allow (409, naming the status) and an unknown order (404)', async () => {
    const { who, orderNumber } = await order();
    expect(await json(orderNumber, { action: 'deliver' })).toEqual({
      status: 409,
      body: {
        error_code: 'ORDER_STATUS_CONFLICT',
        error_message: '접수 대기 상태의 주문은 배달 완료를 할 수 없습니다.',
      },
    });
    const page409 = await form(orderNumber, { action: 'cook' });
    expect(page409.status).toBe(409);
    expect(await page409.text()).toContain('접수 대기 상태의 주문은 조리 시작을 할 수 없습니다.');
    expect(await progressOf(who, orderNumber)).toMatchObject({ status: 'received', version: 1 });
    expect((await json('2611219999', { action: 'accept' })).status).toBe(404);
    // what no order number can be (a NUL) reaches no query; a lone surrogate is the router's 400
    expect((await fetch(`${h.gateway.url}/sandbox/orders/a%00b`)).status).toBe(404);
    expect((await json('a%00b', { action: 'accept' })).status).toBe(404);
    expect((await fetch(`${h.gateway.url}/sandbox/orders/%ED%A0%80`)).status).toBe(400);
    const missing = await page('2611219999');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('주문을 찾을 수 없습니다');
  });

  it('says an online order not yet paid has not reached the restaurant', async () => {
    const { orderNumber } = await order('onlycard');
    const response = await page(orderNumber);
    expect(response.status).toBe(409);
    expect(await response.text()).toContain('결제가 완료되지 않아 음식점에 전달되지 않은 주문입니다.');
    expect((await json(orderNumber, { action: 'accept' })).body).toMatchObject({
      error_code: 'ORDER_NOT_STARTED',
    });
  });
});
