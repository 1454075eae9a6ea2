import { describe, expect, it } from 'vitest';
import { learnedValues } from './learned-values.ts';
import { normaliseJson, normaliseRequest, normaliseText, requestKey } from './normalise.ts';

const ctx = (call: Parameters<typeof normaliseJson>[1]['call'] = null) => ({
  call,
  learned: learnedValues(),
});

describe('normalising volatile values', () => {
  it('replaces uuids, ISO timestamps, JWTs and bearer tokens inside any string', () => {
    expect(
      normaliseText(
        'C5A1E0F2-7D4B-4C61-9A0E-3F2B1D6C8E90.sig at 2026-11-21T12:00:00.5+09:00 eyJa.eyJb.c Bearer t0k3n',
      ),
    ).toBe('<uuid>.sig at <timestamp> <jwt> Bearer <token>');
    expect(normaliseText('2026-11-21 20261121-000001')).toBe('2026-11-21 20261121-000001');
  });

  it('matches any mobile number, live or masked as a cassette keeps it, and a redacted token as a JWT', () => {
    expect(normaliseText('/vericode/isveriphone/01012345678/')).toBe('/vericode/isveriphone/<phone>/');
    expect(normaliseText('/vericode/isveriphone/*******5678/')).toBe('/vericode/isveriphone/<phone>/');
    expect(normaliseText('/vericode/isveriphone/01070001234/')).toBe('/vericode/isveriphone/<phone>/');
    expect(normaliseText('t=<redacted:token-2>')).toBe(normaliseText('t=eyJa.eyJb.c'));
  });

  it('replaces the value of a volatile field whatever it holds, but keeps null', () => {
    expect(normaliseJson({ device_id: 'dev-1', phone_uuid: null, nested: [{ uniq_key: 7 }] }, ctx())).toEqual(
      {
        device_id: '<device_id>',
        phone_uuid: null,
        nested: [{ uniq_key: '<uniq_key>' }],
      },
    );
  });

  it('treats four digits as an SMS code in the SMS check only', () => {
    expect(normaliseJson({ code: '4821' }, ctx('sms.check'))).toEqual({ code: '<sms-code>' });
    expect(normaliseJson({ code: '<redacted:sms-code>' }, ctx('sms.check'))).toEqual({ code: '<sms-code>' });
    expect(normaliseJson({ code: '4821' }, ctx('coupon.check'))).toEqual({ code: '4821' });
  });

  it('matches any password, and any phone, as a redacted cassette holds them', () => {
    const live = normaliseJson({ password: 'Jumun!2026', phone: '01012345678' }, ctx());
    const recorded = normaliseJson({ password: '<redacted:password>', phone: '*******5678' }, ctx());
    expect(live).toEqual({ password: '<password>', phone: '<phone>' });
    expect(recorded).toEqual(live);
  });

  it('names a learned value by where the latest answer held it', () => {
    const learned = learnedValues();
    learned.learn({ customer_cart: { uuid: 'cart-one', signature: 'ab' } });
    learned.learn({ customer_cart: { uuid: 'cart-two' } });
    expect(learned.label('cart-two')).toBe('<learned $.customer_cart.uuid>');
    expect(learned.label('cart-one')).toBe('<learned $.customer_cart.uuid -1>');
    expect(learned.label('ab')).toBeUndefined();
    const n = normaliseRequest(
      { method: 'GET', path: '/order/api/v2/orders/cart-two/?b=2&a=1', body: null },
      { call: 'order.info', learned },
    );
    expect(n.segments).toEqual(['', 'order', 'api', 'v2', 'orders', '<learned $.customer_cart.uuid>', '']);
    expect(n.query).toEqual([
      ['a', '1'],
      ['b', '2'],
    ]);
  });

  it('gives equal keys regardless of query and body key order', () => {
    const a = normaliseRequest({ method: 'POST', path: '/x?a=1&b=2', body: { p: 1, q: [1, 2] } }, ctx());
    const b = normaliseRequest({ method: 'POST', path: '/x?b=2&a=1', body: { q: [1, 2], p: 1 } }, ctx());
    const c = normaliseRequest({ method: 'POST', path: '/x?b=2&a=1', body: { q: [2, 1], p: 1 } }, ctx());
    expect(requestKey(a)).toBe(requestKey(b));
    expect(requestKey(a)).not.toBe(requestKey(c));
  });
});
