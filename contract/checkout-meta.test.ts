import { describe, expect, it } from 'vitest';
import { calls } from './calls.ts';
import { featureConfiguration } from './checkout-meta.ts';
import { decodeBody, decodeResponse } from './decode.ts';
import { edit, leftOf, rightOf, sampleOf } from './testing/codec-helpers.ts';

describe('checkout.discount-info', () => {
  const call = calls['checkout.discount-info'];
  const sample = sampleOf('checkout.discount-info');

  it('decodes the request with the spec feature flags', () => {
    const body = rightOf(decodeBody(call, sample.body));
    expect(body.configuration.feature_configuration).toEqual(featureConfiguration);
    expect(featureConfiguration.coupon).toBe(true);
    expect(featureConfiguration.yogipass).toBe(false);
  });

  it('refuses a flag the spec fixes otherwise, or a missing one', () => {
    const on = edit(sample.body, ['configuration', 'feature_configuration', 'point'], true);
    expect(leftOf(decodeBody(call, on))).toMatchObject({
      path: '$.configuration.feature_configuration.point',
      message: 'expected false, got true',
    });
    const cart = edit(sample.body, ['cart', 'signature'], '');
    expect(leftOf(decodeBody(call, cart)).path).toBe('$.cart.signature');
  });

  it('decodes can_use_coupon and the online-payment discounts', () => {
    const info = rightOf(decodeResponse(call, sample.response));
    expect(info.checkout_meta_discount_info.additional_discount.meta.can_use_coupon).toBe(true);
    expect(info.available_discount_info.online_payment.restaurant_discount).toBe(-3800);
    const bad = edit(
      sample.response,
      ['available_discount_info', 'online_payment', 'additional_discount'],
      null,
    );
    expect(leftOf(decodeResponse(call, bad)).path).toBe(
      '$.available_discount_info.online_payment.additional_discount',
    );
  });
});
