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

const awaitingOrder = (orderNumber: string, total?: number) =>
  insertAwaitingOrder(gateway.db, orderNumber, total);

const statusOf = (orderNumber: string) => orderStatus(gateway.db, orderNumber);

const CLIENT_ID = 'sandbox-client';
const open = (query: Record<string, string>) =>
  fetch(`${gateway.url}/sandbox/wallet/pay?${new URLSearchParams(query)}`);
const answer = (merchantPayKey: string, action: string) =>
  fetch(`${gateway.url}/sandbox/wallet/pay`, {
    method: 'POST',
    body: new URLSearchParams({ merchantPayKey, clientId: CLIENT_ID, action }),
    redirect: 'manual',
  });
const landing = (response: Response) =>
  parseRoute((response.headers.get('location') ?? '').replace(/^\/#/, '#'));

describe('sandbox wallet page', () => {
  it('opens with the order result fields and shows the sandbox label and 34,500원', async () => {
    const n = await awaitingOrder('W-PAGE-1', 34500);
    const response = await open({ merchantPayKey: n, clientId: CLIENT_ID });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="ko">');
    expect(html).toContain('SANDBOX — 실제 결제가 아닙니다');
    expect(html).toContain('34,500원');
    expect(html).toContain(CLIENT_ID);
    expect(html).toContain('name="merchantPayKey" value="W-PAGE-1"');
    expect(html).not.toMatch(/<script/i);
  });

  it('needs both fields (400) and a known order (404)', async () => {
    expect((await open({ merchantPayKey: 'W-X' })).status).toBe(400);
    expect((await open({ merchantPayKey: '', clientId: CLIENT_ID })).status).toBe(400);
    expect((await open({ merchantPayKey: 'NO-SUCH-ORDER', clientId: CLIENT_ID })).status).toBe(404);
    expect((await answer('NO-SUCH-ORDER', 'approve')).status).toBe(404);
  });
});

describe('settling a wallet payment', () => {
  it('approve: paid, then the thank-you page', async () => {
    const n = await awaitingOrder('W-APPROVE-1');
    const response = await answer(n, 'approve');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/#/checkout/thankyou!!/?order_number=W-APPROVE-1');
    expect(await statusOf(n)).toBe('paid');
  });

  it('decline: payment_failed, then checkout with the failure popup', async () => {
    const n = await awaitingOrder('W-DECLINE-1');
    const response = await answer(n, 'decline');
    expect(response.status).toBe(303);
    expect(landing(response)).toEqual({
      name: 'checkout',
      popup: { code: 'PAYMENT_FAILED', message: '결제가 실패하였습니다. 다른 결제수단을 이용해 주세요.' },
    });
    expect(await statusOf(n)).toBe('payment_failed');
  });

  it('cancel: cancelled, then checkout with the user-cancel popup', async () => {
    const n = await awaitingOrder('W-CANCEL-1');
    const response = await answer(n, 'cancel');
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

  it('is idempotent: a second approve changes nothing', async () => {
    const n = await awaitingOrder('W-TWICE-1');
    expect((await answer(n, 'approve')).status).toBe(303);
    expect((await answer(n, 'approve')).status).toBe(409);
    expect((await answer(n, 'cancel')).status).toBe(409);
    expect(await statusOf(n)).toBe('paid');
  });

  it('refuses a post without clientId or with an unknown action', async () => {
    const n = await awaitingOrder('W-BAD-1');
    const noClient = await fetch(`${gateway.url}/sandbox/wallet/pay`, {
      method: 'POST',
      body: new URLSearchParams({ merchantPayKey: n, action: 'approve' }),
    });
    expect(noClient.status).toBe(400);
    expect((await answer(n, 'refund')).status).toBe(400);
    expect(await statusOf(n)).toBe('awaiting_payment');
  });
});

describe('without the sandbox', () => {
  it('does not serve the wallet', async () => {
    const off = await startTestGateway({ sandbox: false });
    try {
      const query = new URLSearchParams({ merchantPayKey: '1', clientId: CLIENT_ID });
      expect((await fetch(`${off.url}/sandbox/wallet/pay?${query}`)).status).toBe(404);
      const posted = await fetch(`${off.url}/sandbox/wallet/pay`, { method: 'POST', body: query });
      expect(posted.status).toBe(404);
    } finally {
      await off.close();
    }
  }, 60_000);
});
