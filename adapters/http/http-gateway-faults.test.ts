// Fault injection under every call the workflows make: what the port answers, and what the
// customer reads through domain/checkout/error-mapping.ts.
import { describe, expect, it } from 'vitest';
import { orderBody } from '../../contract/samples/checkout.ts';
import { gatewayFailureRejection, stockCheckFailureRejection } from '../../domain/checkout/error-mapping.ts';
import type { GatewayResult } from '../../domain/ports/gateway-failure.ts';
import { type TestGateway, testGateway } from './testing/scripted-gateway.ts';
import { type Answer, json, reset, text, timeout } from './testing/scripted-transport.ts';
import type { HttpMethod } from './transport.ts';

const SERVICE_PROBLEM = '서비스에 문제가 발생했습니다. 잠시뒤 다시 시도해주세요.';
const point = { lat: 37.498168, lng: 127.02761 };
type Gateway = TestGateway['gateway'];

const workflowCalls: readonly [
  string,
  HttpMethod,
  string,
  (g: Gateway) => Promise<GatewayResult<unknown>>,
][] = [
  [
    'restaurant',
    'GET',
    '/api/v2/restaurants/1000101',
    (g) => g.restaurant({ restaurantId: 1000101, point, zipcode: '06236' }),
  ],
  ['menu', 'GET', '/api/v1/restaurants/1000101/menu/', (g) => g.menu(1000101)],
  ['geocode', 'GET', '/gateway/adiyo/geocode', (g) => g.geocode('역삼동')],
  ['reverseGeocode', 'GET', '/gateway/adiyo/geocode/reverse', (g) => g.reverseGeocode(point)],
  ['restaurantsAvailable', 'GET', '/api/v1/geo-restaurants-available/', (g) => g.restaurantsAvailable(point)],
  ['anonymousCustomer', 'POST', '/v1/customers', (g) => g.anonymousCustomer()],
  [
    'checkStock',
    'POST',
    '/api/v1/restaurants/1000101/cart/check_stock_amount/',
    (g) =>
      g.checkStock({ restaurant_id: 1000101, customer_id: '900001', point, items: [], discount_info: null }),
  ],
  [
    'submitCart',
    'POST',
    '/gateway/cart/v3/food/customers/900001/restaurants/1000101/vd/',
    (g) =>
      g.submitCart({
        customer_id: '900001',
        restaurant_id: 1000101,
        point,
        zipcode: '06236',
        payment_type: 'online',
        products: [],
      }),
  ],
  [
    'refreshCart',
    'POST',
    '/gateway/cart/v3/food/customers/900001/restaurants/1000101/vd/refresh/',
    (g) =>
      g.refreshCart({
        uuid: 'u',
        customer_id: '900001',
        restaurant_id: 1000101,
        point,
        zipcode: '06236',
        payment_type: 'offline',
        products: [],
      }),
  ],
  ['isPhoneVerified', 'GET', '/vericode/isveriphone/01012345678/', (g) => g.isPhoneVerified('01012345678')],
  [
    'sendSmsCode',
    'POST',
    '/member/v2/send-phone-certification-code',
    (g) => g.sendSmsCode({ customer_id: '900001', phone: '01012345678', context: 'ORDER' }),
  ],
  [
    'checkSmsCode',
    'POST',
    '/vericode/checkvericode/01012345678/',
    (g) => g.checkSmsCode('01012345678', '1234'),
  ],
  [
    'couponCheck',
    'POST',
    '/api/v1/restaurants/1000101/cart/coupon_check/',
    (g) =>
      g.couponCheck({ restaurant_id: 1000101, coupon_code: 'A', phone: '01012345678', payment: 'onlycard' }),
  ],
  [
    'submitOrder',
    'POST',
    '/gateway/order/cart/submit/food/900001/37.498168/127.02761',
    (g) => g.submitOrder({ customer_id: '900001', point, idempotency_key: 'k', body: orderBody }),
  ],
  [
    'orderInfo',
    'GET',
    '/gateway/order/api/v2/orders/20261120-000123/',
    (g) => g.orderInfo('20261120-000123'),
  ],
  ['pollChoices', 'GET', '/api/v1/poll_choices/', (g) => g.pollChoices('20261120-000123')],
  [
    'loginEmail',
    'POST',
    '/member/v2/login-email-account',
    (g) => g.loginEmail({ username: 'a@b.kr', password: 'pw', captcha: null, device_id: 'd' }),
  ],
];

const faults: readonly [string, Answer, object][] = [
  ['a timeout', timeout(), { kind: 'timeout' }],
  [
    'status 500',
    json(500, { error_code: 500, error_message: 'Internal Server Error' }),
    { kind: 'unavailable', status: 500 },
  ],
  ['status 0 (no answer)', { status: 0, body: '' }, { kind: 'network' }],
  ['a connection reset', reset(), { kind: 'network' }],
];

describe("spec 000 §8 'HTTP status 500 or higher, or status 0, shows 서비스에 문제가 발생했습니다. 잠시뒤 다시 시도해주세요.'", () => {
  for (const [name, method, path, call] of workflowCalls) {
    for (const [fault, answer, failure] of faults) {
      it(`${name}: ${fault} → ${JSON.stringify(failure)} → the service-problem text`, async () => {
        const { transport, gateway } = testGateway();
        transport.on(method, path, answer);
        const result = await call(gateway);
        expect(result).toEqual({ ok: false, failure });
        if (!result.ok)
          expect(gatewayFailureRejection(result.failure, 'ORDER_NOT_PROCESSED').message).toBe(
            SERVICE_PROBLEM,
          );
      });
    }
    it(`${name}: a body that does not decode is malformed, naming the call`, async () => {
      const { transport, gateway } = testGateway();
      transport.on(method, path, json(200, { unexpected: true }));
      const result = await call(gateway);
      expect(result).toMatchObject({ ok: false, failure: { kind: 'malformed' } });
      if (!result.ok)
        expect(gatewayFailureRejection(result.failure, 'ORDER_NOT_PROCESSED').message).toBe(SERVICE_PROBLEM);
    });
  }
});

describe('spec 000 §8 "A stock check with status 500 or more shows the service-problem text. Otherwise ..."', () => {
  const path = '/api/v1/restaurants/1000101/cart/check_stock_amount/';
  const check = (g: Gateway) =>
    g.checkStock({ restaurant_id: 1000101, customer_id: '900001', point, items: [], discount_info: null });
  for (const [answer, expected] of [
    [json(502, {}), SERVICE_PROBLEM],
    [text(504, 'Gateway Timeout'), SERVICE_PROBLEM],
    [json(400, { error_code: 400, error_message: 'bad' }), '주문을 처리하지 못했습니다. 다시 시도해주세요.'],
  ] as const) {
    it(`status ${'status' in answer ? answer.status : '?'} → '${expected}'`, async () => {
      const { transport, gateway } = testGateway();
      transport.on('POST', path, answer);
      const result = await check(gateway);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(stockCheckFailureRejection(result.failure).message).toBe(expected);
    });
  }
});
