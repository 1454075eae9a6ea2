// After-effects: calls an appended event asks of the outside world that decide nothing for the
// customer (the last login recorded, the server session of a withdrawn account ended). Each is a
// reaction in its own file (domain/reactions/), a workflow of the event and the state it made; the
// store runs the ones an appended event names, in order, before the dispatch answers, so the next
// command meets the world as the reaction left it. A replayed log reacts to nothing: its effects
// happened when it was first recorded.
import type { Event, EventOf, EventType } from '../events/events.ts';
import type { Ports } from '../ports/gateway.ts';
import type { State } from './state.ts';
import { perform, type Workflow } from './workflow.ts';

export interface Reaction<K extends EventType = EventType> {
  /** The event types it reacts to. */
  readonly on: readonly K[];
  /** The calls this event asks for; an after-effect records nothing. */
  react(event: EventOf<K>, state: State): Workflow<void>;
}

/** What the store is given: the reactions, run for the events one dispatch appended. */
export interface Reactor {
  react(appended: readonly Event[], state: State, ports: Ports): Promise<void>;
}

/** Declares a reaction with its event types checked against `react`'s event. */
export const reaction = <K extends EventType>(r: Reaction<K>): Reaction => r as unknown as Reaction;

export function reactor(reactions: readonly Reaction[]): Reactor {
  return {
    async react(appended, state, ports) {
      for (const event of appended)
        for (const r of reactions) if (r.on.includes(event.type)) await perform(r.react(event, state), ports);
    },
  };
}
