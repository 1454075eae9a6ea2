// The event store: dispatch(command) → handler (decide or workflow) → events appended to one
// ordered log → state by RxJS `scan(evolve)` (the reducers its maker gives) → the reactions to the
// appended events (reaction.ts). Its read side is any projection of the state, as a
// source computed when read (projection-source.ts): the web app's first screen draws the cart and
// the session without loading the code of the order's or checkout's projections, which come with
// the screens that read them. store.ts adds every projection, as the CLI and QA scripts read them.
import { BehaviorSubject, type Observable, Subject, scan } from 'rxjs';
import type { Command } from '../commands/commands.ts';
import type { Event } from '../events/events.ts';
import type { Ports } from '../ports/gateway.ts';
import type { Decision } from './decision.ts';
import { isRenewableGuest, renewGuest, resubmitBefore, watchTokens } from './guest-renewal.ts';
import type { HandlerContext, HandlerTable } from './handler.ts';
import type { Outcome } from './outcome.ts';
import { type ProjectionSource, type Projector, projectionSource } from './projection-source.ts';
import type { Reactor } from './reaction.ts';
import type { State } from './state.ts';

export interface StoreOptions {
  readonly ports: Ports;
  readonly handlers: HandlerTable;
  /** The after-effects of appended events (domain/reactions/). */
  readonly reactions: Reactor;
  /** A log to continue from (already decoded). */
  readonly log?: readonly Event[];
  /** Called after events are appended, e.g. to persist the log. */
  readonly onAppend?: (appended: readonly Event[], log: readonly Event[]) => void;
}

/**
 * How the store's state is made, given by its maker (store.ts: the reducers of evolve.ts): the web
 * app's boot chunk builds the store without them (immer and every evolve-*.ts), which come with the
 * command side before its first event, or with the stored log's decoder to replay a returning
 * customer's log.
 */
export interface EventStoreOptions extends StoreOptions {
  /** The state `log` makes (replay-state.ts), the initial state when there is none. */
  readonly state: State;
  /** One appended event applied to the state. */
  readonly evolve: (state: State, event: Event) => State;
}

export interface EventStore {
  dispatch(command: Command): Promise<Outcome>;
  getState(): State;
  /**
   * A projection of the state as a source (one per projector, kept for the store's life): computed
   * when read, keeping its identity while its content is unchanged.
   */
  view<T>(project: Projector<T>): ProjectionSource<T>;
  log(): readonly Event[];
  readonly state$: Observable<State>;
}

function outcomeOf(decision: Decision, events: readonly Event[]): Outcome {
  const nav = decision.navigate === undefined ? {} : { navigate: decision.navigate };
  if (decision.confirm !== undefined)
    return { kind: 'needs-confirmation', rejection: decision.confirm, events };
  if (decision.rejection !== undefined)
    return { kind: 'rejected', rejection: decision.rejection, events, ...nav };
  return { kind: 'accepted', events, ...nav };
}

export function createEventStore(options: EventStoreOptions): EventStore {
  const { ports, handlers } = options;
  const log: Event[] = [...(options.log ?? [])];
  const appended$ = new Subject<Event>();
  const state$ = new BehaviorSubject<State>(options.state);
  appended$.pipe(scan(options.evolve, state$.getValue())).subscribe(state$);

  const sources = new Map<Projector<unknown>, ProjectionSource<unknown>>();
  function view<T>(project: Projector<T>): ProjectionSource<T> {
    let source = sources.get(project);
    if (source === undefined) {
      source = projectionSource(state$, project);
      sources.set(project, source);
    }
    return source as ProjectionSource<T>;
  }

  /** The decision's events appended, then reacted to. */
  async function append(decision: Decision, at: number): Promise<readonly Event[]> {
    const events = decision.events.map((d) => ({ ...d, metadata: { at } }) as Event);
    for (const event of events) {
      log.push(event);
      appended$.next(event);
    }
    if (events.length > 0) options.onAppend?.(events, log);
    await options.reactions.react(events, state$.getValue(), ports);
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
        await append(renewal, at);
        const entry = resubmitBefore(command, before);
        if (entry !== null) {
          const entered = await run(entry, true);
          if (entered.kind !== 'accepted') return entered;
        }
        return run(command, true);
      }
    }
    return outcomeOf(decision, await append(decision, at));
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
    view,
    log: () => log,
    state$: state$.asObservable(),
  };
}
