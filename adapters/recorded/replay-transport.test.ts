import { describe, expect, it } from 'vitest';
import { replayTransport } from './replay-transport.ts';
import { bodyOf, cassetteOf, failureOf, interaction, request } from './testing/http-exchanges.ts';

const cartPath = '/cart/v3/food/customers/900001/restaurants/1001/vd/';
const orderPath = '/order/cart/submit/food/900001/37.498168/127.02761';
const cartAnswer = (uuid: string, signature: string) => ({
  customer_cart: { uuid, signature },
  meta: { errors: [] },
});
const orderBody = (uuid: string, signature: string, phoneUuid: string) => ({
  cart_uuid: uuid,
  cart_signature: signature,
  customer: { phone: '01012345678', phone_uuid: phoneUuid },
  payment: { service: 'cash', total: 22000 },
});

describe('volatile values', () => {
  const recorded = cassetteOf(
    interaction(
      'member.login-email',
      'POST',
      '/v2/login-email-account',
      { username: 'minji', device_id: 'dev-1a2b3c4d' },
      { ok: 1 },
    ),
    interaction(
      'sms.check',
      'POST',
      '/vericode/checkvericode/01012345678/',
      { code: '4821' },
      { result: true, message: '' },
    ),
    interaction(
      'poll.submit',
      'GET',
      '/api/v1/poll_submit/?order_number=20261121-000001&number=9&text=&uniq_key=u-111',
      null,
      { success: true },
    ),
    interaction(
      null,
      'POST',
      '/sandbox/log',
      {
        at: '2026-11-21T12:00:00.123+09:00',
        id: 'c5a1e0f2-7d4b-4c61-9a0e-3f2b1d6c8e90',
        auth: 'Bearer abc.def',
        jwt: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig',
        idempotency_key: 'c5a1e0f2.sig-1',
      },
      { ok: true },
    ),
  );

  it('match across two runs with different uuids, timestamps, tokens, device ids and SMS codes', async () => {
    const replay = replayTransport(recorded);
    await replay.send(
      request('POST', '/v2/login-email-account', { username: 'minji', device_id: 'dev-99999999' }),
    );
    await replay.send(request('POST', '/vericode/checkvericode/01012345678/', { code: '1357' }));
    await replay.send(
      request('GET', '/api/v1/poll_submit/?uniq_key=u-222&text=&number=9&order_number=20261121-000001'),
    );
    await replay.send(
      request('POST', '/sandbox/log', {
        at: '2026-12-01T08:30:00Z',
        id: '0f9e8d7c-6b5a-4c3d-8e1f-a2b3c4d5e6f7',
        auth: 'Bearer xyz.uvw',
        jwt: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIyIn0.other',
        idempotency_key: '0f9e8d7c.sig-2',
      }),
    );
    expect(replay.unmatched()).toEqual([]);
    expect(replay.remaining()).toEqual([]);
  });

  it('still tell apart the values that are not volatile', async () => {
    const replay = replayTransport(recorded);
    const other = await replay.send(
      request('POST', '/v2/login-email-account', { username: 'junho', device_id: 'dev-1a2b3c4d' }),
    );
    expect(failureOf(other).kind).toBe('network');
    // An SMS code is volatile only in the SMS check, and only as 4 digits.
    const fiveDigits = await replay.send(
      request('POST', '/vericode/checkvericode/01012345678/', { code: '13579' }),
    );
    expect(failureOf(fiveDigits).kind).toBe('network');
  });

  it('are swapped for the live ones where the answer echoes them', async () => {
    const replay = replayTransport(
      cassetteOf(
        interaction(
          'member.captcha-image',
          'POST',
          '/v1/generate-captcha-image',
          { device_id: 'device-1111-aaaa' },
          {
            url: '/sandbox/captcha/device-1111-aaaa.png',
          },
        ),
      ),
    );
    const answer = await replay.send(
      request('POST', '/v1/generate-captcha-image', { device_id: 'device-2222-bbbb' }),
    );
    expect(bodyOf(answer)).toEqual({ url: '/sandbox/captcha/device-2222-bbbb.png' });
  });
});

describe('values learned from earlier answers', () => {
  const uuid1 = '11111111-1111-4111-8111-111111111111';
  const uuid2 = '22222222-2222-4222-8222-222222222222';
  const twoCarts = cassetteOf(
    interaction('cart.submit', 'POST', cartPath, { products: [] }, cartAnswer(uuid1, 'sig-one')),
    interaction('cart.submit', 'POST', cartPath, { products: [] }, cartAnswer(uuid2, 'sig-two')),
    interaction('order.submit', 'POST', orderPath, orderBody(uuid2, 'sig-two', 'a8f1c2d3'), {
      order_number: '20261121-000001',
    }),
    interaction('order.info', 'GET', '/order/api/v2/orders/20261121-000001/', null, { status: 'ACCEPTED' }),
  );

  it('replay a recorded order exactly: the submit carries the uuid the replayed cart answered', async () => {
    const replay = replayTransport(twoCarts);
    await replay.send(request('POST', cartPath, { products: [] }));
    const second = bodyOf(await replay.send(request('POST', cartPath, { products: [] }))) as ReturnType<
      typeof cartAnswer
    >;
    const { uuid, signature } = second.customer_cart;
    const order = bodyOf(
      await replay.send(request('POST', orderPath, orderBody(uuid, signature, 'fresh-phone-uuid'))),
    );
    const info = await replay.send(
      request('GET', `/order/api/v2/orders/${(order as { order_number: string }).order_number}/`),
    );
    expect(bodyOf(info)).toEqual({ status: 'ACCEPTED' });
    expect(replay.remaining()).toEqual([]);
  });

  it('refuse a submit that carries an older cart, though both are uuids', async () => {
    const replay = replayTransport(twoCarts);
    await replay.send(request('POST', cartPath, { products: [] }));
    await replay.send(request('POST', cartPath, { products: [] }));
    const stale = await replay.send(request('POST', orderPath, orderBody(uuid1, 'sig-one', 'x')));
    expect(failureOf(stale).kind).toBe('network');
    expect(replay.unmatched()[0]?.detail).toContain(
      '$.cart_uuid: recorded "<learned $.customer_cart.uuid>", got "<learned $.customer_cart.uuid -1>"',
    );
  });
});
