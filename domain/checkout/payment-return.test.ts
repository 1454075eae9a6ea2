import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { answerRoute, closedPopupReturn, paymentReturn } from './payment-return.ts';

describe('paymentReturn: the app address a provider sends the customer back to', () => {
  it('reads the thank-you page as paid, with its order number', () => {
    expect(paymentReturn('/#/checkout/thankyou!!/?order_number=2611210001')).toEqual({
      kind: 'paid',
      orderNumber: '2611210001',
    });
    expect(paymentReturn('http://127.0.0.1:8080/#/checkout/thankyou!!/')).toEqual({
      kind: 'paid',
      orderNumber: null,
    });
  });

  it("reads checkout with a payment code as unpaid, with the provider's message", () => {
    expect(
      paymentReturn('/#/checkout/?code=PAYMENT_FAILED&message=%EC%B9%B4%EB%93%9C%20%EA%B1%B0%EC%A0%88'),
    ).toEqual({
      kind: 'unpaid',
      code: 'PAYMENT_FAILED',
      message: '카드 거절',
    });
  });

  it("uses the app's own text for the code when the provider sent no message", () => {
    // the route keeps a popup only with a message: a bare code is not a return the app shows
    expect(paymentReturn('/#/checkout/?code=PAYMENT_CANCELLED&message=%20')).toEqual({
      kind: 'unpaid',
      code: 'PAYMENT_CANCELLED',
      message: messages.PAYMENT_CANCELLED,
    });
  });

  it('reads any other address as elsewhere: an unknown code, another page', () => {
    expect(paymentReturn('/#/checkout/?code=SOMETHING&message=x').kind).toBe('elsewhere');
    expect(paymentReturn('/#/').kind).toBe('elsewhere');
  });
});

describe('closedPopupReturn', () => {
  it('is the customer\'s cancel (spec 000 §8 "Mobile-card payment")', () => {
    expect(closedPopupReturn()).toEqual({
      kind: 'unpaid',
      code: 'PAYMENT_CANCELLED',
      message: '결제를 취소하셨습니다. 주문 내용 확인 후 다시 결제해주세요.',
    });
  });
});

describe('answerRoute', () => {
  const popup = '/sandbox/smilepay/popup?OrderId=7&Moid=7';
  it('asks the provider for approve, decline and cancel on any payment page', () => {
    expect(answerRoute('/sandbox/pg/7', 'decline')).toEqual({
      kind: 'provider',
      page: '/sandbox/pg/7',
      answer: 'decline',
    });
    expect(answerRoute(popup, 'approve')).toEqual({ kind: 'provider', page: popup, answer: 'approve' });
  });

  it('returns at once when the mobile-card popup is closed', () => {
    expect(answerRoute(popup, 'close')).toEqual({ kind: 'returned', to: closedPopupReturn() });
  });

  it('refuses closing a page that is not a popup, and any answer without a payment page', () => {
    expect(answerRoute('/sandbox/pg/7', 'close')).toEqual({
      kind: 'refused',
      code: 'PAYMENT_PAGE_NOT_POPUP',
    });
    expect(answerRoute(null, 'approve')).toEqual({ kind: 'refused', code: 'PAYMENT_PAGE_NONE' });
  });
});
