import { describe, expect, it } from 'vitest';
import {
  defaultPayment,
  fromCheckoutMethodType,
  isOnlinePayment,
  mobileCardStart,
  Payment,
  type PaymentDefaultInput,
  paymentFailureText,
  paymentKind,
  paymentService,
} from './payment.ts';

const base: PaymentDefaultInput = {
  member: true,
  restaurant: { payment_methods: ['creditcard', 'cash'], except_cash: false },
  online: false,
  mobile: false,
  available: [],
};

describe('payment defaults', () => {
  it('picks creditcard when allowed (spec 000 §4 "creditcard if the restaurant allows it, else cash unless cash is excluded (then none)")', () => {
    expect(defaultPayment(base)).toBe('creditcard');
  });

  it('falls back to cash, or none when cash is excluded (spec 000 §4 "else cash unless cash is excluded (then none)")', () => {
    const cashOnly = { ...base, restaurant: { payment_methods: ['cash'] as const, except_cash: false } };
    expect(defaultPayment(cashOnly)).toBe('cash');
    expect(
      defaultPayment({ ...cashOnly, restaurant: { ...cashOnly.restaurant, except_cash: true } }),
    ).toBeNull();
  });

  it('gives a guest no default (spec 000 §4 "A guest has no default.")', () => {
    expect(defaultPayment({ ...base, member: false, online: true, available: ['pg_card'] })).toBeNull();
  });

  it('defaults online restaurants to card (spec 000 §4 "Online restaurants default to card (PG_CARD).")', () => {
    const online = { ...base, online: true, available: [Payment.MOBILE, Payment.PG_CARD] };
    expect(defaultPayment(online)).toBe('pg_card');
  });

  it('prefers card, then MOBILE, then the portal wallet on mobile (spec 000 §4 "On mobile the preference is card, then MOBILE, then the portal wallet.")', () => {
    const mobile = { ...base, online: true, mobile: true };
    expect(defaultPayment({ ...mobile, available: ['naverpay', 'pg_mobile', 'pg_card'] })).toBe('pg_card');
    expect(defaultPayment({ ...mobile, available: ['naverpay', 'pg_mobile'] })).toBe('pg_mobile');
    expect(defaultPayment({ ...mobile, available: ['smilepay', 'naverpay'] })).toBe('naverpay');
  });

  it('falls back to the on-site rule when no preferred online method is offered (spec 000 §4 "creditcard if the restaurant allows it"; decision)', () => {
    expect(defaultPayment({ ...base, online: true, available: ['smilepay'] })).toBe('creditcard');
  });
});

describe('payment ids', () => {
  it('maps checkout-methods types (spec 000 §7 "checkout_method_type (CARD mapped to PG_CARD, MOBILE, the portal wallet, the smile wallet and others)")', () => {
    expect(fromCheckoutMethodType('CARD')).toBe(Payment.PG_CARD);
    expect(fromCheckoutMethodType('MOBILE')).toBe(Payment.MOBILE);
    expect(fromCheckoutMethodType('NAVERPAY')).toBe('naverpay');
    expect(fromCheckoutMethodType('SMILEPAY')).toBe('smilepay');
    expect(fromCheckoutMethodType('BITCOIN')).toBeNull();
  });

  it('sends pg_mobile as onlyhpp and pg_card as onlycard (spec 000 §7 "pg_mobile sent as onlyhpp, pg_card as onlycard")', () => {
    expect(paymentService('pg_mobile')).toBe('onlyhpp');
    expect(paymentService('pg_card')).toBe('onlycard');
    expect(paymentService('naverpay')).toBe('naverpay');
    expect(paymentService('cash')).toBe('cash');
  });

  it('tells online from on-site payment (spec 001 §9 "Online ones: onlycard, onlyhpp, onlydbank, oneclick, naverpay, smilepay, chaipay.")', () => {
    expect(paymentKind('creditcard')).toBe('offline');
    expect(paymentKind('cash')).toBe('offline');
    for (const m of ['pg_card', 'pg_mobile', 'naverpay', 'smilepay', 'chaipay', 'kakaopay'] as const) {
      expect(paymentKind(m)).toBe('online');
    }
    expect(isOnlinePayment(null)).toBe(false);
  });
});

describe('payment results', () => {
  it("rewrites the failure text (spec 000 §8 \"In payment failure text, '휴대폰 결제 또는 계좌 이체를' is replaced by '휴대폰 결제를'.\")", () => {
    expect(paymentFailureText('휴대폰 결제 또는 계좌 이체를 이용할 수 없습니다.')).toBe(
      '휴대폰 결제를 이용할 수 없습니다.',
    );
    expect(paymentFailureText('카드 결제 실패')).toBe('카드 결제 실패');
  });

  it('counts 0000 and 535 as started (spec 000 §8 "Result codes 0000 and 535 count as success for the payment start.")', () => {
    expect(mobileCardStart({ resultCode: '0000', userCancelled: false })).toEqual({
      ok: true,
      value: { resultCode: '0000' },
    });
    expect(mobileCardStart({ resultCode: '535', userCancelled: false }).ok).toBe(true);
  });

  it('reports a cancel and a failure (spec 000 §8 "User cancel: \'결제를 취소하셨습니다. 주문 내용 확인 후 다시 결제해주세요.\'")', () => {
    const cancelled = mobileCardStart({ resultCode: null, userCancelled: true });
    expect(!cancelled.ok && cancelled.rejection.message).toBe(
      '결제를 취소하셨습니다. 주문 내용 확인 후 다시 결제해주세요.',
    );
    const failed = mobileCardStart({ resultCode: '9999', userCancelled: false });
    expect(!failed.ok && failed.rejection.message).toBe(
      '결제가 실패하였습니다. 다른 결제수단을 이용해 주세요.',
    );
  });
});
