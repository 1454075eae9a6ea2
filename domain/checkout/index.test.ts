import { describe, expect, it } from 'vitest';
import * as checkout from './index.ts';

describe('checkout public API', () => {
  it('exposes every rule (DESIGN "decide(state, command) is pure: it returns a rejection or the events. Rules live in domain/.")', () => {
    for (const name of [
      'validateCheckoutForm',
      'orderingPreconditions',
      'restaurantEntry',
      'evolvePhoneVerification',
      'checkSmsCode',
      'smsSendOutcome',
      'startCouponCheck',
      'couponCheckOutcome',
      'decidePaymentSwitch',
      'defaultPayment',
      'submitOutcome',
      'cartSubmitErrorRejection',
      'gatewayFailureRejection',
      'blockedUserGate',
    ]) {
      expect(typeof (checkout as Record<string, unknown>)[name]).toBe('function');
    }
  });
});
