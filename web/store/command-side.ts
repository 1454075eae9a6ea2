// What commands and reads need from the outside world, in a chunk of its own (see lazy.ts): the
// handler table, the HTTP gateway on this origin, and the event log's writer.
import { fetchTransport } from '../../adapters/http/fetch-transport.ts';
import { type HttpGateway, httpGateway } from '../../adapters/http/http-gateway.ts';
import { defaultProfile } from '../../adapters/http/profile.ts';
import { storageTokens } from '../../adapters/http/tokens.ts';
import { storedEventLog } from '../../adapters/storage/event-log-store.ts';
import type { Event } from '../../domain/events/events.ts';
import { handlers } from '../../domain/intents/index.ts';
import type { Clock } from '../../domain/ports/clock.ts';
import type { KeyValueStorage } from '../../domain/ports/storage.ts';
import type { HandlerTable } from '../../domain/store/handler.ts';
import { countingTransport } from '../shell/loading-count.ts';

export interface CommandSide {
  readonly handlers: HandlerTable;
  readonly gateway: HttpGateway;
  /** Stores the log: only the events new since the last write (session storage, the 20-minute location lifetime from the last write). */
  persistLog(log: readonly Event[]): void;
}

export function commandSide(
  origin: string,
  storage: KeyValueStorage,
  deviceId: string,
  clock: Clock,
): CommandSide {
  const stored = storedEventLog(storage, clock);
  const gateway = httpGateway({
    deviceId,
    // Every request counts for the loading spinner (spec 001 §4 "Loading indicator").
    transport: countingTransport(fetchTransport(), () => clock.now()),
    profile: defaultProfile(origin),
    tokens: storageTokens(storage),
    userAgent: navigator.userAgent,
  });
  return { handlers, gateway, persistLog: (log) => stored.write(log) };
}
