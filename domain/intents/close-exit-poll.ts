// CloseExitPoll: the customer closed the thank-you page's exit poll without answering. The poll is
// offered once per order (spec 000 §4 "Thank-you page … starts the exit poll", once: a customer who
// said no is not asked again by a reload or by coming back to the page), so the order's poll is
// recorded as done; an answered poll (PollAnswered) is done as well.
import type { CommandOf } from '../commands/commands.ts';
import { accept, type Decision, draft } from '../store/decision.ts';
import { pure } from '../store/handler.ts';
import type { State } from '../store/state.ts';

export function decide(_command: CommandOf<'CloseExitPoll'>, state: State): Decision {
  const orderNumber = state.checkout.loadedOrder?.order_number ?? null;
  if (orderNumber === null || state.checkout.pollsDone.includes(orderNumber)) return accept();
  return accept(draft('ExitPollClosed', { orderNumber }));
}

export const handleCloseExitPoll = pure(decide);
