import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../../contract/calls.ts';
import { decodeResponse } from '../../../contract/decode.ts';
import { rightOf } from '../../../contract/testing/codec-helpers.ts';
import { friedChicken, HOME, product } from '../testing/checkout-steps.ts';
import { type OrderingHarness, START_TIMEOUT_MS, startOrderingHarness } from '../testing/ordering-harness.ts';

let h: OrderingHarness;
beforeAll(async () => {
  h = await startOrderingHarness();
}, START_TIMEOUT_MS);
afterAll(() => h.close());

async function stockCheck(restaurantId: number, items: readonly unknown[]) {
  const body = {
    restaurant_id: restaurantId,
    customer_id: null,
    items,
    lat: HOME.lat,
    lng: HOME.lng,
    discount_info: null,
  };
  const reply = await h.call('stock.check', { restaurant_id: restaurantId }, body);
  expect(reply.status).toBe(200);
  return rightOf(decodeResponse(calls['stock.check'], reply.body));
}

const burger = (id: number, quantity: number, set = 10030101) => product(id, quantity, { 100301: [set] });

describe('stock.check (rule: requested quantity, summed across option combinations, against stock)', () => {
  it('given 10 left of 1003001, when 10 are asked, then it succeeds without a token', async () => {
    expect(await stockCheck(1003, [burger(1003001, 10)])).toEqual({
      success: true,
      title: null,
      body: null,
      all: false,
      items: [],
    });
  });

  it('given 3 left of 1003002, when 2 + 2 are asked in two option combinations, then it lists the item short', async () => {
    const result = await stockCheck(1003, [
      burger(1003002, 2),
      burger(1003002, 2, 10030102),
      burger(1003001, 1),
    ]);
    expect(result).toMatchObject({ success: false, title: '재고 부족', all: false });
    expect(result.items).toEqual([
      { vendor_product_id: 1003002, name: '블랙 트러플 버거', stock_amount: 3, quantity: 4 },
    ]);
    expect(result.body).toBe('블랙 트러플 버거의 남은 수량은 3개입니다.');
  });

  it('counts option stock too (베이컨 추가 has 0 left), and says all when nothing can be served', async () => {
    const bacon = product(1003004, 1, { 100301: [10030101], 100302: [10030202] });
    const result = await stockCheck(1003, [bacon]);
    expect(result).toMatchObject({ success: false, all: true });
    expect(result.items).toEqual([
      { vendor_product_id: 1003004, name: '클래식 치즈버거 (베이컨 추가)', stock_amount: 0, quantity: 1 },
    ]);
  });

  it('always succeeds for a restaurant without stock_management', async () => {
    expect((await stockCheck(1001, [friedChicken(50)])).success).toBe(true);
  });

  it('answers 400 for a body naming another restaurant, 404 for an unknown restaurant', async () => {
    const body = { restaurant_id: 1001, customer_id: null, items: [], ...HOME, discount_info: null };
    expect((await h.call('stock.check', { restaurant_id: 1003 }, body)).status).toBe(400);
    const unknown = { ...body, restaurant_id: 4040 };
    expect((await h.call('stock.check', { restaurant_id: 4040 }, unknown)).status).toBe(404);
  });
});
