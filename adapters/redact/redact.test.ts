import { describe, expect, it } from 'vitest';
import { fakePhone, fakePhonesIn, maskPhone, maskPhonesIn } from './phone-mask.ts';
import { redactJson, redactText, secretKind } from './redact.ts';

const JWT =
  'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI5MDAwMDIiLCJpYXQiOjE3OTUyMzAwMDB9.al8MGKDKiRQPZ-ShsUCzeud2x0op3hJMTJKFGuq2utQ';

describe('phone masking', () => {
  it('masks every digit but the last four, keeping the separators', () => {
    expect(maskPhone('01012345678')).toBe('*******5678');
    expect(maskPhone('010-1234-5678')).toBe('***-****-5678');
    expect(maskPhone('1234')).toBe('1234');
  });

  it('finds mobile numbers inside text, and leaves other numbers and masked ones alone', () => {
    expect(maskPhonesIn('no SMS code for 010-1234-5678 (01098765432)')).toBe(
      'no SMS code for ***-****-5678 (*******5432)',
    );
    expect(maskPhonesIn('/vericode/isveriphone/01012345678/?phone=0101234567')).toBe(
      '/vericode/isveriphone/*******5678/?phone=******4567',
    );
    const others = 'order 2611210001, lat 37.01012345678, 02-123-4567, 2026-11-21, *******5678';
    expect(maskPhonesIn(others)).toBe(others);
  });

  it('stands a well-formed number in for a mask, the same one every time', () => {
    expect(fakePhone('*******5678')).toBe('01000005678');
    expect(fakePhone('***-****-5678')).toBe('010-0000-5678');
    expect(fakePhonesIn('{"phone":"*******5678"}')).toBe('{"phone":"01000005678"}');
    expect(maskPhone(fakePhone(maskPhone('01099990000')))).toBe(maskPhone('01099990000'));
  });
});

describe('secret fields', () => {
  it('are known by name in snake, camel or kebab case', () => {
    expect(secretKind('password')).toBe('password');
    expect(secretKind('new_password')).toBe('password');
    expect(secretKind('accessToken')).toBe('token');
    expect(secretKind('refresh_token')).toBe('token');
    expect(secretKind('Authorization')).toBe('token');
    expect(secretKind('verification_code')).toBe('sms-code');
    expect(secretKind('phone')).toBe('phone');
    expect(secretKind('number', 'phone')).toBe('phone');
    expect(secretKind('code')).toBeNull();
    expect(secretKind('code', null, new Set(['code']))).toBe('sms-code');
    expect(secretKind('password_change_required')).toBeNull();
    expect(secretKind('passwordInquiryEmail')).toBeNull();
    expect(secretKind('phone_uuid')).toBeNull();
  });
});

describe('redactJson', () => {
  it('redacts passwords, tokens, SMS codes and phones by field, and JWTs anywhere', () => {
    const given = {
      username: 'junho@example.com',
      password: 'Jumun!2026',
      access_token: JWT,
      refresh_token: 'xVUu48kfaqEVDYMwBO5u7tBp6vdBGn8InfevfNVVQUY',
      phone: '01023456789',
      password_change_required: false,
      checkout: { phone: { number: '010-2345-6789', status: 'verified' }, total: 41000 },
      url: `https://pay.example/return?token=abc123&order=1`,
      note: `Bearer ${JWT}`,
      nothing: null,
    };
    expect(redactJson(given)).toEqual({
      username: 'junho@example.com',
      password: '<redacted:password>',
      access_token: '<redacted:token>',
      refresh_token: '<redacted:token>',
      phone: '*******6789',
      password_change_required: false,
      checkout: { phone: { number: '***-****-6789', status: 'verified' }, total: 41000 },
      url: 'https://pay.example/return?token=<redacted:token>&order=1',
      note: 'Bearer <redacted:token>',
      nothing: null,
    });
  });

  it('numbers tokens when asked, the same value the same number', () => {
    const seen = new Map<string, string>();
    const token = (v: string) => {
      if (!seen.has(v)) seen.set(v, `<redacted:token-${seen.size + 1}>`);
      return seen.get(v) ?? '';
    };
    expect(redactJson({ a: JWT, b: [`x ${JWT}`], c: { refreshToken: 'r1' }, d: JWT }, { token })).toEqual({
      a: '<redacted:token-1>',
      b: ['x <redacted:token-1>'],
      c: { refreshToken: '<redacted:token-2>' },
      d: '<redacted:token-1>',
    });
  });

  it('treats `code` as an SMS code only where the caller says so', () => {
    expect(redactJson({ code: '4821' })).toEqual({ code: '4821' });
    expect(redactJson({ code: '4821' }, { smsCodeKeys: new Set(['code']) })).toEqual({
      code: '<redacted:sms-code>',
    });
  });
});

describe('redactJson shares what holds no secret', () => {
  it('answers the value itself when nothing in it is secret, and shares the untouched parts', () => {
    const menu = { items: [{ name: '후라이드치킨', price: 18000, tags: ['인기'] }], open: true };
    expect(redactJson(menu)).toBe(menu);
    const given = { menu, customer: { phone: '01023456789', name: '준호' } };
    const redacted = redactJson(given);
    expect(redacted).toEqual({ menu, customer: { phone: '*******6789', name: '준호' } });
    expect(redacted.menu).toBe(menu);
    expect(given.customer.phone).toBe('01023456789');
  });

  it('copies an array from the first element that changed, keeping its order', () => {
    const list = ['a', '010-2345-6789', 'b', { token: 't' }];
    expect(redactJson(list)).toEqual(['a', '***-****-6789', 'b', { token: '<redacted:token>' }]);
    expect(list[1]).toBe('010-2345-6789');
  });
});

describe('redactText', () => {
  it('redacts secret pairs in JSON, XML-escaped JSON and query text, cut short or not', () => {
    expect(redactText('{"username":"a","password":"Jumun!2026","captcha":null}')).toBe(
      '{"username":"a","password":"<redacted:password>","captcha":null}',
    );
    expect(redactText('body {"password":"Jumun!2…')).toBe('body {"password":"<redacted:password>');
    expect(redactText('&quot;access_token&quot;:&quot;abc&quot;')).toBe(
      '&quot;access_token&quot;:&quot;<redacted:token>&quot;',
    );
    expect(redactText('GET /sandbox/sms?phone=01012345678&token=t0k3n')).toBe(
      'GET /sandbox/sms?phone=*******5678&token=<redacted:token>',
    );
  });

  it('leaves text without secrets as it was', () => {
    const plain = '✓ fixtures/scripts/cash-order.jsonl:12 SubmitOrder — 주문번호 2611210001, 41,000원';
    expect(redactText(plain)).toBe(plain);
    expect(redactText('{"code":"WELCOME3000","total":41000}')).toBe('{"code":"WELCOME3000","total":41000}');
  });
});
