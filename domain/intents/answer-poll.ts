// AnswerPoll: the thank-you page's exit poll; a choice with has_text needs its text.
import { gatewayFailureRejection } from '../checkout/error-mapping.ts';
import type { CommandOf } from '../commands/commands.ts';
import type { PollChoice } from '../ports/gateway.ts';
import type { GatewayResult } from '../ports/gateway-failure.ts';
import { accept, type Decision, draft, refuse, refuseWith } from '../store/decision.ts';
import { gathered, type HandlerContext } from '../store/handler.ts';
import type { State } from '../store/state.ts';

type AnswerPoll = CommandOf<'AnswerPoll'>;

export interface AnswerPollFacts {
  /** The poll's choices; null without an order to ask for. */
  readonly choices: GatewayResult<readonly PollChoice[]> | null;
  /** The answer sent; null when the choices already refuse it. */
  readonly sent: GatewayResult<null> | null;
}

/** The order the thank-you page shows, else the one just placed (a script answers without the page). */
function orderNumberOf(state: State): string | null {
  const number = state.checkout.loadedOrder?.order_number ?? state.checkout.order?.orderNumber ?? null;
  return number === '' ? null : number;
}

function check(command: AnswerPoll, choices: readonly PollChoice[]): Decision | null {
  const choice = choices.find((c) => c.number === command.number);
  if (choice === undefined) return refuse('POLL_ANSWER_REQUIRED');
  if (choice.has_text && (command.text ?? '').trim() === '') return refuse('POLL_TEXT_REQUIRED');
  return null;
}

export async function gather({
  command,
  state,
  ports,
}: HandlerContext<AnswerPoll>): Promise<AnswerPollFacts> {
  const orderNumber = orderNumberOf(state);
  if (orderNumber === null) return { choices: null, sent: null };
  const choices = await ports.gateway.pollChoices(orderNumber);
  if (!choices.ok || check(command, choices.value) !== null) return { choices, sent: null };
  const sent = await ports.gateway.pollSubmit({
    order_number: orderNumber,
    number: command.number,
    text: (command.text ?? '').trim(),
    uniq_key: ports.ids.next(),
  });
  return { choices, sent };
}

export function decide(command: AnswerPoll, state: State, { choices, sent }: AnswerPollFacts): Decision {
  const orderNumber = orderNumberOf(state);
  if (orderNumber === null || choices === null) return refuse('ORDER_INFO_MISSING');
  if (!choices.ok) return refuseWith(gatewayFailureRejection(choices.failure, 'SERVICE_PROBLEM'));
  const refused = check(command, choices.value);
  if (refused !== null) return refused;
  if (sent === null) return refuse('SERVICE_PROBLEM');
  if (!sent.ok) return refuseWith(gatewayFailureRejection(sent.failure, 'SERVICE_PROBLEM'));
  const text = (command.text ?? '').trim();
  return accept(draft('PollAnswered', { orderNumber, number: command.number, text }));
}

export const handleAnswerPoll = gathered(gather, decide);
