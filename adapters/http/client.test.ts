import { describe, expect, it } from 'vitest';
import { callList } from '../../contract/calls.ts';
import { contentCalls } from '../../contract/content.ts';
import { sampleOf } from '../../contract/testing/codec-helpers.ts';
import { gatewayFailureRejection } from '../../domain/checkout/error-mapping.ts';
import { gatewayClient } from './client.ts';
import { ORIGIN, profile, sentAt, testGateway } from './testing/scripted-gateway.ts';
import { json, refused, reset, text, timeout } from './testing/scripted-transport.ts';
import { memoryTokens } from './tokens.ts';

const SERVICE_PROBLEM = '서비스에 문제가 발생했습니다. 잠시뒤 다시 시도해주세요.';
const detail = (restaurantId: number) =>
  ['restaurant.detail', { restaurant_id: restaurantId }, { serving_type: 'vd' }] as const;

describe('headers (spec 001 §6 "Every request carries a bearer authorization header ... except template requests")', () => {
  it('sends accept, the bearer token, and content-type on a JSON POST', async () => {
    const { transport, gateway } = testGateway();
    transport.on(
      'POST',
      '/member/v2/send-phone-certification-code',
      json(200, sampleOf('sms.send').response),
    );
    await gateway.client.callGateway(
      'sms.send',
      {},
      { customer_id: '9', phone: '01012345678', context: 'ORDER' },
    );
    expect(sentAt(transport).headers).toEqual({
      accept: 'application/json',
      authorization: 'Bearer token-1',
      'content-type': 'application/json',
    });
  });

  it('sends no content-type on a GET and no authorization when no token is stored', async () => {
    const { transport, gateway } = testGateway(null);
    transport.on('GET', '/api/v2/restaurants/1000101', json(200, sampleOf('restaurant.detail').response));
    await gateway.client.callGateway(...detail(1000101));
    expect(sentAt(transport).headers).toEqual({ accept: 'application/json' });
  });

  it('sends a template request without the bearer header, accepting text', async () => {
    const { transport, gateway } = testGateway();
    transport.on('GET', '/templates/checkout.html', text(200, '<div></div>'));
    const result = await gateway.template('checkout.html', '2026.11.1');
    expect(result).toEqual({ ok: true, value: '<div></div>' });
    expect(sentAt(transport).headers.authorization).toBeUndefined();
    expect(sentAt(transport).headers.accept).toContain('text/html');
    expect(sentAt(transport).query).toEqual({ version: '2026.11.1' });
  });

  it('gives every request the 10 s timeout (spec 001 §9 "HTTP timeout 10 s")', async () => {
    const { transport, gateway } = testGateway();
    await gateway.client.callGateway(...detail(1));
    await gateway.client.callGateway('content.banners', {}, {});
    expect(transport.sent.map((r) => r.timeoutMs)).toEqual([10_000, 10_000]);
  });
});

describe('answers as data (spec 001 §7 "Status 491 is treated as data")', () => {
  it('decodes a 491 answer of service info and service status as their response', async () => {
    const { transport, gateway } = testGateway();
    transport.on('GET', '/api/v1/service_info/', json(491, sampleOf('content.service-info').response));
    transport.on('GET', '/popup/get/', json(491, { active: true, content: '점검 중' }));
    expect(await gateway.serviceInfo()).toMatchObject({ ok: true, value: { max_sms_verification_time: 5 } });
    expect(await gateway.serviceStatus()).toEqual({ ok: true, value: { active: true, content: '점검 중' } });
  });

  it('treats 491 from any other call as a refusal', async () => {
    const { transport, gateway } = testGateway();
    transport.on('GET', '/api/v1/marketing/banners/', json(491, { error_code: 491, error_message: 'x' }));
    expect(await gateway.banners()).toMatchObject({ ok: false, failure: { kind: 'rejected', status: 491 } });
  });
});

