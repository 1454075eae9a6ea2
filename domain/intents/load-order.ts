// LoadOrder: the thank-you page's order (spec 000 §4 "Order complete"); then the cart, last_checkout
// and the online payment result are cleared.
import { gatewayFailureRejection } from '../checkout/error-mapping.ts';
import type { CommandOf } from '../commands/commands.ts';
import type { OrderInfo } from '../ports/gateway.ts';
import type { GatewayResult } from '../ports/gateway-failure.ts';
import { paths } from '../routes/route-href.ts';
import { accept, type Decision, draft, type EventDraft, refuse, refuseWith } from '../store/decision.ts';
import { gathered, type HandlerContext } from '../store/handler.ts';
import type { State } from '../store/state.ts';

type LoadOrder = CommandOf<'LoadOrder'>;

export interface LoadOrderFacts {
  /** The server's answer for the order; null when there was no number to ask for. */
  readonly order: GatewayResult<OrderInfo> | null;
}

export async function gather({ command, ports }: HandlerContext<LoadOrder>): Promise<LoadOrderFacts> {
  const orderNumber = command.orderNumber.trim();
  return { order: orderNumber === '' ? null : await ports.gateway.orderInfo(orderNumber) };
}

export function decide(_command: LoadOrder, state: State, { order }: LoadOrderFacts): Decision {
  if (order === null) return refuse('ORDER_INFO_MISSING', {}, '/');
  if (!order.ok) {
    const missing = order.failure.kind === 'rejected' && order.failure.status === 404;
    return missing
      ? refuse('ORDER_INFO_MISSING', {}, '/')
      : {
          ...refuseWith(gatewayFailureRejection(order.failure, 'ORDER_INFO_LOAD_FAILED')),
          navigate: paths.home,
        };
  }
  const events: EventDraft[] = [draft('OrderLoaded', { order: order.value })];
  if (state.cart.items.length > 0) events.push(draft('CartCleared', { reason: 'order-complete' }));
  return accept(...events);
}

export const handleLoadOrder = gathered(gather, decide);
