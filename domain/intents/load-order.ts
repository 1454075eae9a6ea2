// LoadOrder: the thank-you page's order (spec 000 §4 "Order complete"); then the cart, last_checkout
// and the online payment result are cleared. The same customer reads the order again each time (a
// reload; a QA script polling its status). An order loaded for another session's customer is kept
// as it was loaded and not read again: the read goes with the session's token, and after a guest
// logs in from the thank-you page that is the member's, to whom the guest's order reads as missing
// ('주문 정보가 없습니다.' over the order just placed).
// Decision (jumun's extension): the cart cleared is the one the order was placed from. A past order
// of this device opened again (from 주문내역) after something new went into the cart leaves that cart
// as it is; an order this device did not place (its page opened from a link) clears it, as the seed
// page did.
import { gatewayFailureRejection } from '../checkout/error-mapping.ts';
import type { CommandOf } from '../commands/commands.ts';
import { paths } from '../routes/route-href.ts';
import { accept, draft, type EventDraft, refuse, refuseWith } from '../store/decision.ts';
import type { State } from '../store/state.ts';
import { ask, type Workflow, workflow } from '../store/workflow.ts';

type LoadOrder = CommandOf<'LoadOrder'>;

/** The store holds this order, loaded for another customer than the session's (a guest since logged in). */
const heldForAnother = (orderNumber: string, { checkout, session }: State): boolean =>
  checkout.loadedOrder?.order_number === orderNumber && checkout.loadedFor !== session.customerId;

/**
 * The cart is still the one the order was placed from: the checkout stands at that order (a new
 * item starts the next one), or the order was not placed on this device.
 */
function clearsCart(orderNumber: string, { cart, checkout, orders }: State): boolean {
  if (cart.items.length === 0) return false;
  if (checkout.stage === 'placed' && checkout.order?.orderNumber === orderNumber) return true;
  return !orders.placed.some((p) => p.orderNumber === orderNumber);
}

/** LoadOrder's workflow (AnswerPayment ends on it for a paid order). */
export function* loadOrderFlow(command: LoadOrder, state: State): Workflow {
  const orderNumber = command.orderNumber.trim();
  if (heldForAnother(orderNumber, state)) return accept();
  if (orderNumber === '') return refuse('ORDER_INFO_MISSING', {}, '/');
  const order = yield* ask('gateway', 'orderInfo', orderNumber);
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
  if (clearsCart(orderNumber, state)) events.push(draft('CartCleared', { reason: 'order-complete' }));
  return accept(...events);
}

export const handleLoadOrder = workflow(loadOrderFlow);
