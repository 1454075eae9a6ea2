import { describe, expect, it } from 'vitest';
import { restaurant } from '../../contract/samples/restaurant.ts';
import { sampleOf } from '../../contract/testing/codec-helpers.ts';
import { sentAt, testGateway } from './testing/scripted-gateway.ts';
import { json } from './testing/scripted-transport.ts';

const point = { lat: 37.498168, lng: 127.02761 };

describe('restaurant and menu (spec 000 §7 "Restaurant detail", "Menu")', () => {
  it("asks for 'vd' at the customer's point and merges the delivery data in (is_open, adjusted_delivery_fee)", async () => {
    const { transport, gateway } = testGateway();
    transport.on(
      'GET',
      '/api/v2/restaurants/1000101',
      json(200, { ...restaurant, is_open: false, adjusted_delivery_fee: 2500 }),
    );
    const result = await gateway.restaurant({ restaurantId: 1000101, point, zipcode: '06236' });
    expect(sentAt(transport).query).toEqual({
      serving_type: 'vd',
      lat: '37.498168',
      lng: '127.02761',
      zip_code: '06236',
    });
    expect(result).toMatchObject({ ok: true, value: { id: 1000101, open: false, delivery_fee: 2500 } });
  });

  it('sends the menu flags, and force only in the staff view', async () => {
    const { transport, gateway } = testGateway();
    await gateway.menu(1000101);
    await gateway.menu(1000101, { force: true });
    expect(sentAt(transport, 0).query).toEqual({
      add_photo_menu: 'true',
      add_one_dish_menu: 'false',
      order_serving_type: 'vd',
      additional_discount_per_menu: 'true',
    });
    expect(sentAt(transport, 1).query.force).toBe('true');
  });

  it('maps geocoder places, a missing road address as empty', async () => {
    const { transport, gateway } = testGateway();
    const place = sampleOf('geo.geocode').response.items[0];
    transport.on(
      'GET',
      '/gateway/adiyo/geocode',
      json(200, { total: 1, items: [{ ...place, road_address: null }] }),
    );
    const result = await gateway.geocode('테헤란로 152');
    expect(sentAt(transport).query).toEqual({ address: '테헤란로 152' });
    expect(result).toMatchObject({ ok: true, value: [{ zipcode: '06236', road_address: '', sido: '서울' }] });
  });

  it('asks the availability by point as "lat,lng"', async () => {
    const { transport, gateway } = testGateway();
    transport.on('GET', '/api/v1/geo-restaurants-available/', json(200, { zip_code: '06236', message: '' }));
    expect(await gateway.restaurantsAvailable({ lat: 37.4995, lng: 127.0366 })).toEqual({
      ok: true,
      value: { zip_code: '06236', message: '' },
    });
    expect(sentAt(transport).query).toEqual({ point: '37.4995,127.0366' });
  });
});
