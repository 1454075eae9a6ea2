import { describe, expect, it } from 'vitest';
import { orderBody } from '../../contract/samples/checkout.ts';
import { sampleOf } from '../../contract/testing/codec-helpers.ts';
import { testGateway } from './testing/scripted-gateway.ts';
import { json, timeout } from './testing/scripted-transport.ts';

const userInfo = sampleOf('member.user-info').response;
const joinBody = {
  tos: true,
  email: 'minji@example.com',
  password: 'Jumun!2026',
  nickname: '민지',
  sms_accept: false,
  email_accept: false,
  push_accept: true,
  phone: '01012345678',
  efinance_agreement: true,
};

describe('spec 001 §7 "User info ... Retried 3 times"', () => {
  it('sends user info up to 4 times when there is no answer, and answers the first success', async () => {
    const { transport, gateway } = testGateway();
    transport.on(
      'GET',
      '/front/v1/aggregation/user_info',
      timeout(),
      json(503, {}),
      { status: 0, body: '' },
      json(200, userInfo),
    );
    expect(await gateway.userInfo()).toEqual({ ok: true, value: userInfo });
    expect(transport.sent).toHaveLength(4);
  });

  it('gives up after the third retry with the last failure', async () => {
    const { transport, gateway } = testGateway();
    transport.on('GET', '/front/v1/aggregation/user_info', json(502, {}));
    expect(await gateway.userInfo()).toEqual({ ok: false, failure: { kind: 'unavailable', status: 502 } });
    expect(transport.sent).toHaveLength(4);
  });

  it('does not retry a refusal', async () => {
    const { transport, gateway } = testGateway();
    transport.on(
      'GET',
      '/front/v1/aggregation/user_info',
      json(403, { error_code: 403, error_message: 'no' }),
    );
    expect((await gateway.userInfo()).ok).toBe(false);
    expect(transport.sent).toHaveLength(1);
  });
});

describe('state-changing POSTs are never sent twice', () => {
  type Gateway = ReturnType<typeof testGateway>['gateway'];
  const point = { lat: 37.498168, lng: 127.02761 };
  const posts: readonly [string, string, (g: Gateway) => Promise<unknown>][] = [
    [
      'cart submit',
      '/gateway/cart/v3/food/customers/900001/restaurants/1/vd/',
      (g) =>
        g.submitCart({
          customer_id: '900001',
          restaurant_id: 1,
          point,
          zipcode: '06236',
          payment_type: 'online',
          products: [],
        }),
    ],
    [
      'order submit',
      '/gateway/order/cart/submit/food/900001/37.498168/127.02761',
      (g) => g.submitOrder({ customer_id: '900001', point, idempotency_key: 'k', body: orderBody }),
    ],
    [
      'coupon check',
      '/api/v1/restaurants/1/cart/coupon_check/',
      (g) => g.couponCheck({ restaurant_id: 1, coupon_code: 'A', phone: '01012345678', payment: 'cash' }),
    ],
    [
      'coupon disuse',
      '/api/v1/restaurants/1/cart/coupon_disuse/',
      (g) => g.couponDisuse({ restaurant_id: 1, coupon_code: 'A', phone: '01012345678', payment: 'cash' }),
    ],
    [
      'sms send',
      '/member/v2/send-phone-certification-code',
      (g) => g.sendSmsCode({ customer_id: '1', phone: '01012345678', context: 'ORDER' }),
    ],
    ['sms check', '/vericode/checkvericode/01012345678/', (g) => g.checkSmsCode('01012345678', '1234')],
    ['join', '/api/v1/sign_up/', (g) => g.join(joinBody)],
    [
      'withdraw',
      '/v1/withdraw',
      (g) => g.withdraw({ reason_type: 'ETC', reason_detail: '다른 앱을 주로 씁니다' }),
    ],
    [
      'e-mail login',
      '/member/v2/login-email-account',
      (g) => g.loginEmail({ username: 'a@b.kr', password: 'pw', captcha: null, device_id: 'd' }),
    ],
  ];
  for (const [what, path, call] of posts) {
    for (const [fault, answer] of [
      ['a timeout', timeout()],
      ['a 503', json(503, {})],
    ] as const) {
      it(`${what}: ${fault} is answered once, not retried`, async () => {
        const { transport, gateway } = testGateway();
        transport.on('POST', path, answer);
        await call(gateway);
        expect(transport.sent).toHaveLength(1);
        expect(transport.to('POST', path)).toHaveLength(1);
      });
    }
  }
});
