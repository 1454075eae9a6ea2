// Every route module of the gateway, registered in this order.
import type { FastifyInstance } from 'fastify';
import { registerCatalogRoutes } from '../catalog/routes.ts';
import { registerContentRoutes } from '../content/routes.ts';
import type { GatewayContext } from '../context.ts';
import { registerMemberRoutes } from '../member/member-routes.ts';
import { registerOpenApi } from '../openapi/openapi-route.ts';
import { registerOrdering } from '../ordering/routes.ts';
import { registerAppDownload } from '../sandbox/app-download.ts';
import { registerCaptchaPages } from '../sandbox/captcha.ts';
import { registerMenuDesk } from '../sandbox/menu-desk.ts';
import { registerMobileCard } from '../sandbox/mobile-card.ts';
import { registerOrderDesk } from '../sandbox/order-desk.ts';
import { registerPaymentPg } from '../sandbox/payment-pg.ts';
import { registerSandboxRestaurant } from '../sandbox/sandbox-restaurant.ts';
import { registerSmsOutbox } from '../sandbox/sms-outbox.ts';
import { registerSocialLoginSandbox } from '../sandbox/social-login.ts';
import { registerWallet } from '../sandbox/wallet.ts';
import { registerSmsRoutes } from '../sms/sms-routes.ts';

export type RegisterRoutes = (app: FastifyInstance, context: GatewayContext) => void;

export const gatewayRoutes: readonly RegisterRoutes[] = [
  // Card PG, wallet, mobile card (+ /smilepay/next/) only with the sandbox; /download/ always.
  registerPaymentPg,
  registerWallet,
  registerMobileCard,
  registerAppDownload,
  // SMS verification and member accounts; the SMS outbox, captcha answers and social consent pages
  // only with the sandbox (captcha images always: the login needs them).
  registerSmsRoutes,
  registerMemberRoutes,
  registerSmsOutbox,
  registerCaptchaPages,
  registerSocialLoginSandbox,
  // Restaurants, menu, reviews, geocoder, payment methods; banners, notices, proxy, FAQ, poll.
  registerCatalogRoutes,
  registerContentRoutes,
  // Stock check, coupons, server cart, discount info, order submit and order info; an order's
  // progress, its stream and a member's history.
  registerOrdering,
  // The sandbox restaurant: it moves orders along at the gateway's pace, and its order desk
  // /sandbox/orders/{number} moves them by hand (only with the sandbox).
  registerSandboxRestaurant,
  registerOrderDesk,
  // Its menu desk /sandbox/menu/{restaurantId}: a price or a sold-out flag changed by hand.
  registerMenuDesk,
  // The contract as OpenAPI 3.1 at /openapi.json.
  registerOpenApi,
];
