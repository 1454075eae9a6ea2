// CancelOrder: the customer cancels while the order is received (접수 대기); once the restaurant has
// taken it, the restaurant decides, and the gateway refuses with its Korean message (409). Asked to
// confirm first. The cart is not touched whatever the answer: a cancel never loses what the
// customer has put in it since.
import { gatewayFailureRejection } from '../checkout/error-mapping.ts';
import type { CommandOf } from '../commands/commands.ts';
import { isNewer } from '../orders/newer-progress.ts';
import { orderReadRefusal } from '../orders/order-read-refusal.ts';
import type { OrderProgress } from '../ports/gateway.ts';
import type { GatewayResult } from '../ports/gateway-failure.ts';
import { rejection } from '../result.ts';
import { accept, askToConfirm, type Decision, draft, refuse, refuseWith } from '../store/decision.ts';
import { gathered, type HandlerContext } from '../store/handler.ts';
import type { State } from '../store/state.ts';

type CancelOrder = CommandOf<'CancelOrder'>;

export interface CancelOrderFacts {
  /** The gateway's answer to the cancel; null when it was not sent (unconfirmed, or refused here). */
  readonly cancel: GatewayResult<OrderProgress> | null;
  /** After a refusal, the progress read again, so the page shows why (the restaurant took it). */
  readonly after: GatewayResult<OrderProgress> | null;
}

/** What is known of the order already, when the customer follows it. */
function known(command: CancelOrder, state: State): OrderProgress | null {
  const followed = state.orders.followed;
  return followed !== null && followed.order_number === command.orderNumber.trim() ? followed : null;
}

/** The order is known past received: a status never goes back, so no request could cancel it. */
function refusedHere(command: CancelOrder, state: State): Decision | null {
  const progress = known(command, state);
  if (progress === null || progress.status === 'received') return null;
  return refuse(progress.status === 'cancelled' ? 'ORDER_ALREADY_CANCELLED' : 'ORDER_NOT_CANCELLABLE');
}

export async function gather({
  command,
  state,
  ports,
}: HandlerContext<CancelOrder>): Promise<CancelOrderFacts> {
  const orderNumber = command.orderNumber.trim();
  if (orderNumber === '' || command.confirmed !== true || refusedHere(command, state) !== null)
    return { cancel: null, after: null };
  const cancel = await ports.gateway.cancelOrder({ order_number: orderNumber, reason: command.reason ?? '' });
  const refused = !cancel.ok && cancel.failure.kind === 'rejected' && cancel.failure.status === 409;
  return { cancel, after: refused ? await ports.gateway.orderProgress(orderNumber) : null };
}

export function decide(command: CancelOrder, state: State, { cancel, after }: CancelOrderFacts): Decision {
  if (command.orderNumber.trim() === '') return refuse('ORDER_INFO_MISSING');
  const here = refusedHere(command, state);
  if (here !== null) return here;
  if (command.confirmed !== true) return askToConfirm(rejection('ORDER_CANCEL_CONFIRM'));
  if (cancel === null) return refuseWith(rejection('ORDER_CANCEL_FAILED'));
  if (cancel.ok) return accept(draft('OrderCancelled', { progress: cancel.value }));
  const { failure } = cancel;
  if (failure.kind === 'rejected' && failure.status === 409) {
    const news = after?.ok === true && isNewer(state.orders.followed, after.value);
    return refuseWith(
      gatewayFailureRejection(failure, 'ORDER_NOT_CANCELLABLE'),
      news && after?.ok === true ? [draft('OrderProgressLoaded', { progress: after.value })] : [],
    );
  }
  if (failure.kind === 'rejected' && failure.status === 404)
    return orderReadRefusal(failure, 'ORDER_INFO_LOAD_FAILED');
  return refuseWith(gatewayFailureRejection(failure, 'ORDER_CANCEL_FAILED'));
}

export const handleCancelOrder = gathered(gather, decide);
