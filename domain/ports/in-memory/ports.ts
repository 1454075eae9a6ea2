// In-memory ports for tests: every port the store needs, with a manual clock and counting ids, and
// the catalogue queries the paging workflows read.
import type { SocialOrigin } from '../account-gateway.ts';
import type { Ports } from '../gateway.ts';
import type { ProviderLogout } from '../social-provider.ts';
import { type InMemoryCatalogQueries, inMemoryCatalogQueries } from './catalog-queries.ts';
import { type ManualClock, manualClock, sequentialIds } from './clock.ts';
import { type InMemoryCatalog, type InMemoryGateway, inMemoryGateway } from './gateway.ts';

export interface InMemoryPorts extends Ports {
  readonly gateway: InMemoryGateway;
  readonly clock: ManualClock;
  /** Blocked customers as `customerId:phone`. */
  readonly blocked: Set<string>;
  readonly queries: InMemoryCatalogQueries;
  /** The provider logouts asked for, in order. */
  readonly providerLogouts: SocialOrigin[];
  /** What the provider answers a logout with ('ended' unless a test says otherwise). */
  providerAnswer: ProviderLogout;
}

export function inMemoryPorts(catalog: InMemoryCatalog, start = '2026-11-21T12:00:00+09:00'): InMemoryPorts {
  const clock = manualClock(start);
  const blocked = new Set<string>();
  const providerLogouts: SocialOrigin[] = [];
  const ports: InMemoryPorts = {
    gateway: inMemoryGateway(catalog, clock),
    clock,
    ids: sequentialIds(),
    blocked,
    blocklist: { isBlocked: (customerId, phone) => Promise.resolve(blocked.has(`${customerId}:${phone}`)) },
    device: { cookiesEnabled: () => true, isMobile: () => true },
    queries: inMemoryCatalogQueries(catalog),
    providerLogouts,
    providerAnswer: 'ended',
    socialProvider: {
      logout: (provider) => {
        providerLogouts.push(provider);
        return Promise.resolve(ports.providerAnswer);
      },
    },
  };
  return ports;
}
