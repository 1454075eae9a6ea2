// The ordering routes of the reference gateway: stock check, coupons, the server cart, the
// discount info, order submit and order info; an order's progress (read, cancel, stream) and a
// member's history; and the sweep that cancels unpaid online orders.
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../context.ts';
import { registerCartRoutes } from './cart-routes.ts';
import { registerCouponRoutes } from './coupon-routes.ts';
import { registerDiscountInfoRoute } from './discount-info-route.ts';
import { registerOrderHistoryRoute } from './order-history-route.ts';
import { registerOrderInfoRoute } from './order-info-route.ts';
import { registerOrderSubmitRoute } from './order-submit-route.ts';
import { orderingDeps } from './ordering-deps.ts';
import { registerProgressRoutes } from './progress-routes.ts';
import { registerProgressStream } from './progress-stream-route.ts';
import { registerStockRoute } from './stock-route.ts';
import { registerPaymentSweep } from './unpaid-orders.ts';

export function registerOrdering(app: FastifyInstance, context: GatewayContext): void {
  const deps = orderingDeps(context);
  registerStockRoute(app, deps);
  registerCouponRoutes(app, deps);
  registerCartRoutes(app, deps);
  registerDiscountInfoRoute(app, deps);
  registerOrderSubmitRoute(app, deps);
  registerOrderInfoRoute(app, deps);
  registerProgressRoutes(app, deps);
  registerOrderHistoryRoute(app, deps);
  registerProgressStream(app, context);
  registerPaymentSweep(app, context);
}
