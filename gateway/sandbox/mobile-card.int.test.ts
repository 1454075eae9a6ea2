import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../start.ts';
import { startTestGateway } from '../testing/test-gateway.ts';
import { insertAwaitingOrder } from './testing/awaiting-order.ts';

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

const popup = (query: Record<string, string>) =>
  fetch(`${gateway.url}/sandbox/smilepay/popup?${new URLSearchParams(query)}`);

/** The forms of a page: where each posts and its hidden fields. */
function forms(html: string): { action: string; fields: Record<string, string> }[] {
  return [...html.matchAll(/<form method="post" action="([^"]*)">(.*?)<\/form>/g)].map((m) => ({
    action: m[1] ?? '',
    fields: Object.fromEntries(
      [...(m[2] ?? '').matchAll(/name="([^"]*)" value="([^"]*)"/g)].map((f) => [f[1] ?? '', f[2] ?? '']),
    ),
  }));
}

describe('sandbox mobile-card popup', () => {
  it('shows the sandbox label, the amount and the SDK version v5.4', async () => {
    const n = await awaitingOrder('MC-PAGE-1', 21000);
    const response = await popup({ OrderId: n, Moid: n });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="ko">');
    expect(html).toContain('SANDBOX — 실제 결제가 아닙니다');
    expect(html).toContain('21,000원');
    expect(html).toContain('SDK v5.4');
    expect(html).not.toMatch(/<script/i);
  });

  it('posts every button as a form to /smilepay/next/{orderId}/ with its result code', async () => {
    const n = await awaitingOrder('MC-FORMS-1');
    const found = forms(await (await popup({ OrderId: n, Moid: n })).text());
    expect(found.map((f) => f.action)).toEqual(Array(4).fill('/smilepay/next/MC-FORMS-1/'));
    expect(found.map((f) => f.fields.ResultCode)).toEqual(['0000', '535', '9999', '9000']);
    expect(found[0]?.fields).toMatchObject({ OrderId: n, Moid: n });
  });

  it('approve from the popup ends paid on the thank-you page, as a browser would post it', async () => {
    const n = await awaitingOrder('MC-FLOW-1');
    const [approve] = forms(await (await popup({ OrderId: n, Moid: n })).text());
    expect(approve).toBeDefined();
    const response = await fetch(`${gateway.url}${approve?.action}`, {
      method: 'POST',
      body: new URLSearchParams(approve?.fields),
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/#/checkout/thankyou!!/?order_number=MC-FLOW-1');
    const [row] = await gateway.db.query<{ status: string }>(
      'SELECT status FROM orders WHERE order_number = $1',
      [n],
    );
    expect(row?.status).toBe('paid');
  });

  it('finds the order by Moid when only Moid is given', async () => {
    const n = await awaitingOrder('MC-MOID-1');
    expect((await popup({ Moid: n })).status).toBe(200);
  });

  it('answers a missing id with 400, an unknown order with 404 and a paid one with 409', async () => {
    expect((await popup({})).status).toBe(400);
    expect((await popup({ OrderId: 'NO-SUCH-ORDER' })).status).toBe(404);
    const n = await awaitingOrder('MC-PAID-1');
    await gateway.db.query("UPDATE orders SET status = 'paid' WHERE order_number = $1", [n]);
    const paid = await popup({ OrderId: n });
    expect(paid.status).toBe(409);
    expect(await paid.text()).toContain('이미 결제가 완료된 주문입니다.');
  });
});

describe('without the sandbox', () => {
  it('does not serve the popup', async () => {
    const off = await startTestGateway({ sandbox: false });
    try {
      expect((await fetch(`${off.url}/sandbox/smilepay/popup?OrderId=1`)).status).toBe(404);
    } finally {
      await off.close();
    }
  }, 60_000);
});
