// LoadOrder: the thank-you page's order (spec 000 §4 "Order complete").
import { gatewayFailureRejection } from '../checkout/error-mapping.ts';
import type { CommandOf } from '../commands/commands.ts';
import { paths } from '../routes/route-href.ts';
import { accept, draft, type EventDraft, refuse, refuseWith } from '../store/decision.ts';
import type { HandlerContext } from '../store/handler.ts';

/** Loads the order; then the cart, last_checkout and the online payment result are cleared. */
export async function handleLoadOrder({ command, state, ports }: HandlerContext<CommandOf<'LoadOrder'>>) {
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
