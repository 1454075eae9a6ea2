// A gateway without its sandbox providers (jumun serve --no-sandbox): the SMS outbox, the captcha
// answers, the social consent pages and the sandbox restaurant's order desk are not there; captcha
// images still are (logins need them).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../start.ts';
import { startTestGateway } from '../testing/test-gateway.ts';
import { okWire } from './testing/wire-client.ts';

let gateway: RunningGateway;
beforeAll(async () => {
  gateway = await startTestGateway({ sandbox: false });
}, 60_000);
afterAll(() => gateway?.close());

describe('without the sandbox', () => {
  it('does not mount the SMS outbox, the captcha answers, the social consent pages or the order desk', async () => {
    await okWire(gateway.url, 'sms.send', {
      payload: { customer_id: null, phone: '01011110000', context: 'ORDER' },
    });
    expect((await fetch(`${gateway.url}/sandbox/sms?phone=01011110000`)).status).toBe(404);
    expect((await fetch(`${gateway.url}/sandbox/social/naver?redirect=%2F`)).status).toBe(404);
    expect((await fetch(`${gateway.url}/sandbox/orders/2611210001`)).status).toBe(404);
    const { url } = await okWire(gateway.url, 'member.captcha-image', { payload: { device_id: 'd' } });
    expect((await fetch(`${gateway.url}${url.replace('.svg', '/answer')}`)).status).toBe(404);
    expect((await fetch(`${gateway.url}${url}`)).status).toBe(200);
  });
});
