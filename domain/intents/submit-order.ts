// SubmitOrder: the checkout form checks in the spec's order, the unapplied-coupon question, the
// blocked-user check, then the order submit with an idempotency key derived from the server cart
// (uuid + signature), and the outcome routing of spec 000 §4 "Submit outcome". A refused order
// answers [type, message, ...] entries; the first by the spec's type order is shown (spec 000 §8).
import { idempotencyKey } from '../../contract/order.ts';
import { blockedUserGate } from '../checkout/blocked-user-gate.ts';
import { cartSubmitErrorRejection } from '../checkout/cart-submit-errors.ts';
import { unappliedCouponConfirm } from '../checkout/coupon.ts';
import { gatewayFailureRejection } from '../checkout/error-mapping.ts';
import { validateCheckoutForm } from '../checkout/form-validation.ts';
import { orderBody } from '../checkout/order-body.ts';
import { isOnlinePayment, isPaymentMethod, paymentFailureText, paymentService } from '../checkout/payment.ts';
import { paymentPage } from '../checkout/payment-handoff.ts';
import { submitOutcome } from '../checkout/submit-outcome.ts';
import type { CommandOf } from '../commands/commands.ts';
import { viewCheckout } from '../projections/checkout-view.ts';
import { askToConfirm, type Decision, draft, refuse, refuseWith } from '../store/decision.ts';
import type { State } from '../store/state.ts';
import { ask, type Workflow, workflow } from '../store/workflow.ts';

type SubmitOrder = CommandOf<'SubmitOrder'>;

/** The checkout's own checks in the spec's order; what the order needs, or the decision that stops it. */
function ready(command: SubmitOrder, state: State) {
  const { checkout, session } = state;
  if (checkout.stage === 'placed') return refuse('ORDER_ALREADY_PLACED');
  const payment = checkout.payment !== null && isPaymentMethod(checkout.payment) ? checkout.payment : null;
  const form = validateCheckoutForm({
    passedInsertCart: checkout.stage === 'inserted',
    addressDetail: checkout.addressDetail,
    phone: checkout.phone.number,
    phoneVerified: checkout.phone.status === 'verified',
    payment,
    geolocation: session.location?.point ?? null,
  });
  if (!form.ok)
    return { events: [], rejection: form.rejection, ...(form.redirect ? { navigate: form.redirect } : {}) };
  const server = checkout.server;
  const location = session.location;
  const customerId = session.customerId;
  if (server === null || location === null || customerId === null || payment === null)
    return refuse('CHECKOUT_NOT_INSERTED');

  const unapplied = unappliedCouponConfirm({
    online: isOnlinePayment(payment),
    codeInput: checkout.couponInput,
    coupon: checkout.coupon,
    confirmed: command.confirmed === true,
  });
  if (unapplied !== null) return askToConfirm(unapplied);

  return { server, location, customerId, payment };
}

/** The order's request: the checkout as priced now, keyed by the server cart (uuid + signature). */
function orderRequest(
  state: State,
  order: Exclude<ReturnType<typeof ready>, Decision>,
  total: number,
  coupon: number,
) {
  const { checkout, session } = state;
  const { server, location, customerId, payment } = order;
  return {
    customer_id: customerId,
    point: location.point,
    idempotency_key: idempotencyKey(server.uuid, server.signature),
    body: orderBody({
      customerId,
      email: session.email,
      location,
      admCode: server.admCode,
      cartUuid: server.uuid,
      cartSignature: server.signature,
      addressDetail: checkout.addressDetail,
      phone: checkout.phone.number,
      // The SMS check answers no verification id, so none is sent (the server knows the phone).
      phoneUuid: null,
      comment: checkout.comment,
      service: paymentService(payment),
      coupon: checkout.coupon.status === 'verified' ? { code: checkout.coupon.code, amount: coupon } : null,
      total,
    }),
  };
}

export function* submitOrderFlow(command: SubmitOrder, state: State): Workflow {
  const order = ready(command, state);
  if ('events' in order) return order;
  const gate = blockedUserGate(
    yield* ask('blocklist', 'isBlocked', order.customerId, state.checkout.phone.number),
  );
  if (!gate.ok) return refuseWith(gate.rejection);
  const priced = viewCheckout(state);
  const result = yield* ask(
    'gateway',
    'submitOrder',
    orderRequest(state, order, priced.total, priced.coupon.amount),
  );
  if (!result.ok) {
    const r = gatewayFailureRejection(result.failure, 'ORDER_NOT_PROCESSED');
    return refuseWith({ ...r, message: paymentFailureText(r.message) });
  }
  if (result.value.kind === 'refused') {
    const r = cartSubmitErrorRejection(result.value.errors, result.value.stock_info);
    return refuseWith({ ...r, message: paymentFailureText(r.message) });
  }
  const placed = result.value.result;
  const outcome = submitOutcome(placed);
  const total = placed.payment_amount ?? priced.total;
  const orderNumber = placed.order_number ?? '';
  // Online orders are handed to their payment page by the shell (web/payment); the page is recorded.
  const page = paymentPage(outcome);
  if (!page.ok) return refuseWith(page.rejection);
  switch (outcome.kind) {
    case 'rejected':
      return refuseWith(outcome.rejection);
    case 'redirect':
    case 'wallet':
    case 'mobile-card': {
      const kind = outcome.kind === 'redirect' ? 'payment-url' : outcome.kind;
      return {
        events: [draft('OrderPlaced', { orderNumber, total, outcome: kind, redirectUrl: page.value })],
      };
    }
    case 'thank-you':
      return {
        events: [
          draft('OrderPlaced', {
            orderNumber: outcome.orderNumber,
            total,
            outcome: 'thankyou',
            redirectUrl: null,
          }),
        ],
        navigate: outcome.path,
      };
    default: {
      const never: never = outcome;
      return never;
    }
  }
}

export const handleSubmitOrder = workflow(submitOrderFlow);
