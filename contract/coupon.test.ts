import { describe, expect, it } from 'vitest';
import { calls } from './calls.ts';
import { decodeBody, decodeResponse } from './decode.ts';
import { edit, leftOf, rightOf, sampleOf } from './testing/codec-helpers.ts';

describe('coupon.check and coupon.disuse', () => {
  const check = calls['coupon.check'];
  const sample = sampleOf('coupon.check');

  it('decodes the check result', () => {
    expect(rightOf(decodeResponse(check, sample.response))).toEqual({
      status_code: 200,
      coupon_discount: 3000,
      error_msg: '',
    });
  });

  it('names a fractional discount', () => {
    const body = edit(sample.response, ['coupon_discount'], 2999.99);
    expect(leftOf(decodeResponse(check, body)).path).toBe('$.coupon_discount');
  });

  it('takes payment as the service code: pg_card must be sent as onlycard', () => {
    expect(leftOf(decodeBody(check, edit(sample.body, ['payment'], 'pg_card'))).path).toBe('$.payment');
    expect(leftOf(decodeBody(check, edit(sample.body, ['serving_type'], 'od'))).path).toBe('$.serving_type');
  });

  it('disuse takes the same body and answers success', () => {
    const disuse = calls['coupon.disuse'];
    expect(rightOf(decodeBody(disuse, sample.body))).toEqual(sample.body);
    expect(leftOf(decodeResponse(disuse, { success: 'yes' })).path).toBe('$.success');
  });
});
