import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRoute } from '../../domain/routes/route-table.ts';
import type { RunningGateway } from '../start.ts';
import { startTestGateway } from '../testing/test-gateway.ts';
import { insertAwaitingOrder, orderStatus } from './testing/awaiting-order.ts';

let gateway: RunningGateway;
// Start-up migrates and seeds a fresh PGlite: allow for a busy machine.
beforeAll(async () => {
  gateway = await startTestGateway();
}, 60_000);
afterAll(async () => {
  await gateway.close();
});

/** An online order as the ordering routes leave it: awaiting payment. */
const awaitingOrder = (orderNumber: string, total?: number) =>
  insertAwaitingOrder(gateway.db, orderNumber, total);

const statusOf = (orderNumber: string) => orderStatus(gateway.db, orderNumber);

const page = (orderNumber: string) => fetch(`${gateway.url}/sandbox/pg/${encodeURIComponent(orderNumber)}`);
const post = (orderNumber: string, action: string) =>
  fetch(`${gateway.url}/sandbox/pg/${encodeURIComponent(orderNumber)}`, {
    method: 'POST',
    body: new URLSearchParams({ action }),
    redirect: 'manual',
  });

/** The app route a redirect lands on (the hash part of `/#/…`). */
const landing = (response: Response) =>
  parseRoute((response.headers.get('location') ?? '').replace(/^\/#/, '#'));

describe('sandbox card PG page', () => {
  it('shows the sandbox label, the order number and the amount as 12,000원, in Korean, without scripts', async () => {
    const n = await awaitingOrder('PG-PAGE-1', 12000);
    const response = await page(n);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('content-security-policy')).toContain("form-action 'self'");
    const html = await response.text();
    expect(html).toContain('<html lang="ko">');
    expect(html).toContain('SANDBOX — 실제 결제가 아닙니다');
    expect(html).toContain('PG-PAGE-1');
    expect(html).toContain('12,000원');
    expect(html).not.toMatch(/<script/i);
    for (const action of ['approve', 'decline', 'cancel']) expect(html).toContain(`value="${action}"`);
  });

  it('escapes what it shows', async () => {
    const n = await awaitingOrder('<b>"x"&</b>', 1500);
    const html = await (await page(n)).text();
    expect(html).toContain('&lt;b&gt;&quot;x&quot;&amp;&lt;/b&gt;');
    expect(html).not.toContain('<b>"x"');
  });

  it('answers an unknown order with a 404 page', async () => {
    const response = await page('NO-SUCH-ORDER');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('주문을 찾을 수 없습니다');
    expect((await post('NO-SUCH-ORDER', 'approve')).status).toBe(404);
  });

  it('answers an order number no order can have (a NUL) as unknown, on every provider page', async () => {
    expect((await page('PG\u0000X')).status).toBe(404);
    expect((await post('PG\u0000X', 'approve')).status).toBe(404);
    const wallet = new URLSearchParams({ merchantPayKey: 'PG\u0000X', clientId: 'jumun' });
    expect((await fetch(`${gateway.url}/sandbox/wallet/pay?${wallet}`)).status).toBe(404);
    const walletPost = await fetch(`${gateway.url}/sandbox/wallet/pay`, {
      method: 'POST',
      body: new URLSearchParams({ merchantPayKey: 'PG\u0000X', clientId: 'jumun', action: 'approve' }),
      redirect: 'manual',
    });
    expect(walletPost.status).toBe(404);
    const popup = new URLSearchParams({ OrderId: 'PG\u0000X' });
    expect((await fetch(`${gateway.url}/sandbox/smilepay/popup?${popup}`)).status).toBe(404);
    const next = await fetch(`${gateway.url}/smilepay/next/${encodeURIComponent('PG\u0000X')}/`, {
      method: 'POST',
      body: new URLSearchParams({ ResultCode: '0000' }),
      redirect: 'manual',
    });
    expect(next.status).toBe(404);
  });
});

describe('settling a card payment', () => {
  it('approve: paid, then the thank-you page with the order number', async () => {
    const n = await awaitingOrder('PG-APPROVE-1');
    const response = await post(n, 'approve');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/#/checkout/thankyou!!/?order_number=PG-APPROVE-1');
    expect(await statusOf(n)).toBe('paid');
  });

  it('decline: payment_failed, then checkout with the failure popup', async () => {
    const n = await awaitingOrder('PG-DECLINE-1');
    const response = await post(n, 'decline');
    expect(response.status).toBe(303);
    expect(landing(response)).toEqual({
      name: 'checkout',
      popup: { code: 'PAYMENT_FAILED', message: '결제가 실패하였습니다. 다른 결제수단을 이용해 주세요.' },
    });
    expect(await statusOf(n)).toBe('payment_failed');
  });

  it('cancel: cancelled, then checkout with the user-cancel popup', async () => {
    const n = await awaitingOrder('PG-CANCEL-1');
    const response = await post(n, 'cancel');
    expect(response.status).toBe(303);
    expect(landing(response)).toEqual({
      name: 'checkout',
      popup: {
        code: 'PAYMENT_CANCELLED',
        message: '결제를 취소하셨습니다. 주문 내용 확인 후 다시 결제해주세요.',
      },
    });
    expect(await statusOf(n)).toBe('cancelled');
  });

  it('is idempotent: a second approve, or a decline after it, changes nothing and says so', async () => {
    const n = await awaitingOrder('PG-TWICE-1');
    expect((await post(n, 'approve')).status).toBe(303);
    const again = await post(n, 'approve');
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('이미 결제가 완료된 주문입니다.');
    expect((await post(n, 'decline')).status).toBe(409);
    expect(await statusOf(n)).toBe('paid');
    expect((await page(n)).status).toBe(409);
  });

  it('moves only orders awaiting payment (an on-site order stays accepted)', async () => {
    const n = await awaitingOrder('PG-OFFLINE-1');
    await gateway.db.query("UPDATE orders SET status = 'accepted' WHERE order_number = $1", [n]);
    expect((await post(n, 'approve')).status).toBe(409);
    expect(await statusOf(n)).toBe('accepted');
  });

  it('refuses an unknown action with a 400 page and no change', async () => {
    const n = await awaitingOrder('PG-BAD-1');
    const response = await post(n, 'refund');
    expect(response.status).toBe(400);
    expect(await statusOf(n)).toBe('awaiting_payment');
  });
});

describe('without the sandbox', () => {
  it('does not serve the card PG', async () => {
    const off = await startTestGateway({ sandbox: false });
    try {
      expect((await fetch(`${off.url}/sandbox/pg/1`)).status).toBe(404);
      const posted = await fetch(`${off.url}/sandbox/pg/1`, {
        method: 'POST',
        body: new URLSearchParams({ action: 'approve' }),
      });
      expect(posted.status).toBe(404);
    } finally {
      await off.close();
    }
  }, 60_000);
});
