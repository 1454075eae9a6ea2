import { describe, expect, it } from 'vitest';
import {
  cartSubmitErrorOrder,
  cartSubmitErrorRejection,
  checkoutEntryFailure,
} from './cart-submit-errors.ts';

describe('cart submit errors', () => {
  it('checks the types in the spec order (spec 000 §8 "The types are checked in this order: nothing, zip_code, phone_invalid, discount, ...")', () => {
    expect(cartSubmitErrorOrder).toEqual([
      'nothing',
      'zip_code',
      'phone_invalid',
      'discount',
      'additional_discount',
      'additional_discount_per_menu',
      'disable_safen_number',
      'items',
      'street_number',
      'payment',
      'coupon',
      'pre_order',
      'pickup',
      'yotimedeal',
      'phone',
      'error',
      'delivery_fee',
      'error_stock',
      'loyalty_points',
      'gift_validation',
      'subscription',
    ]);
  });

  it('shows the message of the first matching entry (spec 000 §8 "The message of the first matching entry is shown.")', () => {
    const entries = [
      ['error', '일시적인 오류'],
      ['coupon', '쿠폰을 사용할 수 없습니다.'],
      ['zip_code', '배달 지역이 아닙니다.'],
      ['unknown_type', '무시'],
    ];
    expect(cartSubmitErrorRejection(entries)).toEqual({
      code: 'ORDER_NOT_PROCESSED',
      message: '배달 지역이 아닙니다.',
      details: { type: 'zip_code' },
    });
  });

  it('falls back to the default (spec 000 §8 "Default: \'주문을 처리하지 못했습니다. 다시 시도해주세요.\'")', () => {
    expect(cartSubmitErrorRejection([]).message).toBe('주문을 처리하지 못했습니다. 다시 시도해주세요.');
    expect(cartSubmitErrorRejection(undefined).message).toBe(
      '주문을 처리하지 못했습니다. 다시 시도해주세요.',
    );
    expect(cartSubmitErrorRejection([['other', 'x']]).message).toBe(
      '주문을 처리하지 못했습니다. 다시 시도해주세요.',
    );
    expect(cartSubmitErrorRejection([['payment', '']])).toMatchObject({
      message: '주문을 처리하지 못했습니다. 다시 시도해주세요.',
      details: { type: 'payment' },
    });
  });

  it('passes stock_info along (spec 000 §8 "For error_stock, stock_info is passed to a stock popup.")', () => {
    const stock = [{ menu_item_id: 5, stock_amount: 1 }];
    expect(cartSubmitErrorRejection([['error_stock', '재고 부족', stock]]).details).toEqual({
      type: 'error_stock',
      stock_info: stock,
    });
    expect(cartSubmitErrorRejection([['error_stock', '재고 부족']], { from: 'response' }).details).toEqual({
      type: 'error_stock',
      stock_info: { from: 'response' },
    });
  });
});

describe('checkout entry failure', () => {
  it('shows the first meta error message (spec 000 §4 "On failure a popup shows the first meta error message.")', () => {
    const errors = [{ message: '' }, { message: '영업 시간이 아닙니다.' }, { message: 'b' }];
    expect(checkoutEntryFailure({ errors })).toEqual({
      code: 'CHECKOUT_NOT_INSERTED',
      message: '영업 시간이 아닙니다.',
    });
    expect(checkoutEntryFailure({ errors: [] }).message).toBe(
      '지금은 배달 가능한 시간이 아니거나, 현재 위치에는 배달하지 않습니다. 확인 후 다시 주문해주세요.',
    );
    expect(checkoutEntryFailure(undefined).code).toBe('CHECKOUT_NOT_INSERTED');
  });
});
