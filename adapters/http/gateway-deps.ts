// What every part of the HTTP gateway is built from.
import type { GatewayClient } from './client.ts';
import type { TokenSource } from './tokens.ts';

export interface GatewayDeps {
  readonly client: GatewayClient;
  readonly tokens: TokenSource;
  /** A stable id of this installation (anonymous customer, login, captcha). */
  readonly deviceId: string;
  /** Sent with the discount info (spec 000 §7 "user_agent"). */
  readonly userAgent: string;
}
