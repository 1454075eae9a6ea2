// Restaurant detail over HTTP (spec 000 §7 "Restaurant detail", §4 "Restaurant page entry").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../start.ts';
import { startTestGateway } from '../testing/test-gateway.ts';
import { call, GANGNAM, ok } from './testing/wire.ts';

let gateway: RunningGateway;
// Starting a gateway (migrations, seed import) can take a while on a busy machine.
beforeAll(async () => {
  gateway = await startTestGateway();
}, 60_000);
afterAll(() => gateway.close());

const detail = (id: number, payload: Record<string, unknown> = { serving_type: 'vd', ...GANGNAM }) =>
  ok(gateway.url, 'restaurant.detail', { params: { restaurant_id: id }, payload });

describe('restaurant detail', () => {
  it('merges the delivery data for vd with a point (is_open, adjusted_delivery_fee) and answers reachable', async () => {
    // Given the baseline restaurant 1001 near Gangnam station, when asked for vd at that point
    const r = await detail(1001);
    // then it is open, reachable, and carries its own delivery data and the merged fields
    expect(r).toMatchObject({
      id: 1001,
      open: true,
      reachable: true,
      is_open: true,
      adjusted_delivery_fee: 3000,
      min_order_amount: 15000,
      free_delivery_threshold: 40000,
      payment_methods: ['online', 'creditcard', 'cash'],
      open_time_description: '매일 11:00 - 02:00',
    });
    expect(r.distance).toBeGreaterThan(0);
  });

  it('adjusted_delivery_fee is the fee an order starts at: the lowest tier of delivery_fee_by_order_amounts', async () => {
    const r = await detail(1016);
    expect(r.adjusted_delivery_fee).toBe(4000);
    expect(r.delivery_fee_by_order_amounts?.basic).toContainEqual({
      order_amount: 30000,
      delivery_fee: 1000,
    });
  });

  it('without a point nothing is reachable and there is no vd merge', async () => {
    const r = await detail(1001, { serving_type: 'vd' });
    expect(r.reachable).toBe(false);
    expect(r.is_open).toBeUndefined();
    expect(r.adjusted_delivery_fee).toBeUndefined();
  });

  it('reachable is the haversine distance within delivery_radius_m: 1008 (6.2 km, 3 km) and 1009 (670 m, 300 m) are not', async () => {
    expect((await detail(1008)).reachable).toBe(false);
    const far = await detail(1009);
    expect(far.reachable).toBe(false);
    // About 220 m north of 1009 is within its 300 m, about 330 m is not.
    const at = (dLat: number) =>
      detail(1009, { serving_type: 'vd', lat: (far.lat ?? 0) + dLat, lng: far.lng });
    expect((await at(0.002)).reachable).toBe(true);
    expect((await at(0.003)).reachable).toBe(false);
  });

  it('open is evaluated with the gateway clock: 1026 (18:00-04:00) is closed at noon Seoul time, 1007 is closed by its flag; the hours are sent when kept', async () => {
    expect(await detail(1026)).toMatchObject({
      open: false,
      is_open: false,
      open_hours: [{ from: '18:00', to: '04:00' }],
    });
    const flagged = await detail(1007);
    expect(flagged).toMatchObject({ open: false, is_open: false });
    expect(flagged.open_hours).toBeUndefined();
  });

  it('answers the app-only restaurant as served (od) without the vd merge', async () => {
    const r = await detail(1006);
    expect(r.serving_type).toBe('od');
    expect(r.is_open).toBeUndefined();
  });

  it('an unknown restaurant is a 404 with the restaurant-load message', async () => {
    const answer = await call(gateway.url, 'restaurant.detail', {
      params: { restaurant_id: 9999999 },
      payload: { serving_type: 'vd' },
    });
    expect(answer).toMatchObject({
      ok: false,
      status: 404,
      body: { error_message: '레스토랑 정보를 가져오지 못했습니다. 잠시 뒤 다시 시도해주세요.' },
    });
  });

  it('a bad request is a 400 naming the field: a leading-zero id, a missing serving_type, lat without lng', async () => {
    const bad = async (params: Record<string, string>, query: string) => {
      const response = await fetch(`${gateway.url}/api/v2/restaurants/${params.id}?${query}`);
      return { status: response.status, body: (await response.json()) as { error_message: string } };
    };
    expect(await bad({ id: '01001' }, 'serving_type=vd')).toMatchObject({
      status: 400,
      body: { error_message: expect.stringContaining('$.restaurant_id') },
    });
    expect((await bad({ id: '1001' }, 'lat=37.5&lng=127')).body.error_message).toContain('$.serving_type');
    expect((await bad({ id: '1001' }, 'serving_type=vd&lat=37.5')).body.error_message).toContain('$.lng');
    expect((await bad({ id: '1001' }, 'serving_type=vd&lat=95&lng=127')).body.error_message).toContain(
      '$.lat',
    );
  });
});
