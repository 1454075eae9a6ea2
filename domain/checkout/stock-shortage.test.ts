import { describe, expect, it } from 'vitest';
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
