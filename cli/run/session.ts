// One script's session: a fresh store over the HTTP gateway on the target's transport, the same
// handlers as the web app, the sandbox SMS outbox for `"code": "@sandbox"`, the sandbox
// restaurant's order desk for a restaurant line, the gateway read back for a read or resend line
// (its last order submit watched for that), and the faults its transport injected (each
// step's report names those it met).
import { randomUUID } from 'node:crypto';
import { isFaultTransport } from '../../adapters/faults/fault-transport.ts';
import { httpGateway } from '../../adapters/http/http-gateway.ts';
import { httpPaymentProvider } from '../../adapters/http/payment-provider.ts';
import { hostBase } from '../../adapters/http/profile.ts';
import { httpProviderLogout } from '../../adapters/http/provider-logout.ts';
import { memoryTokens, type TokenSource } from '../../adapters/http/tokens.ts';
import { isKoreanMobile } from '../../domain/checkout/phone-number.ts';
import { handlers } from '../../domain/intents/index.ts';
import type { Clock } from '../../domain/ports/clock.ts';
import type { Ports } from '../../domain/ports/gateway.ts';
import { reactions } from '../../domain/reactions/index.ts';
import { createStore } from '../../domain/store/store.ts';
import type { ScriptSession } from '../script/run-script.ts';
import type { Target } from '../target/target.ts';
import { menuRead, resendOrder, watchOrderSubmits } from './gateway-reads.ts';
import { preparedBlocklist } from './prepared-blocklist.ts';
import { testRunTransport } from './test-run-transport.ts';

export interface SessionOptions {
  readonly clock: Clock;
  /** The fixed time the script runs at (its clock line or --now), or null for the real clock. */
  readonly fixedNow?: number | null;
}

export interface CliSession extends ScriptSession {
  /** The session's tokens: a guest's anonymous token proves ownership of its orders. */
  readonly tokens: TokenSource;
}

export function openSession(target: Target, script: string, options: SessionOptions): CliSession {
  const own = target.transportFor(script);
  const faults = isFaultTransport(own) ? own : null;
  const transport = target.live ? testRunTransport(own, options.fixedNow ?? null) : own;
  const watched = watchOrderSubmits(transport, Object.values(target.profile.hosts));
  const tokens = memoryTokens();
  const gateway = httpGateway({
    transport: watched,
    profile: target.profile,
    tokens,
    userAgent: 'jumun-cli',
  });
  // The blocked-user list of the service info, fetched when a check first needs it or, on a plain
  // live run, once the session knows whom to check (below), so order submit need not wait for it.
  const blocklist = preparedBlocklist(() => gateway.serviceInfo());
  const ports: Ports = {
    gateway,
    clock: options.clock,
    ids: { next: () => randomUUID() },
    blocklist,
    device: { cookiesEnabled: () => true, isMobile: () => false },
    socialProvider: httpProviderLogout(transport, hostBase(target.profile, 'api')),
    paymentProvider: httpPaymentProvider(transport, hostBase(target.profile, 'api')),
  };
  const store = createStore({ ports, handlers, reactions });
  // The checks ask with the session's customer id and the checkout's phone as the state holds them.
  if (target.ahead === true)
    store.state$.subscribe(({ session, checkout }) => {
      if (session.customerId !== null && isKoreanMobile(checkout.phone.number))
        blocklist.prepare(session.customerId, checkout.phone.number);
    });
  const api = hostBase(target.profile, 'api');
  /** A JSON post to one of the sandbox's desks: null once done, else why not, naming the desk. */
  const postToDesk = async (path: string, body: unknown, desk: string): Promise<string | null> => {
    const sent = await transport.send({
      method: 'POST',
      url: `${api}${path}`,
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
      timeoutMs: 10_000,
    });
    if (!sent.ok) return `${desk} did not answer (${sent.failure.kind})`;
    if (sent.response.status === 200) return null;
    return `${desk} refused (${sent.response.status}): ${refusalText(sent.response.body)}`;
  };
  return {
    sandboxRestaurant: (orderNumber, move) =>
      postToDesk(`/sandbox/orders/${encodeURIComponent(orderNumber)}`, move, 'the sandbox restaurant'),
    sandboxMenu: ({ restaurantId, change }) =>
      postToDesk(`/sandbox/menu/${restaurantId}`, change, 'the sandbox menu desk'),
    gatewayRead: async (read) => {
      if (read.kind === 'menu') {
        const menu = await gateway.menu(read.restaurantId, { force: true });
        return menu.ok
          ? { ok: true, value: menuRead(menu.value) }
          : {
              ok: false,
              why: `the menu of restaurant ${read.restaurantId} could not be read (${menu.failure.kind})`,
            };
      }
      const sent = watched.lastOrderSubmit();
      if (sent === null) return { ok: false, why: 'no order was submitted before this line' };
      return { ok: true, value: await resendOrder(transport, sent) };
    },
    store,
    tokens,
    cassetteMisses: () => target.cassetteMisses?.(script) ?? [],
    injectedFaults: () =>
      (faults?.fired() ?? []).map((f) => ({ fault: f.fault, request: f.call ?? `${f.method} ${f.path}` })),
    sandboxSmsCode: async (phone) => {
      const sent = await transport.send({
        method: 'GET',
        url: `${api}/sandbox/sms?phone=${encodeURIComponent(phone)}`,
        headers: { accept: 'application/json' },
        timeoutMs: 10_000,
      });
      if (!sent.ok || sent.response.status !== 200) return null;
      try {
        const body: unknown = JSON.parse(sent.response.body);
        const code =
          typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
        return typeof code === 'string' ? code : null;
      } catch {
        return null;
      }
    },
  };
}

/** The desk's words from its JSON refusal (`error_message`), else the body as it came. */
function refusalText(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    const message =
      typeof parsed === 'object' && parsed !== null
        ? (parsed as { error_message?: unknown }).error_message
        : null;
    if (typeof message === 'string') return message;
  } catch {
    // not JSON: said as it came
  }
  return body.slice(0, 200);
}
