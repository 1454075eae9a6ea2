// The event store: dispatch(command) → handler (decide or workflow) → events appended to one
// ordered log → state by RxJS `scan(evolve)` → the cart, checkout and session projections.
import { BehaviorSubject, distinctUntilChanged, map, type Observable, Subject, scan } from 'rxjs';
import { type Command, Command as CommandC } from '../commands/commands.ts';
import type { Event } from '../events/events.ts';
import type { Ports } from '../ports/gateway.ts';
import type { CartView } from '../projections/cart-view.ts';
import type { CheckoutView } from '../projections/checkout-view.ts';
import { type Projections, project } from '../projections/projections.ts';
import type { SessionView } from '../projections/session-view.ts';
import type { Decision } from './decision.ts';
import { evolve } from './evolve.ts';
import type { HandlerContext, HandlerTable } from './handler.ts';
import type { Outcome } from './outcome.ts';
import { replayState } from './replay.ts';
import { initialState, type State } from './state.ts';

export interface StoreOptions {
  readonly ports: Ports;
  readonly handlers: HandlerTable;
  /** A log to continue from (already decoded). */
  readonly log?: readonly Event[];
  /** Called after events are appended, e.g. to persist the log. */
  readonly onAppend?: (appended: readonly Event[], log: readonly Event[]) => void;
}

export interface Store {
  dispatch(command: Command): Promise<Outcome>;
  getState(): State;
  projections(): Projections;
  log(): readonly Event[];
  readonly state$: Observable<State>;
  readonly projections$: Observable<Projections>;
  readonly cart$: Observable<CartView>;
  readonly checkout$: Observable<CheckoutView>;
  readonly session$: Observable<SessionView>;
}

function outcomeOf(decision: Decision, events: readonly Event[]): Outcome {
  const nav = decision.navigate === undefined ? {} : { navigate: decision.navigate };
  if (decision.confirm !== undefined)
    return { status: 'needs-confirmation', rejection: decision.confirm, events };
  if (decision.rejection !== undefined)
    return { status: 'rejected', rejection: decision.rejection, events, ...nav };
  return { status: 'accepted', events, ...nav };
}

export function createStore(options: StoreOptions): Store {
  const { ports, handlers } = options;
  const log: Event[] = [...(options.log ?? [])];
  const appended$ = new Subject<Event>();
  const state$ = new BehaviorSubject<State>(replayState(log));
  appended$.pipe(scan(evolve, state$.getValue())).subscribe(state$);

  const projections$ = state$.pipe(map(project));
  const select = <T>(pick: (p: Projections) => T) =>
    projections$.pipe(
      map(pick),
      distinctUntilChanged((a, b) => JSON.stringify(a) === JSON.stringify(b)),
    );

  async function run(command: Command): Promise<Outcome> {
    // A command from outside is decoded, not trusted (a bug in a caller must not corrupt the log).
    if (!CommandC.is(command)) throw new TypeError(`not a command: ${JSON.stringify(command)}`);
    const handler = handlers[command.type] as (ctx: HandlerContext<Command>) => Decision | Promise<Decision>;
    const decision = await handler({ command, state: state$.getValue(), now: ports.clock.now(), ports });
    const at = ports.clock.now();
    const events = decision.events.map((d) => ({ ...d, metadata: { at } }) as Event);
    for (const event of events) {
      log.push(event);
      appended$.next(event);
    }
    if (events.length > 0) options.onAppend?.(events, log);
    return outcomeOf(decision, events);
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
    projections: () => project(state$.getValue()),
    log: () => log,
    state$: state$.asObservable(),
    projections$,
    cart$: select((p) => p.cart),
    checkout$: select((p) => p.checkout),
    session$: select((p) => p.session),
  };
}

export { initialState };
