// GET /api/v2/restaurants/{restaurant_id} (spec 000 §7 "Restaurant detail"): the restaurant for the
// query's point. With serving_type vd and a point the delivery data is merged in (is_open,
// adjusted_delivery_fee); without a point `reachable` is false. zip_code is accepted but reachability
// comes from the point alone (the district's zipcode says nothing about the radius).
import type { FastifyInstance } from 'fastify';
import { calls } from '../../contract/calls.ts';
import { messages } from '../../domain/messages.ts';
import type { GatewayContext } from '../context.ts';
import { answer, serveCall } from '../http/serve-call.ts';
import { serialised } from './catalog-cache.ts';
import { badField, notFound } from './refusals.ts';
import { findRestaurant } from './restaurant-store.ts';
import { restaurantView } from './restaurant-view.ts';

export function registerRestaurantDetail(app: FastifyInstance, ctx: GatewayContext): void {
  serveCall(app, ctx.serve, calls['restaurant.detail'], async ({ params, query }) => {
    const restaurant = await findRestaurant(ctx.db, params.restaurant_id);
    if (restaurant === null) return notFound(messages.RESTAURANT_LOAD_FAILED);
    if ((query.lat === undefined) !== (query.lng === undefined)) {
      const missing = query.lat === undefined ? 'lat' : 'lng';
      return badField('restaurant.detail', missing, 'missing, the point needs both lat and lng');
    }
    const point =
      query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : null;
    const merge = query.serving_type === 'vd' && restaurant.doc.serving_type === 'vd' && point !== null;
    // with an ETag: the web app's service worker revalidates its copy, an unchanged one is a 304
    return serialised(answer(restaurantView(restaurant, { point, now: ctx.clock.now(), merge })));
  });
}
