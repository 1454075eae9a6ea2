import { describe, expect, it } from 'vitest';
import { calls } from './calls.ts';
import { decodeQuery, decodeResponse } from './decode.ts';
import { edit, leftOf, REMOVE, rightOf, sampleOf } from './testing/codec-helpers.ts';

describe('payment.methods', () => {
  const call = calls['payment.methods'];
  const sample = sampleOf('payment.methods');

  it('decodes the list, unknown method types included', () => {
    const methods = rightOf(
      decodeResponse(call, [
        ...sample.response,
        { checkout_method_type: 'TOSS', name: '토스', available: false },
      ]),
    );
    expect(methods.map((m) => m.checkout_method_type)).toEqual(['CARD', 'NAVERPAY', 'TOSS']);
  });

  it('names a method without its type', () => {
    const body = edit(sample.response, [1, 'checkout_method_type'], REMOVE);
    expect(leftOf(decodeResponse(call, body)).path).toBe('$[1].checkout_method_type');
  });

  it('asks for MOBILE_WEB only', () => {
    expect(leftOf(decodeQuery(call, { merchant_type: 'PC_WEB' })).path).toBe('$.merchant_type');
  });
});
