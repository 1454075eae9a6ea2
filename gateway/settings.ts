// The gateway's settings: every window and limit it enforces, in one place, with its default.
// `startGateway({ settings })` overrides any of them (tests shorten the windows).
import { orderProgressStream } from '../contract/order-progress.ts';

/** How fast the sandbox restaurant moves orders along: a number of times real time, or `hold`. */
export type OrderPace = number | 'hold';

export interface GatewaySettings {
  /**
   * How long an online order (card PG, wallet, mobile card) waits for its payment. Past it the
   * order is cancelled (`payment_expired`, order info CANCELLED) and its stock is returned, and
   * the provider can no longer approve it. Default 15 minutes.
   */
  readonly paymentWindowMs: number;
  /** How often the gateway looks for online orders past their payment window. Default 30 seconds. */
  readonly paymentSweepMs: number;
  /**
   * How fast the sandbox restaurant moves orders along (sandbox/restaurant-pace.ts): 1 is real
   * time (accepted 30 s after received, delivered at its 25-40 minute estimate), 60 sixty times
   * faster, `hold` only by hand on /sandbox/orders/{number}. Default 1.
   */
  readonly orderPace: OrderPace;
  /** How often the sandbox restaurant looks for orders due to move on. Default 500 ms. */
  readonly restaurantTickMs: number;
  /** How often the progress streams look for changes another gateway wrote. Default 250 ms. */
  readonly progressPollMs: number;
  /** The progress stream's heartbeat comment. Default 15 seconds (the contract's). */
  readonly progressHeartbeatMs: number;
}

export const defaultSettings: GatewaySettings = {
  paymentWindowMs: 15 * 60_000,
  paymentSweepMs: 30_000,
  orderPace: 1,
  restaurantTickMs: 500,
  progressPollMs: 250,
  progressHeartbeatMs: orderProgressStream.heartbeatSeconds * 1000,
};

export function gatewaySettings(overrides: Partial<GatewaySettings> = {}): GatewaySettings {
  return { ...defaultSettings, ...overrides };
}
