import { describe, expect, it } from 'vitest';
import { checkoutFieldOf, isInlineField, isServiceFailure } from './form-field.ts';
import { validateCheckoutForm } from './form-validation.ts';

describe('the field a submit refusal is about', () => {
  it('names the field of every check of the checkout form', () => {
    const base = {
      passedInsertCart: true,
      addressDetail: '101호',
      phone: '01012345678',
      phoneVerified: true,
      payment: 'cash',
      geolocation: { lat: 37.5, lng: 127 },
    } as const;
    const cases = [
      { ...base, passedInsertCart: false },
      { ...base, addressDetail: ' ' },
      { ...base, phone: '' },
      { ...base, phone: '0101234' },
      { ...base, phoneVerified: false },
      { ...base, payment: null },
      { ...base, geolocation: null },
    ];
    for (const form of cases) {
      const check = validateCheckoutForm(form);
      if (check.ok) throw new Error('expected a refusal');
      expect(checkoutFieldOf(check.rejection.code)).toBe(check.field);
    }
  });
  it('shows the form fields inline, the cart and location as popups, the rest not at all as a field', () => {
    expect(isInlineField(checkoutFieldOf('SMS_TIMEOUT'))).toBe(true);
    expect(isInlineField(checkoutFieldOf('ADDRESS_DETAIL_REQUIRED'))).toBe(true);
    expect(isInlineField(checkoutFieldOf('LOCATION_INVALID_FOR_DELIVERY'))).toBe(false);
    expect(isInlineField(checkoutFieldOf('CHECKOUT_NOT_INSERTED'))).toBe(false);
    expect(checkoutFieldOf('SERVICE_PROBLEM')).toBeNull();
  });
});

describe('a failure of the service', () => {
  it('is no field\'s: the service-problem text, not a refusal of what was typed (spec 000 §8 "General")', () => {
    expect(isServiceFailure('SERVICE_PROBLEM')).toBe(true);
    expect(checkoutFieldOf('SERVICE_PROBLEM')).toBeNull();
    for (const code of [
      'SMS_RETRY_LATER',
      'PAYMENT_SWITCH_FAILED',
      'PHONE_INVALID',
      'COUPON_TECHNICAL_FAILURE',
    ])
      expect(isServiceFailure(code)).toBe(false);
  });
});
