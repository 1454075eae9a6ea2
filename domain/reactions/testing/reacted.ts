// given(events) → the calls the reactions ask: each event reacted to on the state the log up to it
// makes, as the store runs them after an append. Calls are answered with `answers` (drive.ts).

import type { Event } from '../../events/events.ts';
import type { EventDraft } from '../../store/decision.ts';
import type { Reaction } from '../../store/reaction.ts';
import { replayState } from '../../store/replay-state.ts';
import { type Answers, drive } from '../../store/testing/drive.ts';
import type { PortCall } from '../../store/workflow.ts';

export function reacted(
  reactions: readonly Reaction[],
  events: readonly EventDraft[],
  answers: Answers = {},
): readonly PortCall[] {
  const log = events.map((e) => ({ ...e, metadata: { at: 0 } }) as Event);
  return log.flatMap((event, i) => {
    const state = replayState(log.slice(0, i + 1));
    return reactions
      .filter((r) => r.on.includes(event.type))
      .flatMap((r) => drive(r.react(event, state), answers).calls);
  });
}
