import { describe, expect, it } from 'vitest';
import { restaurant } from '../../contract/samples/restaurant.ts';
import { sampleOf } from '../../contract/testing/codec-helpers.ts';
import { sentAt, testGateway } from './testing/scripted-gateway.ts';
import { json } from './testing/scripted-transport.ts';

const point = { lat: 37.498168, lng: 127.02761 };

describe('CatalogQueries', () => {
  it('asks the list 60 at a page (spec 000 §9 "List page size 60"), all as no category', async () => {
    const { transport, gateway } = testGateway();
    const list = {
      restaurants: [{ ...restaurant, adjusted_delivery_fee: 2000 }],
      pagination: { current_page: 2, total_pages: 3 },
    };
    transport.on('GET', '/api/v2/restaurants', json(200, list));
    const result = await gateway.restaurantList({ point, category: 'all', order: 'review_avg', page: 2 });
    expect(sentAt(transport).query).toEqual({
      lat: '37.498168',
      lng: '127.02761',
      order: 'review_avg',
      page: '2',
      items: '60',
    });
    expect(result).toMatchObject({
      ok: true,
      value: { restaurants: [{ delivery_fee: 2000 }], pagination: { current_page: 2 } },
    });
  });

  it("searches on {gateway} with the keyword and incoming_service_type 'food'", async () => {
    const { transport, gateway } = testGateway();
    await gateway.searchRestaurants({ point, category: 'chicken', order: 'rank', page: 1, keyword: '치킨' });
    expect(sentAt(transport).path).toBe('/gateway/discovery/search/restaurant');
    expect(sentAt(transport).query).toEqual({
      lat: '37.498168',
      lng: '127.02761',
      category: 'chicken',
      order: 'rank',
      page: '1',
      items: '60',
      search: '치킨',
      incoming_service_type: 'food',
    });
  });

  it('asks reviews sorted by \'time\', 10 a page, photo filter as asked (spec 000 §7 "Reviews")', async () => {
    const { transport, gateway } = testGateway();
    transport.on('GET', '/api/v1/reviews/1000101/', json(200, sampleOf('review.list').response));
    const result = await gateway.reviews({ restaurantId: 1000101, page: 3, onlyPhotoReview: true });
    expect(sentAt(transport).query).toEqual({
      sort: 'time',
      count: '10',
      page: '3',
      only_photo_review: 'true',
    });
    expect(result.ok && result.value.length).toBe(2);
  });

  it('reports a review and an owner reply by id, and reads the rating and the info tab', async () => {
    const { transport, gateway } = testGateway();
    transport.on(
      'GET',
      '/api/v1/create_review_reply_report/9000101/',
      json(200, { message: '로그인이 필요합니다.', error_code: 401 }),
    );
    expect(await gateway.reportReply(9000101)).toEqual({
      ok: true,
      value: { message: '로그인이 필요합니다.', error_code: 401 },
    });
    await gateway.reportReview(9000101);
    await gateway.rating(1000101);
    await gateway.restaurantInfo(1000101);
    expect(transport.sent.map((r) => new URL(r.url).pathname)).toEqual([
      '/api/v1/create_review_reply_report/9000101/',
      '/api/v1/create_review_report/9000101/',
      '/review/restaurant/1000101/avgrating/',
      '/api/v1/restaurants/1000101/info/',
    ]);
  });
});
