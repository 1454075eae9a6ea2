// replay(log) rebuilds the state and projections from a stored log, exactly as they were live.
import type { Event } from '../events/events.ts';
import { type Projections, project } from '../projections/projections.ts';
import { evolveAll } from './evolve.ts';
import { initialState, type State } from './state.ts';

/**
 * The log folded from the initial state. The live store folds one event at a time (`scan(evolve)`);
 * a replay applies the whole log in one draft (evolveAll), which gives the same state: the
 * replay-determinism property (property-tests/replay.property.test.ts) holds it to that.
 */
export function replayState(log: readonly Event[]): State {
  return evolveAll(initialState, log);
}

export function replay(log: readonly Event[]): Projections {
  return project(replayState(log));
}
