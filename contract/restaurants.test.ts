import { describe, expect, it } from 'vitest';
import { calls } from './calls.ts';
import { decodeQuery, decodeResponse } from './decode.ts';
import { edit, leftOf, REMOVE, rightOf, sampleOf } from './testing/codec-helpers.ts';

describe('restaurant.detail', () => {
  const call = calls['restaurant.detail'];
  const sample = sampleOf('restaurant.detail');

  it('decodes a restaurant with the vd merge fields', () => {
    const r = rightOf(decodeResponse(call, sample.response));
    expect(r.min_order_amount).toBe(15000);
    expect(r.adjusted_delivery_fee).toBe(3000);
    expect(r.delivery_fee_by_order_amounts?.basic[1]).toEqual({ order_amount: 25000, delivery_fee: 1000 });
  });

  it('refuses a fractional fee, an unknown serving type and a date without offset', () => {
    const fee = edit(sample.response, ['delivery_fee_by_order_amounts', 'basic', 1, 'delivery_fee'], 999.5);
    expect(leftOf(decodeResponse(call, fee)).path).toBe(
      '$.delivery_fee_by_order_amounts.basic[1].delivery_fee',
    );
    const serving = leftOf(decodeResponse(call, edit(sample.response, ['serving_type'], 'xx')));
    expect(serving).toMatchObject({ path: '$.serving_type', message: 'expected "vd" | "od", got "xx"' });
    const date = edit(sample.response, ['discount_until'], '2027-12-31');
    expect(leftOf(decodeResponse(call, date)).path).toBe('$.discount_until');
  });

  it('requires reachable, and serving_type in the query', () => {
    expect(leftOf(decodeResponse(call, edit(sample.response, ['reachable'], REMOVE))).path).toBe(
      '$.reachable',
    );
    expect(leftOf(decodeQuery(call, { lat: '37.5', lng: '127' })).path).toBe('$.serving_type');
  });
});

describe('restaurant.list and restaurant.search', () => {
  it('decodes a page of restaurants, with the total and the opening hours the list adds', () => {
    const list = rightOf(decodeResponse(calls['restaurant.list'], sampleOf('restaurant.list').response));
    expect(list.pagination).toEqual({ current_page: 1, total_pages: 3, total_count: 150 });
    expect(list.restaurants[0]?.distance).toBe(850);
    expect(list.restaurants[1]?.open_hours).toEqual([{ from: '18:00', to: '04:00' }]);
    // Both additions are optional: an answer of the spec's fields alone still decodes.
    const search = rightOf(
      decodeResponse(calls['restaurant.search'], sampleOf('restaurant.search').response),
    );
    expect(search.pagination).toEqual({ current_page: 1, total_pages: 1 });
    const badHour = edit(
      sampleOf('restaurant.list').response,
      ['restaurants', 1, 'open_hours', 0, 'to'],
      '25:00',
    );
    expect(decodeResponse(calls['restaurant.list'], badHour)._tag).toBe('Left');
  });

  it('names the restaurant and field that is bad', () => {
    const body = edit(sampleOf('restaurant.list').response, ['restaurants', 0, 'min_order_amount'], '15000');
    expect(leftOf(decodeResponse(calls['restaurant.list'], body))).toEqual({
      kind: 'malformed',
      call: 'restaurant.list',
      path: '$.restaurants[0].min_order_amount',
      message: 'expected Won (an integer number of won), got "15000"',
    });
  });

  it('only knows the spec sort orders, and search needs its keyword', () => {
    const q = { lat: '37.5', lng: '127', order: 'cheapest' };
    expect(leftOf(decodeQuery(calls['restaurant.list'], q)).path).toBe('$.order');
    expect(leftOf(decodeQuery(calls['restaurant.search'], { lat: '37.5', lng: '127' })).path).toBe(
      '$.search',
    );
  });
});