describe('failures (spec 000 §8 "HTTP status 500 or higher, or status 0, shows the service-problem text")', () => {
  const cases = [
    ['a timeout', timeout(), { kind: 'timeout' }],
    ['a 500', json(500, { error_code: 500, error_message: 'boom' }), { kind: 'unavailable', status: 500 }],
    ['a 503 html page', text(503, '<h1>503</h1>'), { kind: 'unavailable', status: 503 }],
    ['status 0', { status: 0, body: '' }, { kind: 'network' }],
    ['a connection reset', reset(), { kind: 'network' }],
    ['a refused connection', refused(), { kind: 'network' }],
  ] as const;
  for (const [what, answer, failure] of cases) {
    it(`maps ${what} to ${failure.kind} and to '${SERVICE_PROBLEM}'`, async () => {
      const { transport, gateway } = testGateway();
      transport.on('GET', '/api/v2/restaurants/1', answer);
      const result = await gateway.client.callGateway(...detail(1));
      expect(result).toEqual({ ok: false, failure });
      if (!result.ok)
        expect(gatewayFailureRejection(result.failure, 'RESTAURANT_LOAD_FAILED').message).toBe(
          SERVICE_PROBLEM,
        );
    });
  }

  it('names the call and the JSON path of a body that does not decode', async () => {
    const { transport, gateway } = testGateway();
    const list = sampleOf('restaurant.list').response;
    const bad = { ...list, restaurants: [{ ...list.restaurants[0], min_order_amount: 1200.5 }] };
    transport.on('GET', '/api/v2/restaurants', json(200, bad));
    const result = await gateway.restaurantList({
      point: { lat: 37.5, lng: 127 },
      category: null,
      order: 'rank',
      page: 1,
    });
    expect(result).toEqual({
      ok: false,
      failure: { kind: 'malformed', call: 'restaurant.list', path: '$.restaurants[0].min_order_amount' },
    });
    if (!result.ok)
      expect(gatewayFailureRejection(result.failure, 'SERVICE_PROBLEM').message).toBe(SERVICE_PROBLEM);
  });

  it('reports a 200 that is not JSON as malformed at $', async () => {
    const { transport, gateway } = testGateway();
    transport.on('GET', '/api/v2/restaurants/1', text(200, '<html>maintenance</html>'));
    expect(await gateway.client.callGateway(...detail(1))).toEqual({
      ok: false,
      failure: { kind: 'malformed', call: 'restaurant.detail', path: '$' },
    });
  });

  it('checks the request with the call codecs and sends nothing when a field is wrong', async () => {
    const { transport, gateway } = testGateway();
    const result = await gateway.client.callGateway('sms.phone-verified', { phone: '010-1234' }, {});
    expect(result).toEqual({
      ok: false,
      failure: { kind: 'malformed', call: 'sms.phone-verified', path: 'params $.phone' },
    });
    expect(transport.sent).toHaveLength(0);
  });

  it('treats a transport that throws as no answer', async () => {
    const client = gatewayClient({
      transport: { send: () => Promise.reject(new Error('bug')) },
      calls: callList,
      profile,
      tokens: memoryTokens(),
    });
    expect(await client.callGateway(...detail(1))).toEqual({ ok: false, failure: { kind: 'network' } });
  });
});

describe('the calls a client knows', () => {
  it('makes only the calls it was given, and the ones it learns after', async () => {
    const transport = {
      send: () =>
        Promise.resolve({ ok: false as const, failure: { kind: 'network' as const, detail: 'down' } }),
    };
    const client = gatewayClient({
      transport,
      calls: contentCalls,
      profile,
      tokens: memoryTokens(),
      retryDelayMs: 0,
    });
    await expect(client.callGateway(...detail(1))).rejects.toThrow('no call named restaurant.detail');
    client.learn(callList);
    expect(await client.callGateway(...detail(1))).toEqual({ ok: false, failure: { kind: 'network' } });
  });
});

describe('the profile decides the host', () => {
  it('sends {gateway} calls under the /gateway prefix of the one origin', async () => {
    const { transport, gateway } = testGateway();
    await gateway.orderInfo('20261120-000123');
    expect(sentAt(transport).request.url).toBe(`${ORIGIN}/gateway/order/api/v2/orders/20261120-000123/`);
  });
});
