import { describe, expect, it } from 'vitest';
import { submitOutcome } from './submit-outcome.ts';

describe('submit outcome', () => {
  it('redirects to payment_url first (spec 000 §4 "payment_url present: redirect there.")', () => {
    expect(
      submitOutcome({ order_number: '1', payment_url: 'https://pg.example/pay', clientId: 'c' }),
    ).toEqual({
      kind: 'redirect',
      url: 'https://pg.example/pay',
    });
  });

  it('opens the wallet (spec 000 §4 "Wallet result with clientId: opens that provider\'s payment.")', () => {
    const result = { order_number: '77', payment_url: null, clientId: 'wallet-client', merchantPayKey: 'k' };
    expect(submitOutcome(result)).toEqual({ kind: 'wallet', clientId: 'wallet-client', result });
  });

  it('opens the mobile-card popup then posts to the next-step route (spec 000 §4 "Mobile-card provider: opens a popup, then posts a form to the next-step route.")', () => {
    expect(submitOutcome({ order_number: '77', OrderId: 'A-1', Moid: 'M', ResultCode: '0000' })).toEqual({
      kind: 'mobile-card',
      orderId: 'A-1',
      fields: { OrderId: 'A-1', Moid: 'M', ResultCode: '0000', ResultMsg: null, TxnId: null },
      formAction: '/smilepay/next/A-1/',
    });
    expect(submitOutcome({ order_number: 77, Moid: 'M-9' })).toMatchObject({
      formAction: '/smilepay/next/M-9/',
    });
  });

  it('goes to the thank-you page (spec 000 §4 "Otherwise the result and last_checkout are saved and the app goes to /checkout/thankyou!!/.")', () => {
    const result = { order_number: 202400001, payment_url: '' };
    expect(submitOutcome(result)).toEqual({
      kind: 'thank-you',
      orderNumber: '202400001',
      path: '/checkout/thankyou!!/?order_number=202400001',
      result,
    });
  });

  it('refuses a result without order_number (spec 000 §4 "With no order_number it shows \'주문을 처리하지 못했습니다. 다시 시도해주세요.\'")', () => {
    for (const result of [{ order_number: null }, { order_number: ' ' }, {}]) {
      expect(submitOutcome(result)).toMatchObject({
        kind: 'rejected',
        rejection: {
          code: 'ORDER_NUMBER_MISSING',
          message: '주문을 처리하지 못했습니다. 다시 시도해주세요.',
        },
      });
    }
  });
});
