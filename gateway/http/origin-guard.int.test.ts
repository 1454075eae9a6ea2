// Another web site's page cannot change state here: a form or text post is refused (the contract's
// calls take JSON only), and a request that names another site as its Origin is refused unless that
// origin is configured; the gateway's own web app and clients without an Origin (the CLI) go on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../start.ts';
import { startTestGateway } from '../testing/test-gateway.ts';

const EVIL = 'https://evil.example';
const PARTNER = 'https://partner.example';

/** The state-changing calls a hostile page would aim at: SMS send, the app link, the code check, password inquiry. */
const targets: readonly { url: string; body: Record<string, string> }[] = [
  {
    url: '/member/v2/send-phone-certification-code',
    body: { customer_id: '900001', phone: '01055550101', context: 'ORDER' },
  },
  { url: '/m/sms/', body: { phone: '01055550101' } },
  { url: '/vericode/checkvericode/01055550101/', body: { code: '1234' } },
  { url: '/v1/find-password', body: { email: 'minji@example.com' } },
];

const form = (body: Record<string, string>) => new URLSearchParams(body).toString();

describe('cross-site requests', () => {
  let gateway: RunningGateway;
  beforeAll(async () => {
    gateway = await startTestGateway({ allowedOrigins: [PARTNER] });
  }, 60_000);
  afterAll(() => gateway.close());

  const post = (url: string, payload: string, headers: Record<string, string>) =>
    gateway.app.inject({ method: 'POST', url, payload, headers: { host: '127.0.0.1:8080', ...headers } });

  it.each(targets)('refuses a form post from another site to $url', async ({ url, body }) => {
    const answer = await post(url, form(body), {
      'content-type': 'application/x-www-form-urlencoded',
      origin: EVIL,
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().error_code).toBe('forbidden_origin');
  });

  it.each(targets)('refuses a form or text post with no Origin to $url: JSON only', async ({ url, body }) => {
    for (const contentType of ['application/x-www-form-urlencoded', 'text/plain']) {
      const payload = contentType === 'text/plain' ? JSON.stringify(body) : form(body);
      const answer = await post(url, payload, { 'content-type': contentType });
      expect(answer.statusCode).toBe(415);
      expect(answer.json()).toEqual({
        error_code: 'unsupported_media_type',
        error_message: '지원하지 않는 요청 형식입니다. JSON(Content-Type: application/json)으로 보내주세요.',
      });
    }
  });

  it('refuses JSON from another site, and serves the gateway own origin, a configured one and no Origin', async () => {
    const { url, body } = targets[3] as (typeof targets)[number];
    const json = { 'content-type': 'application/json' };
    expect((await post(url, JSON.stringify(body), { ...json, origin: EVIL })).statusCode).toBe(403);
    expect((await post(url, JSON.stringify(body), { ...json, origin: 'null' })).statusCode).toBe(403);
    for (const origin of ['http://127.0.0.1:8080', PARTNER, undefined]) {
      const answer = await post(url, JSON.stringify(body), origin === undefined ? json : { ...json, origin });
      expect(answer.statusCode, String(origin)).toBe(200);
    }
  });

  it('reads stay open to any origin (a GET changes nothing)', async () => {
    const answer = await gateway.app.inject({
      method: 'GET',
      url: '/api/v1/service_info/',
      headers: { origin: EVIL },
    });
    expect(answer.statusCode).toBe(200);
  });
});
