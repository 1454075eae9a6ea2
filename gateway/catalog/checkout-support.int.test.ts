// Payment methods and the retired legacy submit over HTTP (spec 000 §7 "Payment methods",
// "Legacy submit").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knownCheckoutMethodTypes } from '../../contract/payment-methods.ts';
import { samples } from '../../contract/samples/index.ts';
import type { RunningGateway } from '../start.ts';
import { startTestGateway } from '../testing/test-gateway.ts';
import { call, ok } from './testing/wire.ts';

let gateway: RunningGateway;
// Starting a gateway (migrations, seed import) can take a while on a busy machine.
beforeAll(async () => {
  gateway = await startTestGateway();
}, 60_000);
afterAll(() => gateway.close());

describe('payment methods', () => {
  it('lists card, MOBILE, the portal wallet and the other wallets for MOBILE_WEB, in the mobile preference order', async () => {
    const methods = await ok(gateway.url, 'payment.methods', { payload: { merchant_type: 'MOBILE_WEB' } });
    expect(methods.map((m) => m.checkout_method_type)).toEqual([...knownCheckoutMethodTypes]);
    expect(methods.every((m) => m.available && m.name !== '')).toBe(true);
  });

  it('another merchant_type is a 400 naming it', async () => {
    expect(
      await call(gateway.url, 'payment.methods', { payload: { merchant_type: 'PC_WEB' } }),
    ).toMatchObject({
      status: 400,
      body: { error_message: expect.stringContaining('$.merchant_type') },
    });
  });
});

describe('legacy order submit', () => {
  it('answers a well-formed order 410 Gone with the error object and stores nothing', async () => {
    const sample = samples['order.legacy-submit'];
    const answer = await call(gateway.url, 'order.legacy-submit', {
      params: { city: 'seoul', slug: 'yeoksam-golden-chicken' },
      payload: sample?.body,
    });
    expect(answer).toMatchObject({ ok: false, status: 410, body: { error_code: 'legacy_submit_gone' } });
    const [row] = await gateway.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
    expect(row?.n).toBe(0);
  });

  it('a body that is not an order is a 400 naming the field first', async () => {
    const answer = await call(gateway.url, 'order.legacy-submit', {
      params: { city: 'seoul', slug: 'x' },
      payload: { cart_uuid: 1 },
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { error_message: expect.stringContaining('$.cart_uuid') },
    });
  });
});
