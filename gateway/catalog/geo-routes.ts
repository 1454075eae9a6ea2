// The geocoder over districts.json (spec 000 §7, spec 001 §7): reverse geocoding answers the nearest
// district within the service radius (null farther away) at the asked point; geocoding matches the
// text (address-match.ts) and answers district centres, best first; district search matches the
// typed query and orders by distance from the given point (10 at most, `total` counts them all).
import type { FastifyInstance } from 'fastify';
import { calls } from '../../contract/calls.ts';
import type { GatewayContext } from '../context.ts';
import { answer, serveCall } from '../http/serve-call.ts';
import { matchAddress } from './address-match.ts';
import { distanceM, nearest } from './distance.ts';
import { districtPlace, loadDistricts } from './places.ts';
import { badField } from './refusals.ts';

/** How far from a district's centre the geocoder still places a point in it. */
export const SERVICE_RADIUS_M = 5000;
export const DISTRICT_SEARCH_MAX = 10;
export const GEOCODE_MAX = 10;

export function registerGeoRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serveCall(app, ctx.serve, calls['geo.reverse-geocode'], async ({ query }) => {
    const point = { lat: query.lat, lng: query.lng };
    const near = nearest(await loadDistricts(ctx.db), point);
    return answer(
      near === null || near.distanceM > SERVICE_RADIUS_M ? null : districtPlace(near.entry, point),
    );
  });

  serveCall(app, ctx.serve, calls['geo.geocode'], async ({ query }) => {
    if (query.address.trim() === '') return badField('geo.geocode', 'address', 'expected an address, got ""');
    const found = matchAddress(await loadDistricts(ctx.db), query.address);
    return answer({ total: found.length, items: found.slice(0, GEOCODE_MAX).map((d) => districtPlace(d)) });
  });

  serveCall(app, ctx.serve, calls['geo.district-search'], async ({ query }) => {
    if (query.query.trim() === '')
      return badField('geo.district-search', 'query', 'expected a search text, got ""');
    const point = { lat: query.lat, lng: query.lng };
    const found = matchAddress(await loadDistricts(ctx.db), query.query)
      .map((d) => ({ d, metres: distanceM(d, point) }))
      .sort((a, b) => a.metres - b.metres);
    return answer({
      total: found.length,
      items: found.slice(0, DISTRICT_SEARCH_MAX).map(({ d }) => districtPlace(d)),
    });
  });
}
