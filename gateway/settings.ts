// The gateway's settings: every window and limit it enforces, in one place, with its default.
// `startGateway({ settings })` overrides any of them (tests shorten the windows).
export interface GatewaySettings {
  /**
   * How long an online order (card PG, wallet, mobile card) waits for its payment. Past it the
   * order is cancelled (`payment_expired`, order info CANCELLED) and its stock is returned, and
   * the provider can no longer approve it. Default 15 minutes.
   */
  readonly paymentWindowMs: number;
  /** How often the gateway looks for online orders past their payment window. Default 30 seconds. */
  readonly paymentSweepMs: number;
}

export const defaultSettings: GatewaySettings = {
  paymentWindowMs: 15 * 60_000,
  paymentSweepMs: 30_000,
};

export function gatewaySettings(overrides: Partial<GatewaySettings> = {}): GatewaySettings {
  return { ...defaultSettings, ...overrides };
}
