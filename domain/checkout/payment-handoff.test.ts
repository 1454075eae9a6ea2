import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { mobileCardPopupUrl, paymentHandoff, paymentPage, walletPageUrl } from './payment-handoff.ts';
import { submitOutcome } from './submit-outcome.ts';

const wallet = {
  order_number: '2611210007',
  payment_url: null,
  clientId: 'jumun-sandbox-wallet',
  merchantPayKey: '2611210007',
};
const mobileCard = {
  order_number: '2611210008',
  payment_url: null,
  OrderId: '2611210008',
  Moid: '2611210008',
  ResultCode: '0000',
  ResultMsg: '성공',
  TxnId: 'T2611210008',
};

describe('the page an online order is paid on (spec 000 §4 "Submit outcome")', () => {
  it('is the payment_url for a card PG result ("payment_url present: redirect there.")', () => {
    expect(paymentPage(submitOutcome({ order_number: '1', payment_url: '/sandbox/pg/1' }))).toEqual({
      ok: true,
      value: '/sandbox/pg/1',
    });
  });

  it('opens the wallet with merchantPayKey and clientId ("Wallet result with clientId: opens that provider\'s payment.")', () => {
    expect(paymentPage(submitOutcome(wallet))).toEqual({
      ok: true,
      value: '/sandbox/wallet/pay?merchantPayKey=2611210007&clientId=jumun-sandbox-wallet',
    });
    // no merchantPayKey: the order number is the merchant's key
    expect(walletPageUrl({ order_number: 42, clientId: 'c 1' })).toBe(
      '/sandbox/wallet/pay?merchantPayKey=42&clientId=c+1',
    );
  });

  it('opens the mobile-card popup when the start code is 0000 or 535 (§8 "Result codes 0000 and 535 count as success")', () => {
    const popup = '/sandbox/smilepay/popup?OrderId=2611210008&Moid=2611210008';
    expect(paymentPage(submitOutcome(mobileCard))).toEqual({ ok: true, value: popup });
    expect(paymentPage(submitOutcome({ ...mobileCard, ResultCode: '535' }))).toEqual({
      ok: true,
      value: popup,
    });
    expect(mobileCardPopupUrl('A-1', null)).toBe('/sandbox/smilepay/popup?OrderId=A-1&Moid=A-1');
  });

  it('refuses a mobile-card start with another code with the failure text (§8 "Failure")', () => {
    const started = paymentPage(submitOutcome({ ...mobileCard, ResultCode: '9999' }));
    expect(started).toEqual({
      ok: false,
      rejection: { code: 'PAYMENT_FAILED', message: messages.PAYMENT_FAILED },
    });
  });

  it('is none for an order paid on delivery, and a missing order number stays refused', () => {
    expect(paymentPage(submitOutcome({ order_number: '3', payment_url: null }))).toEqual({
      ok: true,
      value: null,
    });
    expect(paymentPage(submitOutcome({ order_number: null }))).toMatchObject({
      ok: false,
      rejection: { code: 'ORDER_NUMBER_MISSING' },
    });
  });
});

describe('what the web does with a placed order', () => {
  it('leaves for the PG or wallet page, opens the mobile-card popup, and does nothing otherwise', () => {
    expect(paymentHandoff('/sandbox/pg/1')).toEqual({ kind: 'leave', url: '/sandbox/pg/1' });
    const walletPage = '/sandbox/wallet/pay?merchantPayKey=1&clientId=c';
    expect(paymentHandoff(walletPage)).toEqual({ kind: 'leave', url: walletPage });
    const popup = mobileCardPopupUrl('7', null);
    expect(paymentHandoff(popup)).toEqual({ kind: 'popup', url: popup });
    expect(paymentHandoff(null)).toEqual({ kind: 'none' });
    expect(paymentHandoff('')).toEqual({ kind: 'none' });
  });
});
