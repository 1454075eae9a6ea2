// ApplyOrderProgress: a change the order's stream brought, fed in by the order page (the stream is
// a port of its callers, domain/ports/progress-stream.ts; the store stays pure). A change seen
// twice, or an older one after a newer (a poll and the stream crossing), records nothing.
import type { CommandOf } from '../commands/commands.ts';
import { isNewer } from '../orders/newer-progress.ts';
import { accept, type Decision, draft } from '../store/decision.ts';
import { pure } from '../store/handler.ts';
import type { State } from '../store/state.ts';

export function decide(command: CommandOf<'ApplyOrderProgress'>, state: State): Decision {
  return isNewer(state.orders.followed, command.progress)
    ? accept(draft('OrderProgressLoaded', { progress: command.progress }))
    : accept();
}

export const handleApplyOrderProgress = pure(decide);
