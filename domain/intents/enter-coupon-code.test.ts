import { describe, it } from 'vitest';
import { draft } from '../store/decision.ts';
import { checkoutOpened } from './testing/facts.ts';
import { given } from './testing/given.ts';

describe('EnterCouponCode', () => {
  it('records the code as typed, trimmed (spec 000 §4 "Coupon")', async () => {
    await given(checkoutOpened())
      .when({ type: 'EnterCouponCode', code: ' WELCOME3000 ' })
      .then({ events: [draft('CouponCodeEntered', { code: 'WELCOME3000' })] });
  });

  it('records nothing when the code is unchanged', async () => {
    await given(checkoutOpened()).when({ type: 'EnterCouponCode', code: '' }).then({ events: [] });
  });
});
