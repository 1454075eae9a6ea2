// The browser's store, built once: the browser clock, the event log continued from session storage
// (decoded by stored-log.ts before the store is built), and — in a chunk loaded right after the first
// screen — the handlers, the HTTP gateway on this origin (the default profile) and the log's writer.
// The blocked-user check runs in a Web Worker, loaded only when a check first runs.
import { browserStorage } from '../../adapters/storage/browser-storage.ts';
import type { Event } from '../../domain/events/events.ts';
import type { Blocklist, Ports, WorkflowGateway } from '../../domain/ports/gateway.ts';
import type { ProgressStream } from '../../domain/ports/progress-stream.ts';
import type { KeyValueStorage } from '../../domain/ports/storage.ts';
import { MOBILE_BREAKPOINT_PX } from '../../domain/shell/layout.ts';
import { createEventStore, type EventStore } from '../../domain/store/event-store.ts';
import type { HandlerTable } from '../../domain/store/handler.ts';
import type { Reactor } from '../../domain/store/reaction.ts';
import type { CommandSide } from './command-side.ts';
import { lazyMethods, once } from './lazy.ts';
import { lazyProgressStream } from './lazy-progress-stream.ts';
import { QueryCache } from './query-cache.ts';

/** The query ports (list, menu, reviews, info...): reads that create no events. */
export type WebGateway = Omit<CommandSide['gateway'], 'client' | 'progressStream'>;

export interface WebStore {
  /** The store; each screen reads the projections it draws (store/projections.ts). */
  readonly store: EventStore;
  readonly gateway: WebGateway;
  readonly storage: KeyValueStorage;
  readonly queries: QueryCache;
  /** An order's progress as it changes (the command side's gateway, once loaded). */
  readonly progressStream: ProgressStream;
  /** The store's clock (the one dispatches read): what a countdown on screen counts with. */
  readonly clock: { now(): number };
  /** Starts loading the command side now (after the first screen is drawn). */
  preload(): Promise<unknown>;
}

function randomId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A stable id of this browser (anonymous customer, login, captcha), kept in local storage. */
function deviceId(storage: KeyValueStorage): string {
  const known = storage.get('local', 'device_id');
  if (known !== null && known !== '') return known;
  const fresh = randomId();
  storage.set('local', 'device_id', fresh);
  return fresh;
}

/** bcrypt runs in a worker, and its code is fetched only when the first check needs it. */
function lazyBlocklist(gateway: () => Promise<CommandSide['gateway']>): Blocklist {
  const load = once(async () => (await import('./web-blocklist.ts')).webBlocklist(await gateway()));
  return { isBlocked: async (customerId, phone) => (await load()).isBlocked(customerId, phone) };
}

export interface WebStoreOptions {
  readonly storage?: KeyValueStorage;
  /** The stored log to continue from (see stored-log.ts). */
  readonly log?: readonly Event[];
  readonly origin?: string;
}

export function createWebStore(options: WebStoreOptions = {}): WebStore {
  const storage = options.storage ?? browserStorage();
  const origin = options.origin ?? location.origin;
  const id = deviceId(storage);
  const clock = { now: () => Date.now() };
  const side = once(async () => (await import('./command-side.ts')).commandSide(origin, storage, id, clock));
  const gateway = lazyMethods<CommandSide['gateway']>(async () => (await side()).gateway);
  const handlers = lazyMethods<HandlerTable>(async () => (await side()).handlers);
  const reactions = lazyMethods<Reactor>(async () => (await side()).reactions);
  const ports: Ports = {
    gateway: gateway as WorkflowGateway,
    clock,
    ids: { next: randomId },
    blocklist: lazyBlocklist(async () => (await side()).gateway),
    device: {
      cookiesEnabled: () => navigator.cookieEnabled,
      isMobile: () => window.innerWidth < MOBILE_BREAKPOINT_PX,
    },
    // A logout is not a boot action: the provider's logout comes with the command side.
    socialProvider: { logout: async (provider) => (await side()).socialProvider.logout(provider) },
    paymentProvider: { answer: async (page, answer) => (await side()).paymentProvider.answer(page, answer) },
  };
  // Events come only from dispatches, which run on the loaded command side, so its writer is there.
  const store = createEventStore({
    ports,
    handlers,
    reactions,
    log: options.log ?? [],
    onAppend: (_appended, log) =>
      void side().then((s) => {
        s.persistLog(log);
        s.writeSession(store.getState());
      }),
  });
  return {
    store,
    gateway,
    storage,
    queries: new QueryCache(),
    progressStream: lazyProgressStream(async () => (await side()).gateway.progressStream),
    clock,
    preload: side,
  };
}
