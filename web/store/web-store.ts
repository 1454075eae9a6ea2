// The browser's store, built once: the browser clock, the event log continued from session storage
// (decoded by stored-log.ts before the store is built), and — in a chunk loaded right after the first
// screen — the handlers, the HTTP gateway on this origin (the default profile) and the log's writer.
// The blocked-user check runs in a Web Worker, loaded only when a check first runs.
import { browserStorage } from '../../adapters/storage/browser-storage.ts';
import type { Blocklist, Ports, WorkflowGateway } from '../../domain/ports/gateway.ts';
import type { ProgressStream } from '../../domain/ports/progress-stream.ts';
import type { KeyValueStorage } from '../../domain/ports/storage.ts';
import { MOBILE_BREAKPOINT_PX } from '../../domain/shell/layout.ts';
import { createEventStore, type EventStore } from '../../domain/store/event-store.ts';
import type { HandlerTable } from '../../domain/store/handler.ts';
import type { Reactor } from '../../domain/store/reaction.ts';
import { initialState } from '../../domain/store/state.ts';
import type { CommandSide } from './command-side.ts';
import type { ContentReads } from './content-reads.ts';
import { lazyMethods, once, withMethodsFrom } from './lazy.ts';
import { lazyProgressStream } from './lazy-progress-stream.ts';
import { QueryCache } from './query-cache.ts';
import type { StoredSession } from './stored-log.ts';

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
  /** Starts loading the first screen's reads now (the shell asks the service's status at start). */
  preloadReads(): Promise<unknown>;
  /** Starts loading the command side now (the customer's first interaction, or a screen's need). */
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

/** The content reads a first screen makes (the shell's status and info, home's banners, the pages'). */
const FIRST_SCREEN_READS = [
  'serviceInfo',
  'serviceStatus',
  'banners',
  'notices',
  'noticeContent',
  'faq',
  'event',
  'template',
] as const satisfies readonly (keyof ContentReads['content'])[];

/** bcrypt runs in a worker, and its code is fetched only when the first check needs it. */
function lazyBlocklist(gateway: () => Promise<CommandSide['gateway']>): Blocklist {
  const load = once(async () => (await import('./web-blocklist.ts')).webBlocklist(await gateway()));
  return { isBlocked: async (customerId, phone) => (await load()).isBlocked(customerId, phone) };
}

export interface WebStoreOptions {
  readonly storage?: KeyValueStorage;
  /** The stored log to continue from and its state (see stored-log.ts); none on a first visit. */
  readonly session?: StoredSession;
  readonly origin?: string;
  /** The first screen's reads start once this settles (the app's first frame: web/boot/first-frame.tsx). */
  readonly readsAfter?: Promise<unknown>;
}

export function createWebStore(options: WebStoreOptions = {}): WebStore {
  const storage = options.storage ?? browserStorage();
  const origin = options.origin ?? location.origin;
  const id = deviceId(storage);
  const clock = { now: () => Date.now() };
  const reads = once(async () =>
    (await import('./content-reads.ts')).contentReads(origin, storage, id, clock),
  );
  let loaded: CommandSide | null = null;
  const side = once(async () => {
    loaded = (await import('./command-side.ts')).commandSide(
      origin,
      storage,
      id,
      clock,
      (await reads()).client,
    );
    return loaded;
  });
  // The first screen's reads without the command side; every other call waits for it.
  const gateway = withMethodsFrom(
    lazyMethods<ContentReads['content']>(async () => {
      const [{ content }] = await Promise.all([reads(), options.readsAfter]);
      return content;
    }),
    FIRST_SCREEN_READS,
    lazyMethods<CommandSide['gateway']>(async () => (await side()).gateway),
  );
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
    log: options.session?.log ?? [],
    state: options.session?.state ?? initialState,
    // Events are appended only by a dispatch, after its handler ran: the command side is in by then.
    evolve(state, event) {
      if (loaded === null) throw new Error(`${event.type} appended before the command side loaded`);
      return loaded.evolve(state, event);
    },
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
    preloadReads: reads,
    preload: side,
  };
}
