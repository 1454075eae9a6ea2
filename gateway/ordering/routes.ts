// The ordering routes of the reference gateway, a folder per feature, each call family's routes in
// its `<family>-routes.ts`: cart/ (stock check, the server cart, the discount info), coupon/ (check,
// disuse), order/ (submit, info, and the sweep that cancels unpaid online orders), progress/ (an
// order's progress: read, cancel, stream; a member's history). What several features share (the
// customer guard, the customer's status, payment services, texts) sits here beside this file.
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../context.ts';
import { registerCartRoutes } from './cart/cart-routes.ts';
import { registerDiscountInfoRoute } from './cart/discount-info-routes.ts';
import { registerStockRoute } from './cart/stock-routes.ts';
import { registerCouponRoutes } from './coupon/coupon-routes.ts';
import { registerOrderInfoRoute } from './order/order-info-routes.ts';
import { registerOrderSubmitRoute } from './order/order-submit-routes.ts';
import { registerPaymentSweep } from './order/unpaid-orders.ts';
import { orderingDeps } from './ordering-deps.ts';
import { registerOrderHistoryRoute } from './progress/order-history-routes.ts';
import { registerProgressRoutes } from './progress/progress-routes.ts';
import { registerProgressStream } from './progress/progress-stream-routes.ts';

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
