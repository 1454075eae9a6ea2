// The event store: dispatch(command) → handler (decide or workflow) → events appended to one
// ordered log → state by RxJS `scan(evolve)` → the cart, checkout and session projections.
import { BehaviorSubject, distinctUntilChanged, map, type Observable, Subject, scan, skip } from 'rxjs';
import type { Command } from '../commands/commands.ts';
import type { Event } from '../events/events.ts';
import type { Ports } from '../ports/gateway.ts';
import type { CartView } from '../projections/cart-view.ts';
import type { CheckoutView } from '../projections/checkout-view.ts';
import type { HistoryView } from '../projections/history-view.ts';
import type { OrderView } from '../projections/order-view.ts';
import { type Projections, project } from '../projections/projections.ts';
import type { SessionView } from '../projections/session-view.ts';
import type { Decision } from './decision.ts';
import { evolve } from './evolve.ts';
import { isRenewableGuest, renewGuest, resubmitBefore, watchTokens } from './guest-renewal.ts';
import type { HandlerContext, HandlerTable } from './handler.ts';
import type { Outcome } from './outcome.ts';
import { replayState } from './replay.ts';
import { shareStructure } from './same-value.ts';
import { initialState, type State } from './state.ts';

export interface StoreOptions {
  readonly ports: Ports;
  readonly handlers: HandlerTable;
  /** A log to continue from (already decoded). */
  readonly log?: readonly Event[];
  /** Called after events are appended, e.g. to persist the log. */
  readonly onAppend?: (appended: readonly Event[], log: readonly Event[]) => void;
}

/**
 * One projection for a subscriber such as React's useSyncExternalStore: `getSnapshot` keeps its
 * identity until the projection's content changes, and `subscribe` calls back only then.
 */
export interface ProjectionSource<T> {
  getSnapshot(): T;
  subscribe(onChange: () => void): () => void;
}

export type ProjectionSources = { readonly [K in keyof Projections]: ProjectionSource<Projections[K]> };

export interface Store {
  dispatch(command: Command): Promise<Outcome>;
  getState(): State;
  /** The current projections; each keeps its identity while its content is unchanged. */
  projections(): Projections;
  /** The read side, one source per projection. */
  readonly views: ProjectionSources;
  log(): readonly Event[];
  readonly state$: Observable<State>;
  readonly projections$: Observable<Projections>;
  readonly cart$: Observable<CartView>;
  readonly checkout$: Observable<CheckoutView>;
  readonly session$: Observable<SessionView>;
  readonly order$: Observable<OrderView>;
  readonly history$: Observable<HistoryView>;
}

const projectionKeys: readonly (keyof Projections)[] = ['cart', 'checkout', 'session', 'order', 'history'];

function outcomeOf(decision: Decision, events: readonly Event[]): Outcome {
  const nav = decision.navigate === undefined ? {} : { navigate: decision.navigate };
  if (decision.confirm !== undefined)
    return { kind: 'needs-confirmation', rejection: decision.confirm, events };
  if (decision.rejection !== undefined)
    return { kind: 'rejected', rejection: decision.rejection, events, ...nav };
  return { kind: 'accepted', events, ...nav };
}

export function createStore(options: StoreOptions): Store {
  const { ports, handlers } = options;
  const log: Event[] = [...(options.log ?? [])];
  const appended$ = new Subject<Event>();
  const state$ = new BehaviorSubject<State>(replayState(log));
  appended$.pipe(scan(evolve, state$.getValue())).subscribe(state$);

  // The read side: projections rebuilt after each event, with unchanged parts keeping their identity.
  const projections$ = new BehaviorSubject<Projections>(project(state$.getValue()));
  state$.pipe(skip(1)).subscribe((state) => {
    const previous = projections$.getValue();
    const next = project(state);
    const shared: Projections = {
      cart: shareStructure(previous.cart, next.cart),
      checkout: shareStructure(previous.checkout, next.checkout),
      session: shareStructure(previous.session, next.session),
      order: shareStructure(previous.order, next.order),
      history: shareStructure(previous.history, next.history),
    };
    if (projectionKeys.some((key) => shared[key] !== previous[key])) projections$.next(shared);
  });
  const select = <K extends keyof Projections>(key: K): Observable<Projections[K]> =>
    projections$.pipe(
      map((p) => p[key]),
      distinctUntilChanged(),
    );
  const source = <K extends keyof Projections>(key: K): ProjectionSource<Projections[K]> => ({
    getSnapshot: () => projections$.getValue()[key],
    subscribe(onChange) {
      const subscription = select(key)
        .pipe(skip(1))
        .subscribe(() => onChange());
      return () => subscription.unsubscribe();
    },
  });

  function append(decision: Decision, at: number): readonly Event[] {
    const events = decision.events.map((d) => ({ ...d, metadata: { at } }) as Event);
    for (const event of events) {
      log.push(event);
      appended$.next(event);
    }
    if (events.length > 0) options.onAppend?.(events, log);
    return events;
  }

  async function decide(command: Command, handlerPorts: Ports, at: number): Promise<Decision> {
    // The handler table decodes the command first (domain/intents/checked.ts).
    const handler = handlers[command.type] as
      | ((ctx: HandlerContext<Command>) => Decision | Promise<Decision>)
      | undefined;
    if (typeof handler !== 'function') throw new TypeError(`not a command: ${JSON.stringify(command)}`);
    return handler({ command, state: state$.getValue(), now: at, ports: handlerPorts });
  }

  /**
   * One command: decided and its events appended. A guest's refused token (guest-renewal.ts) gets a
   * new anonymous customer, and the command (after the cart's entry again) is decided once more;
   * the refused attempt's events are not recorded, as it was not the customer's outcome.
   */
  async function run(command: Command, renewed = false): Promise<Outcome> {
    // The clock is read once per dispatch: the rules decide at the time the events carry.
    const at = ports.clock.now();
    const before = state$.getValue();
    const watch = watchTokens(ports);
    const decision = await decide(command, watch.ports, at);
    if (!renewed && watch.tokenRefused() && isRenewableGuest(before)) {
      const renewal = await renewGuest(ports);
      if (renewal !== null) {
        append(renewal, at);
        const entry = resubmitBefore(command, before);
        if (entry !== null) {
          const entered = await run(entry, true);
          if (entered.kind !== 'accepted') return entered;
        }
        return run(command, true);
      }
    }
    return outcomeOf(decision, append(decision, at));
  }

  // Commands run one at a time in arrival order, so a workflow decides on the state it saw.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    dispatch(command) {
      const next = queue.then(() => run(command));
      queue = next.catch(() => undefined);
      return next;
    },
    getState: () => state$.getValue(),
    projections: () => projections$.getValue(),
    views: {
      cart: source('cart'),
      checkout: source('checkout'),
      session: source('session'),
      order: source('order'),
      history: source('history'),
    },
    log: () => log,
    state$: state$.asObservable(),
    projections$: projections$.asObservable(),
    cart$: select('cart'),
    checkout$: select('checkout'),
    session$: select('session'),
    order$: select('order'),
    history$: select('history'),
  };
}

export { initialState };
