import { describe, expect, it } from 'vitest';
import { answerPost, httpPaymentProvider } from './payment-provider.ts';
import type { HttpRequest, Transport, TransportResult } from './transport.ts';

const base = 'http://127.0.0.1:8080';
const page = (path: string) => new URL(path, base);

describe('answerPost: what the sandbox page button posts', () => {
  it("posts the card PG's action to its own page", () => {
    expect(answerPost(page('/sandbox/pg/2611210001'), 'decline')).toEqual({
      path: '/sandbox/pg/2611210001',
      body: { action: 'decline' },
    });
  });

  it("posts the wallet's keys with the action", () => {
    expect(answerPost(page('/sandbox/wallet/pay?merchantPayKey=7&clientId=jumun'), 'approve')).toEqual({
      path: '/sandbox/wallet/pay',
      body: { merchantPayKey: '7', clientId: 'jumun', action: 'approve' },
    });
  });

  it("posts the mobile-card popup's result code to the next-step route", () => {
    const popup = page('/sandbox/smilepay/popup?OrderId=7&Moid=M7');
    expect(answerPost(popup, 'approve')?.body).toMatchObject({
      OrderId: '7',
      Moid: 'M7',
      ResultCode: '0000',
    });
    expect(answerPost(popup, 'decline')).toMatchObject({
      path: '/smilepay/next/7/',
      body: { ResultCode: '9999' },
    });
    expect(answerPost(popup, 'cancel')?.body).toMatchObject({ ResultCode: '9000' });
  });

  it('knows no other page', () => {
    expect(answerPost(page('/sandbox/pg/'), 'approve')).toBeNull();
    expect(answerPost(page('/sandbox/smilepay/popup'), 'approve')).toBeNull();
    expect(answerPost(page('/checkout/'), 'approve')).toBeNull();
  });
});

function answering(result: TransportResult) {
  const sent: HttpRequest[] = [];
  const transport: Transport = {
    send: (request) => {
      sent.push(request);
      return Promise.resolve(result);
    },
  };
  return { sent, provider: httpPaymentProvider(transport, base) };
}
const response = (status: number, headers: Record<string, string> = {}): TransportResult => ({
  ok: true,
  response: { status, headers, body: '' },
});

describe('httpPaymentProvider', () => {
  it('answers with the redirect the provider sends the customer back with, not following it', async () => {
    const { sent, provider } = answering(
      response(303, { location: '/#/checkout/?code=PAYMENT_FAILED&message=x' }),
    );
    expect(await provider.answer('/sandbox/pg/7', 'decline')).toEqual({
      ok: true,
      value: '/#/checkout/?code=PAYMENT_FAILED&message=x',
    });
    expect(sent).toMatchObject([
      { method: 'POST', url: `${base}/sandbox/pg/7`, body: JSON.stringify({ action: 'decline' }) },
    ]);
  });

  it("refuses with the page's status when it did not redirect (an order already settled: 409)", async () => {
    const { provider } = answering(response(409));
    expect(await provider.answer('/sandbox/pg/7', 'approve')).toMatchObject({
      ok: false,
      failure: { kind: 'rejected', status: 409 },
    });
  });

  it('is unavailable when the provider fails or cannot be reached', async () => {
    expect(await answering(response(502)).provider.answer('/sandbox/pg/7', 'approve')).toMatchObject({
      ok: false,
      failure: { kind: 'unavailable', status: 502 },
    });
    const down = answering({ ok: false, failure: { kind: 'network', detail: 'ECONNREFUSED' } });
    expect(await down.provider.answer('/sandbox/pg/7', 'approve')).toMatchObject({
      ok: false,
      failure: { kind: 'network' },
    });
  });

  it('sends nothing for a page it cannot answer: another origin, or no sandbox page', async () => {
    for (const other of ['https://pg.example.com/sandbox/pg/7', '/somewhere']) {
      const { sent, provider } = answering(response(303, { location: '/#/' }));
      expect(await provider.answer(other, 'approve')).toMatchObject({
        ok: false,
        failure: { kind: 'rejected', code: 'PAYMENT_PAGE_UNKNOWN' },
      });
      expect(sent).toEqual([]);
    }
  });
});
