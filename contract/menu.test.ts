import { describe, expect, it } from 'vitest';
import { calls } from './calls.ts';
import { decodeQuery, decodeResponse } from './decode.ts';
import { edit, leftOf, rightOf, sampleOf } from './testing/codec-helpers.ts';

describe('restaurant.menu', () => {
  const call = calls['restaurant.menu'];
  const sample = sampleOf('restaurant.menu');

  it('decodes categories, items, option groups and options', () => {
    const menu = rightOf(decodeResponse(call, sample.response));
    expect(menu.map((c) => c.slug)).toEqual(['top_items', 'chicken', 'disposable']);
    expect(menu[2]?.ms_type).toBe('disposable');
    expect(menu[1]?.items[0]?.subchoices[0]?.subchoices[1]).toMatchObject({ price: 1000, stock_amount: 20 });
  });

  it('names the bad option of the bad group of the bad item', () => {
    const body = edit(sample.response, [1, 'items', 0, 'subchoices', 0, 'subchoices', 1, 'price'], null);
    expect(leftOf(decodeResponse(call, body)).path).toBe('$[1].items[0].subchoices[0].subchoices[1].price');
  });

  it('accepts only the disposable ms_type and a null or integer discounted price', () => {
    expect(leftOf(decodeResponse(call, edit(sample.response, [2, 'ms_type'], 'cup'))).path).toBe(
      '$[2].ms_type',
    );
    const price = edit(sample.response, [0, 'items', 0, 'discounted_price'], 17000);
    expect(rightOf(decodeResponse(call, price))[0]?.items[0]?.discounted_price).toBe(17000);
  });

  it('decodes the flags from query strings', () => {
    expect(rightOf(decodeQuery(call, sample.query))).toEqual({
      add_photo_menu: true,
      order_serving_type: 'vd',
      additional_discount_per_menu: false,
    });
    expect(leftOf(decodeQuery(call, { force: 'yes' })).path).toBe('$.force');
  });
});
