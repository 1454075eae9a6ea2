// replay(log) rebuilds the state and projections from a stored log, exactly as they were live.
import { from, last, scan } from 'rxjs';
import type { Event } from '../events/events.ts';
import { type Projections, project } from '../projections/projections.ts';
import { evolve } from './evolve.ts';
import { initialState, type State } from './state.ts';

export function replayState(log: readonly Event[]): State {
  let state = initialState;
  // The same fold as the live store (`scan(evolve)`); `from` over an array runs synchronously.
  from(log)
    .pipe(scan(evolve, initialState), last(undefined, initialState))
    .subscribe((s) => {
      state = s;
    });
  return state;
}

export function replay(log: readonly Event[]): Projections {
  return project(replayState(log));
}
