import { describe, expect, it } from 'vitest';
import { orderBody } from '../../contract/samples/checkout.ts';
import { sampleOf } from '../../contract/testing/codec-helpers.ts';
import { gatewayFailureRejection } from '../../domain/checkout/error-mapping.ts';
import { sentAt, testGateway } from './testing/scripted-gateway.ts';
import { json } from './testing/scripted-transport.ts';
import type { HttpRequest } from './transport.ts';

const expired = json(401, { error_code: 401, error_message: 'expired or malformed token' });
const renewed = json(200, { access_token: 'access-2', refresh_token: 'refresh-2', expires_in: 3600 });
const bearerOf = (r: HttpRequest | undefined) => r?.headers.authorization;

describe("spec 000 §8 'expired or malformed token': refresh the token once, then repeat the call once", () => {
  it('refreshes with the stored refresh_token, stores the new tokens and repeats a GET with them', async () => {
    const { transport, gateway, tokens } = testGateway();
    transport.on(
      'GET',
      '/api/v2/restaurants/1000101',
      expired,
      json(200, sampleOf('restaurant.detail').response),
    );
    transport.on('POST', '/auth/api/v1/auth/refresh', renewed);
    const result = await gateway.restaurant({ restaurantId: 1000101, point: null, zipcode: null });
    expect(result.ok).toBe(true);
    expect(transport.sent.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      'GET /api/v2/restaurants/1000101',
      'POST /auth/api/v1/auth/refresh',
      'GET /api/v2/restaurants/1000101',
    ]);
    expect(sentAt(transport, 1).body).toEqual({ refresh_token: 'refresh-1' });
    expect(bearerOf(transport.sent[2])).toBe('Bearer access-2');
    expect([tokens.accessToken(), tokens.refreshToken()]).toEqual(['access-2', 'refresh-2']);
  });

  it('repeats an idempotent POST (the stock check)', async () => {
    const { transport, gateway } = testGateway();
    const path = '/api/v1/restaurants/1/cart/check_stock_amount/';
    transport.on('POST', path, expired, json(200, sampleOf('stock.check').response));
    transport.on('POST', '/auth/api/v1/auth/refresh', renewed);
    const result = await gateway.checkStock({
      restaurant_id: 1,
      customer_id: '9',
      point: { lat: 37.5, lng: 127 },
      items: [],
      discount_info: null,
    });
    expect(result.ok).toBe(true);
    expect(transport.to('POST', path)).toHaveLength(2);
  });

  it('does not repeat an order submit: the new token is stored and the customer reads the spec text', async () => {
    const { transport, gateway, tokens } = testGateway();
    const path = '/gateway/order/cart/submit/food/900001/37.498168/127.02761';
    transport.on('POST', path, expired);
    transport.on('POST', '/auth/api/v1/auth/refresh', renewed);
    const result = await gateway.submitOrder({
      customer_id: '900001',
      point: { lat: 37.498168, lng: 127.02761 },
      idempotency_key: 'k',
      body: orderBody,
    });
    expect(transport.to('POST', path)).toHaveLength(1);
    expect(tokens.accessToken()).toBe('access-2');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(gatewayFailureRejection(result.failure, 'ORDER_NOT_PROCESSED').message).toBe(
        '인증이 만료 되었습니다. 재로그인 후 주문해주세요.',
      );
    }
  });

  it('repeats only once, and not at all without a refresh token or when the refresh fails', async () => {
    const twice = testGateway();
    twice.transport.on('GET', '/api/v1/marketing/banners/', expired);
    twice.transport.on('POST', '/auth/api/v1/auth/refresh', renewed);
    expect((await twice.gateway.banners()).ok).toBe(false);
    expect(twice.transport.to('GET', '/api/v1/marketing/banners/')).toHaveLength(2);

    const none = testGateway({ access_token: 'token-1', refresh_token: null });
    none.transport.on('GET', '/api/v1/marketing/banners/', expired);
    expect(await none.gateway.banners()).toMatchObject({ ok: false, failure: { status: 401 } });
    expect(none.transport.sent).toHaveLength(1);

    const refused = testGateway();
    refused.transport.on('GET', '/api/v1/marketing/banners/', expired);
    refused.transport.on(
      'POST',
      '/auth/api/v1/auth/refresh',
      json(401, { error_code: 401, error_message: 'bad refresh' }),
    );
    expect((await refused.gateway.banners()).ok).toBe(false);
    expect(refused.transport.sent).toHaveLength(2);
    expect(refused.tokens.accessToken()).toBe('token-1');
  });

  it('shares one refresh among calls that expire together', async () => {
    const { transport, gateway } = testGateway();
    transport.on('GET', '/api/v1/marketing/banners/', (r) =>
      r.headers.authorization === 'Bearer access-2' ? json(200, []) : expired,
    );
    transport.on('POST', '/auth/api/v1/auth/refresh', renewed);
    const results = await Promise.all([gateway.banners(), gateway.banners(), gateway.banners()]);
    expect(results.every((r) => r.ok)).toBe(true);
    expect(transport.to('POST', '/auth/api/v1/auth/refresh')).toHaveLength(1);
  });

  it('a 401 with other words is a plain refusal', async () => {
    const { transport, gateway } = testGateway();
    transport.on(
      'GET',
      '/api/v1/create_review_report/9/',
      json(401, { error_code: 401, error_message: 'login required' }),
    );
    expect(await gateway.reportReview(9)).toMatchObject({
      ok: false,
      failure: { kind: 'rejected', status: 401 },
    });
    expect(transport.sent).toHaveLength(1);
  });
});
