// The state a log folds to, apart from replay.ts's projections: the event store starts from it, and
// the web app's boot chunk must not reach the projections' modules (see event-store.ts).
import type { Event } from '../events/events.ts';
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
