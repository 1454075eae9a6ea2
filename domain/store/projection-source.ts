// One projection of the state as a subscriber such as React's useSyncExternalStore reads it:
// computed when first read after a change (a projection nobody reads costs nothing), sharing
// structure with the last snapshot, so it keeps its identity until its content changes.
import { type BehaviorSubject, skip } from 'rxjs';
import { shareStructure } from './same-value.ts';
import type { State } from './state.ts';

/**
 * `getSnapshot` keeps its identity until the projection's content changes, and `subscribe` calls
 * back only then.
 */
export interface ProjectionSource<T> {
  getSnapshot(): T;
  subscribe(onChange: () => void): () => void;
}

export type Projector<T> = (state: State) => T;

export function projectionSource<T>(
  state$: BehaviorSubject<State>,
  project: Projector<T>,
): ProjectionSource<T> {
  let last: { readonly state: State; readonly view: T } | null = null;
  const getSnapshot = (): T => {
    const state = state$.getValue();
    if (last === null) last = { state, view: project(state) };
    else if (last.state !== state) last = { state, view: shareStructure(last.view, project(state)) };
    return last.view;
  };
  return {
    getSnapshot,
    subscribe(onChange) {
      let seen = getSnapshot();
      const subscription = state$.pipe(skip(1)).subscribe(() => {
        const next = getSnapshot();
        if (next === seen) return;
        seen = next;
        onChange();
      });
      return () => subscription.unsubscribe();
    },
  };
}
