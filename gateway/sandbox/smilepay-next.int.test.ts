import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRoute } from '../../domain/routes/route-table.ts';
import type { RunningGateway } from '../start.ts';
import { startTestGateway } from '../testing/test-gateway.ts';
import { actionForCode } from './smilepay-next.ts';
import { orderStatus } from './testing/awaiting-order.ts';

let gateway: RunningGateway;
// Start-up migrates and seeds a fresh PGlite: allow for a busy machine.
beforeAll(async () => {
  gateway = await startTestGateway();
}, 60_000);
afterAll(async () => {
  await gateway.close();
});

async function awaitingOrder(orderNumber: string): Promise<string> {
  await gateway.db.query(
    `INSERT INTO orders (order_number, cart_uuid, customer_id, restaurant_id, status, total, doc, created_at)
     VALUES ($1, $2, 'customer-1', 1, 'awaiting_payment', 12000, '{}', now())`,
    [orderNumber, `cart-${orderNumber}`],
  );
  return orderNumber;
}

const statusOf = (orderNumber: string) => orderStatus(gateway.db, orderNumber);

const next = (orderId: string, form: Record<string, string>) =>
  fetch(`${gateway.url}/smilepay/next/${encodeURIComponent(orderId)}/`, {
    method: 'POST',
    body: new URLSearchParams(form),
    redirect: 'manual',
  });
const landing = (response: Response) =>
  parseRoute((response.headers.get('location') ?? '').replace(/^\/#/, '#'));

describe('result codes (spec 000 §8 "Result codes 0000 and 535 count as success")', () => {
  it('maps 0000 and 535 to approve, the user-cancel code to cancel, anything else to decline', () => {
    expect(actionForCode('0000')).toBe('approve');
    expect(actionForCode('535')).toBe('approve');
    expect(actionForCode('9000')).toBe('cancel');
    expect(actionForCode('9999')).toBe('decline');
    expect(actionForCode(undefined)).toBe('decline');
  });
});

describe('POST /smilepay/next/{orderId}/', () => {
  it.each(['0000', '535'])('ResultCode %s: paid, then the thank-you page', async (code) => {
    const n = await awaitingOrder(`SP-OK-${code}`);
    const response = await next(n, { ResultCode: code, OrderId: n, Moid: n });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/#/checkout/thankyou!!/?order_number=SP-OK-${code}`);
    expect(await statusOf(n)).toBe('paid');
  });

  it('a failure code: payment_failed, then checkout with the failure popup', async () => {
    const n = await awaitingOrder('SP-FAIL-1');
    const response = await next(n, { ResultCode: '9999', ResultMsg: '카드 승인 거절' });
    expect(response.status).toBe(303);
    expect(landing(response)).toEqual({
      name: 'checkout',
      popup: { code: 'PAYMENT_FAILED', message: '결제가 실패하였습니다. 다른 결제수단을 이용해 주세요.' },
    });
    expect(await statusOf(n)).toBe('payment_failed');
  });

  it('the user-cancel code: cancelled, then checkout with the user-cancel popup', async () => {
    const n = await awaitingOrder('SP-CANCEL-1');
    const response = await next(n, { ResultCode: '9000' });
    expect(landing(response)).toEqual({
      name: 'checkout',
      popup: {
        code: 'PAYMENT_CANCELLED',
        message: '결제를 취소하셨습니다. 주문 내용 확인 후 다시 결제해주세요.',
      },
    });
    expect(await statusOf(n)).toBe('cancelled');
  });

  it('is idempotent: a second success post changes nothing', async () => {
    const n = await awaitingOrder('SP-TWICE-1');
    expect((await next(n, { ResultCode: '0000' })).status).toBe(303);
    expect((await next(n, { ResultCode: '0000' })).status).toBe(409);
    expect((await next(n, { ResultCode: '9999' })).status).toBe(409);
    expect(await statusOf(n)).toBe('paid');
  });

  it('falls back to Moid when the path id is not an order number', async () => {
    const n = await awaitingOrder('SP-MOID-1');
    const response = await next('provider-order-77', { ResultCode: '0000', Moid: n });
    expect(response.headers.get('location')).toBe('/#/checkout/thankyou!!/?order_number=SP-MOID-1');
    expect(await statusOf(n)).toBe('paid');
  });

  it('answers an unknown order with a 404 page', async () => {
    const response = await next('NO-SUCH-ORDER', { ResultCode: '0000' });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('주문을 찾을 수 없습니다');
  });
});

describe('without the sandbox', () => {
  it('does not take result posts (nothing would verify them)', async () => {
    const off = await startTestGateway({ sandbox: false });
    try {
      const response = await fetch(`${off.url}/smilepay/next/1/`, {
        method: 'POST',
        body: new URLSearchParams({ ResultCode: '0000' }),
      });
      expect(response.status).toBe(404);
    } finally {
      await off.close();
    }
  }, 60_000);
});
