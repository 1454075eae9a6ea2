// AnswerPoll: the thank-you page's exit poll; a choice with has_text needs its text.
import { gatewayFailureRejection } from '../checkout/error-mapping.ts';
import type { CommandOf } from '../commands/commands.ts';
import { accept, draft, refuse, refuseWith } from '../store/decision.ts';
import type { HandlerContext } from '../store/handler.ts';

export async function handleAnswerPoll({ command, state, ports }: HandlerContext<CommandOf<'AnswerPoll'>>) {
  const orderNumber = state.checkout.order?.orderNumber ?? state.checkout.loadedOrder?.order_number ?? null;
  if (orderNumber === null || orderNumber === '') return refuse('ORDER_INFO_MISSING');
  const choices = await ports.gateway.pollChoices(orderNumber);
  if (!choices.ok) return refuseWith(gatewayFailureRejection(choices.failure, 'SERVICE_PROBLEM'));
  const choice = choices.value.find((c) => c.number === command.number);
  if (choice === undefined) return refuse('POLL_ANSWER_REQUIRED');
  const text = (command.text ?? '').trim();
  if (choice.has_text && text === '') return refuse('POLL_TEXT_REQUIRED');
  const sent = await ports.gateway.pollSubmit({
    order_number: orderNumber,
    number: command.number,
    text,
    uniq_key: ports.ids.next(),
  });
  if (!sent.ok) return refuseWith(gatewayFailureRejection(sent.failure, 'SERVICE_PROBLEM'));
  return accept(draft('PollAnswered', { orderNumber, number: command.number, text }));
}
