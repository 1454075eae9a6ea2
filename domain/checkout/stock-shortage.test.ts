import { describe, expect, it } from 'vitest';
import type { Rejection } from '../result.ts';
import { cartSubmitErrorRejection } from './cart-submit-errors.ts';
import { stockShortages } from './stock-shortage.ts';

describe('the error_stock popup lines', () => {
  it('lists each short line with what is left, from the entry or the response stock_info', () => {
    const info = [
      { vendor_product_id: 1003002, name: '치즈버거', stock_amount: 1, quantity: 3 },
      { name: 'broken' },
    ];
    expect(stockShortages(cartSubmitErrorRejection([['error_stock', '재고 부족', info]])) ?? []).toEqual([
      { name: '치즈버거', left: 1, asked: 3 },
    ]);
    expect(stockShortages(cartSubmitErrorRejection([['error_stock', '재고 부족']], info))).toHaveLength(1);
  });
  it('is null for any other refusal', () => {
    expect(stockShortages(cartSubmitErrorRejection([['payment', '결제 오류']]))).toBeNull();
  });
});

describe('the error_stock popup lines from refusals of any shape', () => {
  // details arrive from the gateway's answer: anything at all
  const refusal = (details: unknown): Rejection => ({
    code: 'error_stock',
    message: '재고 부족',
    details: details as Rejection['details'],
  });

  it('is null for details that are not an error_stock record', () => {
    expect(stockShortages(refusal(null))).toBeNull();
    expect(stockShortages(refusal('error_stock'))).toBeNull();
    expect(stockShortages(refusal({ type: 'error_payment', stock_info: [] }))).toBeNull();
  });

  it('skips every entry that lacks a name, a left amount or an asked amount, and counts what is below 0 as none left', () => {
    const stock_info = [
      null,
      'soldout',
      { name: 1, stock_amount: 1, quantity: 3 },
      { name: '콜라', stock_amount: '1', quantity: 3 },
      { name: '사이다', stock_amount: 1, quantity: '3' },
      { name: '치즈버거', stock_amount: -2, quantity: 3 },
    ];
    expect(stockShortages(refusal({ type: 'error_stock', stock_info }))).toEqual([
      { name: '치즈버거', left: 0, asked: 3 },
    ]);
    expect(stockShortages(refusal({ type: 'error_stock' }))).toEqual([]);
  });
});
