import { describe, expect, it } from 'vitest';
import { calls } from './calls.ts';
import { decodeBody, decodeFailure, decodeResponse } from './decode.ts';
import { edit, leftOf, REMOVE, rightOf, sampleOf } from './testing/codec-helpers.ts';

describe('order.submit', () => {
  const call = calls['order.submit'];
  const sample = sampleOf('order.submit');

  it('decodes the body of spec 000 §3, all parts', () => {
    const body = rightOf(decodeBody(call, sample.body));
    expect(body.customer.address_detail.admin_dong).toBe('역삼1동');
    expect(body.delivery_info.use_safety_number).toBe(true);
    expect(body.payment.user_benefits.coupons[0]).toEqual({ code: 'WELCOME3000', amount: 3000 });
  });

  it('answers 400 material: a misspelt nested key, a missing part, a wrong serving type', () => {
    const typo = edit(sample.body, ['customer', 'address', 'street_nmuber'], '1');
    expect(leftOf(decodeBody(call, typo)).path).toBe('$.customer.address.street_nmuber');
    expect(leftOf(decodeBody(call, edit(sample.body, ['delivery_info'], REMOVE))).path).toBe(
      '$.delivery_info',
    );
    expect(leftOf(decodeBody(call, edit(sample.body, ['serving_type'], 'od'))).path).toBe('$.serving_type');
  });

  it('decodes a wallet result and narrows on clientId', () => {
    const result = rightOf(decodeResponse(call, sample.response));
    expect(result.clientId !== undefined ? result.merchantPayKey : null).toBe('20261120-000123');
  });

  it('refuses half a wallet request, naming the missing field', () => {
    const body = edit(sample.response, ['merchantPayKey'], REMOVE);
    expect(leftOf(decodeResponse(call, body)).path).toBe('$.merchantPayKey');
  });

  it('decodes the error entries of a refused order', () => {
    const failure = rightOf(decodeFailure(call, sample.failure));
    expect('errors' in failure ? failure.errors[0] : null).toEqual(['coupon', '이미 사용된 쿠폰입니다.']);
    const stock = rightOf(decodeFailure(call, { errors: [['error_stock', null, [{ id: 1 }]]] }));
    expect('errors' in stock ? stock.errors[0]?.[2] : null).toEqual([{ id: 1 }]);
    expect(leftOf(decodeFailure(call, { errors: [['coupon']] })).path).toBe('$.errors[0][1]');
  });
});

describe('order.legacy-submit and order.info', () => {
  it('decodes a mobile-card result', () => {
    const result = rightOf(
      decodeResponse(calls['order.legacy-submit'], sampleOf('order.legacy-submit').response),
    );
    expect(result.ResultCode).toBe('0000');
  });

  it('decodes the order info and names a bad item price', () => {
    const sample = sampleOf('order.info');
    expect(rightOf(decodeResponse(calls['order.info'], sample.response)).min_order_amount).toBe(15000);
    const body = edit(sample.response, ['items', 0, 'price'], '19,000원');
    expect(leftOf(decodeResponse(calls['order.info'], body)).path).toBe('$.items[0].price');
  });

  it('decodes each item’s options, and an older gateway’s items without them', () => {
    const sample = sampleOf('order.info');
    expect(rightOf(decodeResponse(calls['order.info'], sample.response)).items[0]?.options).toEqual([
      { group: '맛', name: '양념', price: 1000 },
    ]);
    const older = edit(sample.response, ['items', 0, 'options'], REMOVE);
    expect(rightOf(decodeResponse(calls['order.info'], older)).items[0]?.options).toBeUndefined();
    const bad = edit(sample.response, ['items', 0, 'options', 0, 'price'], '+1,000원');
    expect(leftOf(decodeResponse(calls['order.info'], bad)).path).toBe('$.items[0].options[0].price');
  });

  it('decodes the order info’s breakdown, and an older gateway’s answer without it', () => {
    const sample = sampleOf('order.info');
    const info = rightOf(decodeResponse(calls['order.info'], sample.response));
    // the breakdown adds up to what was paid
    const parts = [info.items_total ?? 0, info.delivery_fee, ...(info.discounts ?? []).map((d) => d.amount)];
    expect(parts.reduce((a, b) => a + b, 0)).toBe(info.payment_amount);
    expect(info.user_comment).toBe('문 앞에 두고 벨 눌러주세요');
    let older: unknown = sample.response;
    for (const added of ['items_total', 'discounts', 'user_comment']) older = edit(older, [added], REMOVE);
    expect(rightOf(decodeResponse(calls['order.info'], older)).items_total).toBeUndefined();
    const bad = edit(sample.response, ['discounts', 0, 'amount'], '-3,800원');
    expect(leftOf(decodeResponse(calls['order.info'], bad)).path).toBe('$.discounts[0].amount');
  });

  it("decodes a line's menu item and option ids (jumun's reorder), and a line without them", () => {
    const sample = sampleOf('order.info');
    const withIds = edit(sample.response, ['items', 0], {
      name: '후라이드치킨',
      quantity: 2,
      price: 19000,
      menu_item_id: 5000101,
      options: [{ group: '뼈/순살', group_id: 7001, option_id: 7101, name: '순살', price: 2000 }],
    });
    const info = rightOf(decodeResponse(calls['order.info'], withIds));
    expect(info.items[0]?.options?.[0]?.option_id).toBe(7101);
    expect(
      rightOf(decodeResponse(calls['order.info'], sample.response)).items[0]?.menu_item_id,
    ).toBeUndefined();
    const bad = edit(withIds, ['items', 0, 'options', 0, 'option_id'], 0);
    expect(leftOf(decodeResponse(calls['order.info'], bad)).path).toBe('$.items[0].options[0].option_id');
  });
});
