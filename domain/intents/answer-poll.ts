// AnswerPoll: the thank-you page's exit poll; a choice with has_text needs its text. The choices
// are asked only for an order, the answer sent (with a fresh unique key) only for a choice they
// accept.
import { gatewayFailureRejection } from '../checkout/error-mapping.ts';
import type { CommandOf } from '../commands/commands.ts';
import type { PollChoice } from '../ports/gateway.ts';
import { accept, type Decision, draft, refuse, refuseWith } from '../store/decision.ts';
import type { State } from '../store/state.ts';
import { ask, type Workflow, workflow } from '../store/workflow.ts';

type AnswerPoll = CommandOf<'AnswerPoll'>;

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

export function* answerPollFlow(command: AnswerPoll, state: State): Workflow {
  const orderNumber = orderNumberOf(state);
  if (orderNumber === null) return refuse('ORDER_INFO_MISSING');
  const choices = yield* ask('gateway', 'pollChoices', orderNumber);
  if (!choices.ok) return refuseWith(gatewayFailureRejection(choices.failure, 'SERVICE_PROBLEM'));
  const refused = check(command, choices.value);
  if (refused !== null) return refused;
  const text = (command.text ?? '').trim();
  const sent = yield* ask('gateway', 'pollSubmit', {
    order_number: orderNumber,
    number: command.number,
    text,
    uniq_key: yield* ask('ids', 'next'),
  });
  if (!sent.ok) return refuseWith(gatewayFailureRejection(sent.failure, 'SERVICE_PROBLEM'));
  return accept(draft('PollAnswered', { orderNumber, number: command.number, text }));
}

export const handleAnswerPoll = workflow(answerPollFlow);
