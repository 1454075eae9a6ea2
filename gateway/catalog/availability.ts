// GET /api/v1/geo-restaurants-available/ (spec 001 §4 "Location change. It is validated by a
// restaurant-availability check"; §5 "A location without a delivery-available zip code shows the
// server message or that the service area is unavailable") and GET /naverplace/extrainfo/.
//
// Availability: the zipcode of the nearest district within the service radius, provided at least
// one delivery (vd) restaurant reaches the point (open or not: it is about where, not when); else
// zip_code null with "서비스 지역이 아닙니다.".
//
// Place extra info (designed, the spec shows neither side): the sandbox place partner knows a place
// id `np-<restaurant id>` for every restaurant (its address and point, the zipcode of the nearest
// district); the place id `np-unavailable` scripts the partner's temporary failure (503,
// error_code NOT_AVAILABLE, spec 001 §8); any other id is a 404.
import type { FastifyInstance } from 'fastify';
import { calls } from '../../contract/calls.ts';
import { messages } from '../../domain/messages.ts';
import type { GatewayContext } from '../context.ts';
import { answer, refuse, serveCall } from '../http/serve-call.ts';
import { nearest, reaches } from './distance.ts';
import { SERVICE_RADIUS_M } from './geo-routes.ts';
import { loadDistricts } from './places.ts';
import { findRestaurant, listRestaurants } from './restaurant-store.ts';

export const UNAVAILABLE_PLACE_ID = 'np-unavailable';

export function registerAvailability(app: FastifyInstance, ctx: GatewayContext): void {
  serveCall(app, ctx.serve, calls['geo.restaurants-available'], async ({ query }) => {
    const point = query.point;
    const near = nearest(await loadDistricts(ctx.db), point);
    const delivered = (await listRestaurants(ctx.db, null)).some(
      (r) => r.doc.serving_type === 'vd' && reaches(r.doc, r.radiusM, point),
    );
    if (near === null || near.distanceM > SERVICE_RADIUS_M || !delivered) {
      return answer({ zip_code: null, message: messages.NOT_SERVICE_AREA });
    }
    return answer({ zip_code: near.entry.zipcode, message: '' });
  });

  serveCall(app, ctx.serve, calls['geo.place-extra-info'], async ({ query }) => {
    if (query.place_id === UNAVAILABLE_PLACE_ID) {
      return refuse(503, 'NOT_AVAILABLE', messages.PLACE_PARTNER_NOT_AVAILABLE);
    }
    const id = /^np-([1-9]\d{0,14})$/.exec(query.place_id)?.[1];
    const restaurant = id === undefined ? null : await findRestaurant(ctx.db, Number(id));
    if (restaurant === null) return refuse(404, 'not_found', messages.PLACE_PARTNER_ADDRESS_ERROR);
    const point = { lat: restaurant.doc.lat, lng: restaurant.doc.lng };
    const near = nearest(await loadDistricts(ctx.db), point);
    return answer({
      place_id: query.place_id,
      restaurant_id: restaurant.doc.id,
      address: restaurant.doc.address,
      zipcode: near?.entry.zipcode ?? '',
      point,
    });
  });
}
