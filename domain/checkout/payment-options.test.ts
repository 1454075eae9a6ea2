import { describe, expect, it } from 'vitest';
import { paymentOptions } from './payment-options.ts';

const host = [
  { checkout_method_type: 'CARD', name: '신용/체크카드', available: true },
  { checkout_method_type: 'MOBILE', name: '휴대폰 결제', available: true },
  { checkout_method_type: 'NAVERPAY', name: '네이버페이', available: false },
  { checkout_method_type: 'UNKNOWN', name: '?', available: true },
];

describe('the payment choices', () => {
  it('lists the host methods a restaurant taking online payment offers, then card and cash at the door', () => {
    const options = paymentOptions({
      restaurant: { payment_methods: ['online', 'creditcard', 'cash'], except_cash: false },
      hostMethods: host,
    });
    expect(options.online.map((o) => [o.method, o.label])).toEqual([
      ['pg_card', '신용/체크카드'],
      ['pg_mobile', '휴대폰 결제'],
    ]);
    expect(options.onSite.map((o) => o.method)).toEqual(['creditcard', 'cash']);
  });
  it('lists no online method without online payment or without the host answer; except_cash drops cash', () => {
    expect(
      paymentOptions({
        restaurant: { payment_methods: ['creditcard', 'cash'], except_cash: false },
        hostMethods: host,
      }).online,
    ).toEqual([]);
    const noHost = paymentOptions({
      restaurant: { payment_methods: ['online', 'creditcard', 'cash'], except_cash: true },
      hostMethods: null,
    });
    expect(noHost.online).toEqual([]);
    expect(noHost.onSite.map((o) => o.method)).toEqual(['creditcard']);
  });

  it('labels the partner wallet as the app\'s own payment inside the embedded partner app (spec 001 §1 "the payment label differs there")', () => {
    const wallet = [...host, { checkout_method_type: 'SMILEPAY', name: '스마일페이', available: true }];
    const input = {
      restaurant: { payment_methods: ['online'] as const, except_cash: false },
      hostMethods: wallet,
    };
    const label = (partnerApp: boolean) =>
      paymentOptions({
        ...input,
        restaurant: { ...input.restaurant, payment_methods: ['online'] },
        partnerApp,
      }).online.map((o) => o.label);
    expect(label(false)).toEqual(['신용/체크카드', '휴대폰 결제', '스마일페이']);
    expect(label(true)).toEqual(['신용/체크카드', '휴대폰 결제', '스마일페이 (앱 간편결제)']);
  });

  it("names the methods in English by our own names (the host's for one it does not know), Korean as the host does", () => {
    const wallet = [
      ...host,
      { checkout_method_type: 'SMILEPAY', name: '스마일페이', available: true },
      { checkout_method_type: 'KAKAOPAY', name: '카카오페이', available: true },
    ];
    const input = {
      restaurant: { payment_methods: ['online', 'creditcard', 'cash'] as const, except_cash: false },
      hostMethods: wallet,
    };
    const english = paymentOptions({
      ...input,
      restaurant: { ...input.restaurant, payment_methods: ['online', 'creditcard', 'cash'] },
      language: 'en',
    });
    expect(english.online.map((o) => o.label)).toEqual([
      'Credit or debit card',
      'Mobile phone payment',
      'Smile Pay',
      'Kakao Pay',
    ]);
    expect(english.onSite.map((o) => o.label)).toEqual(['Card on delivery', 'Cash on delivery']);
    const partner = paymentOptions({
      ...input,
      restaurant: { ...input.restaurant, payment_methods: ['online'] },
      partnerApp: true,
      language: 'en',
    });
    expect(partner.online.map((o) => o.label)).toContain('Smile Pay (in-app payment)');
    const korean = paymentOptions({
      ...input,
      restaurant: { ...input.restaurant, payment_methods: ['online', 'creditcard', 'cash'] },
      language: 'ko',
    });
    expect(korean.onSite.map((o) => o.label)).toEqual(['만나서 카드결제', '만나서 현금결제']);
    expect(korean.online.map((o) => o.label)[0]).toBe('신용/체크카드');
  });
});
