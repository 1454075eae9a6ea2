import { describe, expect, it } from 'vitest';
import { answered, failed } from '../ports/gateway-failure.ts';
import {
  type CouponCheckInput,
  couponCheckOutcome,
  couponPaymentField,
  couponRequest,
} from './coupon-check.ts';

const input: CouponCheckInput = {
  restaurantId: 123,
  code: ' SAVE3000 ',
  phone: '01012345678',
  phoneVerified: true,
  payment: 'pg_mobile',
};

describe("a coupon check's request", () => {
  it('needs a code (spec 000 §5 "The code is required: \'쿠폰코드를 입력해주세요.\'")', () => {
    expect(couponRequest({ ...input, code: ' ', phone: '' })).toMatchObject({
      ok: false,
      rejection: { message: '쿠폰코드를 입력해주세요.' },
    });
  });

  it('needs the phone first (spec 000 §5 "The phone is required first: \'휴대전화를 입력해주세요.\'")', () => {
    expect(couponRequest({ ...input, phone: '', phoneVerified: false })).toMatchObject({
      ok: false,
      rejection: { message: '휴대전화를 입력해주세요.' },
    });
  });

  it('verifies an unverified phone first (spec 000 §5 "An unverified phone triggers verification first.")', () => {
    expect(couponRequest({ ...input, phoneVerified: false })).toMatchObject({
      ok: false,
      rejection: { code: 'PHONE_NOT_VERIFIED' },
    });
  });

  it('sends the trimmed code and phone with the payment field (spec 000 §7 "Coupon check")', () => {
    expect(couponRequest(input)).toEqual({
      ok: true,
      value: {
        restaurant_id: 123,
        coupon_code: 'SAVE3000',
        phone: '01012345678',
        payment: 'onlyhpp',
        serving_type: 'vd',
      },
    });
  });

  it('maps the payment field (spec 000 §7 "payment (pg_mobile sent as onlyhpp, pg_card as onlycard)")', () => {
    expect(couponPaymentField('pg_mobile')).toBe('onlyhpp');
    expect(couponPaymentField('pg_card')).toBe('onlycard');
    expect(couponPaymentField('cash')).toBe('cash');
    expect(couponPaymentField(null)).toBe('');
  });
});

describe('coupon check answer', () => {
  it('verifies a success with a positive discount, stored negative (spec 000 §3 "Coupon check result: status_code, coupon_discount, error_msg.")', () => {
    expect(
      couponCheckOutcome(' SAVE ', answered({ status_code: 200, coupon_discount: 3000, error_msg: '' })),
    ).toEqual({
      ok: true,
      value: { code: 'SAVE', amount: -3000 },
    });
    expect(couponCheckOutcome('SAVE', answered({ status_code: 'OK', coupon_discount: 1000 })).ok).toBe(true);
  });

  it('leaves it unverified with the server message (spec 000 §4 "A failed check leaves it unverified with a popup.")', () => {
    const r = couponCheckOutcome(
      'SAVE',
      answered({ status_code: 400, coupon_discount: 0, error_msg: '만료된 쿠폰입니다.' }),
    );
    expect(!r.ok && r.rejection).toEqual({ code: 'COUPON_INVALID', message: '만료된 쿠폰입니다.' });
    const zero = couponCheckOutcome(
      'SAVE',
      answered({ status_code: 200, coupon_discount: 0, error_msg: null }),
    );
    expect(!zero.ok && zero.rejection.code).toBe('COUPON_INVALID');
  });

  it('reports a technical failure (spec 000 §8 "Technical failure: \'쿠폰 적용 문제가 발생 했습니다. 다시 시도해주세요.\'")', () => {
    const r = couponCheckOutcome('SAVE', failed({ kind: 'timeout' }));
    expect(!r.ok && r.rejection.message).toBe('쿠폰 적용 문제가 발생 했습니다. 다시 시도해주세요.');
  });
});

describe('a coupon check at the edges of its input and answer', () => {
  it('takes a phone of spaces as none, and sends a phone trimmed', () => {
    expect(couponRequest({ ...input, phone: '   ' })).toMatchObject({
      ok: false,
      rejection: { code: 'COUPON_PHONE_REQUIRED' },
    });
    const sent = couponRequest({ ...input, phone: ' 01012345678 ' });
    expect(sent.ok && sent.value.phone).toBe('01012345678');
  });

  it('reads 200, OK and SUCCESS in any case and spacing as success', () => {
    for (const status_code of [' 200 ', 'ok', 'success', 'Success', 200]) {
      expect(couponCheckOutcome('SAVE', answered({ status_code, coupon_discount: 1000 }))).toEqual({
        ok: true,
        value: { code: 'SAVE', amount: -1000 },
      });
    }
  });

  it('verifies no discount the server did not answer with success, whatever the amount', () => {
    for (const status_code of [400, '201', 'FAIL', '']) {
      const r = couponCheckOutcome('SAVE', answered({ status_code, coupon_discount: 3000 }));
      expect(!r.ok && r.rejection.code).toBe('COUPON_INVALID');
    }
  });

  it('shows the server message trimmed, and the catalogue text for a blank one', () => {
    const r = couponCheckOutcome(
      'SAVE',
      answered({ status_code: 400, coupon_discount: 0, error_msg: '  만료된 쿠폰입니다. ' }),
    );
    expect(!r.ok && r.rejection.message).toBe('만료된 쿠폰입니다.');
    const blank = couponCheckOutcome(
      'SAVE',
      answered({ status_code: 400, coupon_discount: 0, error_msg: '  ' }),
    );
    expect(!blank.ok && blank.rejection).toMatchObject({ code: 'COUPON_INVALID' });
    expect(!blank.ok && blank.rejection.message).not.toBe('');
  });
});
