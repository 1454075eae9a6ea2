// The sandbox SMS outbox: the latest code sent to a phone, so QA and tests can finish a verification.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okWire } from '../member/testing/wire-client.ts';
import type { RunningGateway } from '../start.ts';
import { startTestGateway, TEST_NOW } from '../testing/test-gateway.ts';

let gateway: RunningGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
}, 60_000);
afterAll(() => gateway?.close());

const outbox = (query: string) => fetch(`${gateway.url}/sandbox/sms${query}`);

describe('GET /sandbox/sms', () => {
  it('answers { phone, code, sent_at } of the latest code, and that code verifies the phone', async () => {
    const phone = '01090000001';
    await okWire(gateway.url, 'sms.send', { payload: { customer_id: null, phone, context: 'ORDER' } });
    await okWire(gateway.url, 'sms.send', { payload: { customer_id: null, phone, context: 'ORDER' } });
    const response = await outbox(`?phone=${phone}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { phone: string; code: string; sent_at: string };
    expect(Object.keys(body).sort()).toEqual(['code', 'phone', 'sent_at']);
    expect(body.phone).toBe(phone);
    expect(body.code).toMatch(/^\d{4}$/);
    expect(Date.parse(body.sent_at)).toBe(Date.parse(TEST_NOW));
    const checked = await okWire(gateway.url, 'sms.check', {
      params: { phone },
      payload: { code: body.code },
    });
    expect(checked.result).toBe(true);
  });

  it('answers 404 when no code was sent to the phone, and 400 without a valid phone', async () => {
    expect((await outbox('?phone=01090000002')).status).toBe(404);
    expect((await outbox('')).status).toBe(400);
    expect((await outbox('?phone=abc')).status).toBe(400);
  });
});
