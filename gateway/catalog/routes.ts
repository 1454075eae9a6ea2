// The catalogue's routes: restaurants, menu, info, reviews, the geocoder, payment methods and the
// retired legacy order submit.
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../context.ts';
import { registerAvailability } from './availability.ts';
import { registerGeoRoutes } from './geo-routes.ts';
import { registerLegacySubmit } from './legacy-submit.ts';
import { registerPaymentMethods } from './payment-methods.ts';
import { registerRestaurantDetail } from './restaurant-detail.ts';
import { registerRestaurantInfo } from './restaurant-info.ts';
import { registerRestaurantList } from './restaurant-list.ts';
import { registerRestaurantMenu } from './restaurant-menu.ts';
import { registerReviewReports } from './review-report.ts';
import { registerReviews } from './reviews.ts';

export function registerCatalogRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  registerRestaurantDetail(app, ctx);
  registerRestaurantList(app, ctx);
  registerRestaurantMenu(app, ctx);
  registerRestaurantInfo(app, ctx);
  registerReviews(app, ctx);
  registerReviewReports(app, ctx);
  registerGeoRoutes(app, ctx);
  registerAvailability(app, ctx);
  registerPaymentMethods(app, ctx);
  registerLegacySubmit(app, ctx);
}
