// CancelOrder: the customer cancels while the order is received (접수 대기); once the restaurant has
// taken it, the restaurant decides, and the gateway refuses with its Korean message (409). Asked to
// confirm first. The cart is not touched whatever the answer: a cancel never loses what the
// customer has put in it since. Each call is asked only when the way goes on that far: the cancel
// once confirmed and not refused here, the progress again only after the gateway's refusal.
import { gatewayFailureRejection } from '../checkout/error-mapping.ts';
import type { CommandOf } from '../commands/commands.ts';
import { isNewer } from '../orders/newer-progress.ts';
import { orderReadRefusal } from '../orders/order-read-refusal.ts';
import type { OrderProgress } from '../ports/gateway.ts';
import { rejection } from '../result.ts';
import { accept, askToConfirm, type Decision, draft, refuse, refuseWith } from '../store/decision.ts';
import type { State } from '../store/state.ts';
import { ask, type Workflow, workflow } from '../store/workflow.ts';

type CancelOrder = CommandOf<'CancelOrder'>;

/** What is known of the order already, when the customer follows it. */
function known(orderNumber: string, state: State): OrderProgress | null {
  const followed = state.orders.followed;
  return followed !== null && followed.order_number === orderNumber ? followed : null;
}

/** The order is known past received: a status never goes back, so no request could cancel it. */
function refusedHere(orderNumber: string, state: State): Decision | null {
  const progress = known(orderNumber, state);
  if (progress === null || progress.status === 'received') return null;
  return refuse(progress.status === 'cancelled' ? 'ORDER_ALREADY_CANCELLED' : 'ORDER_NOT_CANCELLABLE');
}

export function* cancelOrderFlow(command: CancelOrder, state: State): Workflow {
  const orderNumber = command.orderNumber.trim();
  if (orderNumber === '') return refuse('ORDER_INFO_MISSING');
  const here = refusedHere(orderNumber, state);
  if (here !== null) return here;
  if (command.confirmed !== true) return askToConfirm(rejection('ORDER_CANCEL_CONFIRM'));
  const cancel = yield* ask('gateway', 'cancelOrder', {
    order_number: orderNumber,
    reason: command.reason ?? '',
  });
  if (cancel.ok) return accept(draft('OrderCancelled', { progress: cancel.value }));
  const { failure } = cancel;
  if (failure.kind === 'rejected' && failure.status === 409) {
    // After the refusal, the progress read again, so the page shows why (the restaurant took it).
    const after = yield* ask('gateway', 'orderProgress', orderNumber);
    const news =
      after.ok && isNewer(state.orders.followed, after.value)
        ? [draft('OrderProgressLoaded', { progress: after.value })]
        : [];
    return refuseWith(gatewayFailureRejection(failure, 'ORDER_NOT_CANCELLABLE'), news);
  }
  if (failure.kind === 'rejected' && failure.status === 404)
    return orderReadRefusal(failure, 'ORDER_INFO_LOAD_FAILED');
  return refuseWith(gatewayFailureRejection(failure, 'ORDER_CANCEL_FAILED'));
}

export const handleCancelOrder = workflow(cancelOrderFlow);
