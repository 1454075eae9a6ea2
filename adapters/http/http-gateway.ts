// The gateway ports over HTTP: every method of the ordering port and of the catalogue, checkout,
// content, partner and account query ports, on top of the contract's calls (contract/calls.ts).

import { callList } from '../../contract/calls.ts';
import type { AccountGateway } from '../../domain/ports/account-gateway.ts';
import type { CatalogQueries } from '../../domain/ports/catalog-queries.ts';
import type { CheckoutQueries } from '../../domain/ports/checkout-queries.ts';
import type { ContentQueries } from '../../domain/ports/content-queries.ts';
import type { OrderingGateway } from '../../domain/ports/gateway.ts';
import type { PartnerQueries } from '../../domain/ports/partner-queries.ts';
import type { ProgressStream } from '../../domain/ports/progress-stream.ts';
import { type ClientConfig, type GatewayClient, gatewayClient } from './client.ts';
import type { GatewayDeps } from './gateway-deps.ts';
import { httpAccountGateway } from './http-account-gateway.ts';
import { httpCatalogQueries } from './http-catalog-queries.ts';
import { httpCheckoutQueries } from './http-checkout-queries.ts';
import { httpContentQueries } from './http-content-queries.ts';
import { httpPartnerQueries } from './http-partner-queries.ts';
import { memoryOrderOwners, type OrderOwners } from './order-owners.ts';
import { orderingCatalog } from './ordering-catalog.ts';
import { orderingCheckout } from './ordering-checkout.ts';
import { orderingOrder } from './ordering-order.ts';
import { orderingPhone } from './ordering-phone.ts';
import { orderingProgress } from './ordering-progress.ts';
import { orderingSession } from './ordering-session.ts';
import { httpProgressStream } from './progress-stream.ts';

export interface HttpGatewayConfig extends Omit<ClientConfig, 'calls'> {
  /** A client already made (the web app's first-screen reads): it learns every call. */
  readonly client?: GatewayClient;
  /** A stable id of this installation (the shell keeps it); a random UUID per gateway by default. */
  readonly deviceId?: string;
  /** Sent with the discount info; navigator.userAgent in a browser. */
  readonly userAgent?: string;
  /** The tokens of this device's guest orders (order-owners.ts); kept in memory by default. */
  readonly orderOwners?: OrderOwners;
}

export interface HttpGateway
  extends OrderingGateway,
    CatalogQueries,
    CheckoutQueries,
    ContentQueries,
    PartnerQueries,
    AccountGateway {
  /** The generic client underneath, for calls no port names (legacy submit, district search...). */
  readonly client: GatewayClient;
  /** An order's progress as it changes (Server-Sent Events), with the same tokens as the calls. */
  readonly progressStream: ProgressStream;
}

/** A v4 UUID; crypto.randomUUID is missing outside secure contexts (plain http on a LAN address). */
function randomDeviceId(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function defaultUserAgent(): string {
  const nav = (globalThis as { readonly navigator?: { readonly userAgent?: string } }).navigator;
  return nav?.userAgent ?? 'jumun';
}

export function httpGateway(config: HttpGatewayConfig): HttpGateway {
  const client = config.client ?? gatewayClient({ ...config, calls: callList });
  client.learn(callList);
  const deps: GatewayDeps = {
    client,
    tokens: config.tokens,
    deviceId: config.deviceId ?? randomDeviceId(),
    userAgent: config.userAgent ?? defaultUserAgent(),
  };
  const owners = config.orderOwners ?? memoryOrderOwners();
  return {
    client,
    progressStream: httpProgressStream({ profile: config.profile, tokens: config.tokens, owners }),
    ...orderingCatalog(deps),
    ...orderingCheckout(deps),
    ...orderingPhone(deps),
    ...orderingOrder(deps, owners),
    ...orderingProgress(deps, owners),
    ...orderingSession(deps),
    ...httpCatalogQueries(deps),
    ...httpCheckoutQueries(deps),
    ...httpContentQueries(deps),
    ...httpPartnerQueries(deps),
    ...httpAccountGateway(deps),
  };
}
