// In-memory ports for tests: every port the store needs, with a manual clock and counting ids, and
// the catalogue queries the paging workflows read.

import type { ProviderAnswer } from '../../checkout/payment-return.ts';
import { messages } from '../../messages.ts';
import { hrefOf } from '../../routes/route-href.ts';
import type { SocialOrigin } from '../account-gateway.ts';
import type { Ports } from '../gateway.ts';
import { answered, type GatewayResult } from '../gateway-failure.ts';
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
  /** The payment pages answered, in order. */
  readonly paymentAnswers: { readonly page: string; readonly answer: ProviderAnswer }[];
  /**
   * Where the payment provider sends the customer back to (the app address) for a page and an
   * answer; by default the sandbox's return: the thank-you page, or checkout with the code.
   */
  paymentReturnTo: (page: string, answer: ProviderAnswer) => GatewayResult<string>;
}

/** The sandbox providers' return for an order's page: its number is the page's last digits. */
function sandboxReturn(page: string, answer: ProviderAnswer): GatewayResult<string> {
  const orderNumber = /(\d+)(?!.*\d)/.exec(page)?.[1] ?? '';
  if (answer === 'approve') return answered(`/#${hrefOf({ name: 'thankyou', orderNumber })}`);
  const code = answer === 'decline' ? 'PAYMENT_FAILED' : 'PAYMENT_CANCELLED';
  return answered(`/#${hrefOf({ name: 'checkout', popup: { code, message: messages[code] } })}`);
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
    paymentAnswers: [],
    paymentReturnTo: sandboxReturn,
    paymentProvider: {
      answer: (page, answer) => {
        ports.paymentAnswers.push({ page, answer });
        return Promise.resolve(ports.paymentReturnTo(page, answer));
      },
    },
    socialProvider: {
      logout: (provider) => {
        providerLogouts.push(provider);
        return Promise.resolve(ports.providerAnswer);
      },
    },
  };
  return ports;
}
