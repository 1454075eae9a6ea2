// What commands and reads need from the outside world, in a chunk of its own (see lazy.ts): the
// handler table, the HTTP gateway on this origin (on the page's one client, content-reads.ts), and
// the event log's writer.
import type { GatewayClient } from '../../adapters/http/client.ts';
import { fetchTransport } from '../../adapters/http/fetch-transport.ts';
import { type HttpGateway, httpGateway } from '../../adapters/http/http-gateway.ts';
import { storageOrderOwners } from '../../adapters/http/order-owners.ts';
import { defaultProfile } from '../../adapters/http/profile.ts';
import { httpProviderLogout } from '../../adapters/http/provider-logout.ts';
import { storageTokens } from '../../adapters/http/tokens.ts';
import { storedEventLog } from '../../adapters/storage/event-log-store.ts';
import { sessionStorageWrites, storageWriteList, storedEvent } from '../../domain/account/session-storage.ts';
import type { Event } from '../../domain/events/events.ts';
import { handlers } from '../../domain/intents/index.ts';
import type { Clock } from '../../domain/ports/clock.ts';
import type { PaymentProvider } from '../../domain/ports/payment-provider.ts';
import type { SocialProviderSession } from '../../domain/ports/social-provider.ts';
import type { KeyValueStorage } from '../../domain/ports/storage.ts';
import { reactions } from '../../domain/reactions/index.ts';
import { evolve } from '../../domain/store/evolve.ts';
import type { HandlerTable } from '../../domain/store/handler.ts';
import type { Reactor } from '../../domain/store/reaction.ts';
import type { State } from '../../domain/store/state.ts';
import { pageAnsweredProvider } from '../payment/page-answered-provider.ts';
import { countingTransport } from '../shell/loading-count.ts';
import { afterNextPaint } from './after-paint.ts';
import { deferredLogWriter, flushWhenLeaving } from './log-writer.ts';

export interface CommandSide {
  readonly handlers: HandlerTable;
  /** How an appended event changes the state (the store's reducers; not in the boot chunk). */
  readonly evolve: typeof evolve;
  /** The after-effects of appended events. */
  readonly reactions: Reactor;
  readonly gateway: HttpGateway;
  /** The provider pages are on this origin: the request carries the provider's cookie. */
  readonly socialProvider: SocialProviderSession;
  /** The customer answers the payment page on the page itself: the app never answers for them. */
  readonly paymentProvider: PaymentProvider;
  /** Stores the log after the next paint: only the events new since the last write (session storage, the 20-minute location lifetime from the last write). */
  persistLog(log: readonly Event[]): void;
  /** Keeps the session's storage keys (user_info, login_info, last login...) in step with the state. */
  writeSession(state: State): void;
}

export function commandSide(
  origin: string,
  storage: KeyValueStorage,
  deviceId: string,
  clock: Clock,
  client: GatewayClient,
): CommandSide {
  const stored = storedEventLog(storage, clock);
  const gateway = httpGateway({
    // the first screen's client: it learns every call here
    client,
    deviceId,
    // Every request counts for the loading spinner (spec 001 §4 "Loading indicator").
    transport: countingTransport(fetchTransport(), () => clock.now()),
    profile: defaultProfile(origin),
    tokens: storageTokens(storage),
    userAgent: navigator.userAgent,
    // A guest's orders are read, followed and cancelled with the token that placed them, after a
    // login or a reload too: kept beside the event log.
    orderOwners: storageOrderOwners(storage),
  });
  // The log is written after the next paint (log-writer.ts); the session's keys at once (writeSession),
  // since the gateway's next call reads its token from them.
  const logWriter = deferredLogWriter((log) => stored.write(log.map(storedEvent)), afterNextPaint);
  flushWhenLeaving(logWriter);
  return {
    handlers,
    evolve,
    reactions,
    gateway,
    socialProvider: httpProviderLogout(fetchTransport(), origin),
    paymentProvider: pageAnsweredProvider,
    // The stored log keeps no access token (domain/account/session-storage.ts).
    persistLog: (log) => logWriter.write(log),
    writeSession(state) {
      for (const w of storageWriteList(sessionStorageWrites(state.session))) {
        if (w.value === null) storage.remove(w.area, w.key);
        else if (storage.get(w.area, w.key) !== w.value) storage.set(w.area, w.key, w.value);
      }
    },
  };
}
