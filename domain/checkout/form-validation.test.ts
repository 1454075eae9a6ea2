import { describe, expect, it } from 'vitest';
import { type CheckoutForm, orderingPreconditions, validateCheckoutForm } from './form-validation.ts';

const valid: CheckoutForm = {
  passedInsertCart: true,
  addressDetail: '101동 202호',
  phone: '010-1234-5678',
  phoneVerified: true,
  payment: 'pg_card',
  geolocation: { lat: 37.498168, lng: 127.02761 },
};

function failure(form: CheckoutForm) {
  const r = validateCheckoutForm(form);
  return r.ok
    ? null
    : { field: r.field, code: r.rejection.code, message: r.rejection.message, redirect: r.redirect };
}

describe('checkout form', () => {
  it('accepts a complete form (spec 000 §2 "Checkout: address detail, phone with SMS verification, coupon, payment choice, comment, and order submission.")', () => {
    expect(validateCheckoutForm(valid)).toEqual({ ok: true });
  });

  it('needs the server insert first (spec 000 §5 "The cart must have passed the server insert, else \'지금은 배달 가능한 시간이 아니거나, 현재 위치에는 배달하지 않습니다. 확인 후 다시 주문해주세요.\'")', () => {
    const all = { ...valid, passedInsertCart: false, addressDetail: '', phone: '' };
    expect(failure(all)).toMatchObject({
      field: 'cart',
      message:
        '지금은 배달 가능한 시간이 아니거나, 현재 위치에는 배달하지 않습니다. 확인 후 다시 주문해주세요.',
    });
  });

  it('needs the detail address (spec 000 §5 "Detail address is required: \'상세 주소를 입력해 주세요\'.")', () => {
    expect(failure({ ...valid, addressDetail: '  ', phone: '' })).toMatchObject({
      field: 'address_detail',
      message: '상세 주소를 입력해 주세요',
    });
  });

  it('needs a phone (spec 000 §5 "The phone must be entered (\'휴대 전화 번호를 입력해 주세요\')")', () => {
    expect(failure({ ...valid, phone: '', phoneVerified: false })).toMatchObject({
      field: 'phone',
      message: '휴대 전화 번호를 입력해 주세요',
    });
  });

  it('refuses a number that is not a Korean mobile (spec 000 §5 "The phone must be entered"; decision: 01[016789] + 7–8 digits)', () => {
    expect(failure({ ...valid, phone: '02-123-4567' })).toMatchObject({
      field: 'phone',
      code: 'PHONE_INVALID',
    });
    expect(failure({ ...valid, phone: '0101234567' })).toBeNull();
  });

  it('needs a verified phone (spec 000 §5 "and verified (\'휴대 전화 번호를 인증해 주세요.\')")', () => {
    expect(failure({ ...valid, phoneVerified: false, payment: null })).toMatchObject({
      field: 'phone',
      message: '휴대 전화 번호를 인증해 주세요.',
    });
  });

  it('needs a payment method (spec 000 §5 "A payment method must be chosen: \'결제수단을 선택해주세요.\'")', () => {
    expect(failure({ ...valid, payment: null, geolocation: null })).toMatchObject({
      field: 'payment',
      message: '결제수단을 선택해주세요.',
    });
  });

  it('needs the delivery geolocation, then /location (spec 000 §5 "Delivery geolocation must be set, else the alert \'현재 설정된 배달 주소가 정확하지 않습니다. 배달 주소를 다시 설정해주세요.\' and a redirect to /location.")', () => {
    const expected = {
      field: 'location',
      message: '현재 설정된 배달 주소가 정확하지 않습니다. 배달 주소를 다시 설정해주세요.',
      redirect: '/location/',
    };
    expect(failure({ ...valid, geolocation: null })).toMatchObject(expected);
    expect(failure({ ...valid, geolocation: { lat: 91, lng: 127 } })).toMatchObject(expected);
    expect(failure({ ...valid, geolocation: { lat: Number.NaN, lng: 127 } })).toMatchObject(expected);
  });
});

describe('ordering preconditions', () => {
  const ready = {
    cookiesEnabled: true,
    restaurant: { open: true, reachable: true },
    locationSet: true,
    staffView: false,
  };
  const code = (ctx: typeof ready) => {
    const r = orderingPreconditions(ctx);
    return r.ok ? null : r.rejection.code;
  };

  it('checks in order (spec 000 §5 "cookies enabled, an open restaurant, a set location, and a restaurant that reaches the address.")', () => {
    expect(code(ready)).toBeNull();
    const broken = {
      cookiesEnabled: false,
      restaurant: { open: false, reachable: false },
      locationSet: false,
    };
    expect(code({ ...ready, ...broken })).toBe('COOKIES_BLOCKED');
    expect(code({ ...ready, ...broken, cookiesEnabled: true })).toBe('RESTAURANT_CLOSED');
    expect(code({ ...ready, locationSet: false, restaurant: { open: true, reachable: false } })).toBe(
      'LOCATION_UNKNOWN',
    );
    expect(code({ ...ready, restaurant: { open: true, reachable: false } })).toBe('RESTAURANT_UNREACHABLE');
  });

  it('lets the staff view order on closed or unreachable restaurants (spec 000 §6 "can order menus on closed or unreachable restaurants.")', () => {
    const closed = { ...ready, staffView: true, restaurant: { open: false, reachable: false } };
    expect(code(closed)).toBeNull();
    expect(code({ ...closed, locationSet: false })).toBe('LOCATION_UNKNOWN');
  });
});
