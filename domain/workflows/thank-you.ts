// LoadOrder (the thank-you page) and AnswerPoll (the exit poll).
import { gatewayFailureRejection } from '../checkout/error-mapping.ts';
import type { CommandOf } from '../commands/commands.ts';
import { paths } from '../routes/route-href.ts';
import { accept, draft, type EventDraft, refuse, refuseWith } from '../store/decision.ts';
import type { HandlerContext } from '../store/handler.ts';

/** Loads the order; then the cart, last_checkout and the online payment result are cleared. */
export async function loadOrderWorkflow({ command, state, ports }: HandlerContext<CommandOf<'LoadOrder'>>) {
  const orderNumber = command.orderNumber.trim();
  if (orderNumber === '') return refuse('ORDER_INFO_MISSING', {}, '/');
  const answer = await ports.gateway.orderInfo(orderNumber);
  if (!answer.ok) {
    const missing = answer.failure.kind === 'rejected' && answer.failure.status === 404;
    return missing
      ? refuse('ORDER_INFO_MISSING', {}, '/')
      : {
          ...refuseWith(gatewayFailureRejection(answer.failure, 'ORDER_INFO_LOAD_FAILED')),
          navigate: paths.home,
        };
  }
  const events: EventDraft[] = [draft('OrderLoaded', { order: answer.value })];
  if (state.cart.items.length > 0) events.push(draft('CartCleared', { reason: 'order-complete' }));
  return accept(...events);
}

export async function answerPollWorkflow({ command, state, ports }: HandlerContext<CommandOf<'AnswerPoll'>>) {
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
