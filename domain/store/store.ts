// The store with every projection (cart, checkout, session, order, history) as the CLI prints them
// and QA scripts assert on them: the event store (event-store.ts) and its read side over
// project(). The web app uses the event store itself, each screen with the projections it reads.
import { distinctUntilChanged, map, type Observable, skip } from 'rxjs';
import { type Projections, project } from '../projections/projections.ts';
import { createEventStore, type EventStore, type StoreOptions } from './event-store.ts';
import { evolve } from './evolve.ts';
import type { ProjectionSource } from './projection-source.ts';
import { replayState } from './replay-state.ts';

export type { StoreOptions } from './event-store.ts';
export type { ProjectionSource } from './projection-source.ts';

export type ProjectionSources = { readonly [K in keyof Projections]: ProjectionSource<Projections[K]> };

export interface Store extends EventStore {
  /** The current projections; each keeps its identity while its content is unchanged. */
  projections(): Projections;
  /** The read side, one source per projection. */
  readonly views: ProjectionSources;
}

export function createStore(options: StoreOptions): Store {
  const events = createEventStore({ ...options, state: replayState(options.log ?? []), evolve });
  // All projections as one source: unchanged parts keep their identity (same-value.ts).
  const all = events.view(project);
  const projections$ = events.state$.pipe(map(all.getSnapshot), distinctUntilChanged());
  const select = <K extends keyof Projections>(key: K): Observable<Projections[K]> =>
    projections$.pipe(
      map((p) => p[key]),
      distinctUntilChanged(),
    );
  const source = <K extends keyof Projections>(key: K): ProjectionSource<Projections[K]> => ({
    getSnapshot: () => all.getSnapshot()[key],
    subscribe(onChange) {
      const subscription = select(key)
        .pipe(skip(1))
        .subscribe(() => onChange());
      return () => subscription.unsubscribe();
    },
  });
  return {
    ...events,
    projections: all.getSnapshot,
    views: {
      cart: source('cart'),
      checkout: source('checkout'),
      session: source('session'),
      order: source('order'),
      history: source('history'),
    },
  };
}
