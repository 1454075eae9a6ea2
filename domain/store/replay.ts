// replay(log) rebuilds the state and projections from a stored log, exactly as they were live.
import type { Event } from '../events/events.ts';
import { type Projections, project } from '../projections/projections.ts';
import { replayState } from './replay-state.ts';

export { replayState };

export function replay(log: readonly Event[]): Projections {
  return project(replayState(log));
}
