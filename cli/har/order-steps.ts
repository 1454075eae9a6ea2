// The order's steps: the submit (the address detail, the method, the comment, SubmitOrder), the
// answer on an online order's payment page (AnswerPayment, approve, decline or cancel as recorded,
// close for a mobile-card popup left unanswered, with the checkout it came back to), and the
// thank-you page's read of the order.
import type { PaymentCode } from '../../contract/primitives.ts';
import { type PaymentMethod, paymentMethods, paymentService } from '../../domain/checkout/payment.ts';
import { paymentPage } from '../../domain/checkout/payment-handoff.ts';
import { submitOutcome } from '../../domain/checkout/submit-outcome.ts';
import type { PaymentPageEntry } from './payment-pages.ts';
import type { RecordedCall } from './recorded-calls.ts';
import { assert, command, comment, from, ORDER_VARIABLE, say, type Walk } from './walk.ts';

const methodOf = (service: PaymentCode): PaymentMethod | undefined =>
  paymentMethods.find((method) => paymentService(method) === service);

export function choosePayment(walk: Walk, service: PaymentCode): boolean {
  const method = methodOf(service);
  if (method === undefined) return false;
  if (walk.payment !== method) command(walk, { type: 'ChoosePayment', payment: method });
  walk.payment = method;
  return true;
}

/** Whether the answer sends the customer to a payment page (the PG, a wallet, the mobile-card popup). */
function online(answer: NonNullable<Extract<RecordedCall, { name: 'order.submit' }>['response']>): boolean {
  const page = paymentPage(submitOutcome(answer));
  return page.ok && page.value !== null;
}

export function orderSubmitted(walk: Walk, call: Extract<RecordedCall, { name: 'order.submit' }>): void {
  const answer = call.response;
  // The browser leaves for the payment page as the answer arrives: a HAR often has no answer then,
  // and the page's answer after it says the order was placed (and its number).
  const paidAfter = walk.pageFollows.has(call.index);
  if (!paidAfter && (answer === null || answer.order_number === null)) {
    const what = answer === null && call.status < 300 ? 'an answer not recorded' : `answered ${call.status}`;
    say(walk, call, `${what} without an order number: a refused submit makes no step`);
    return;
  }
  const { body } = call;
  from(walk, call);
  const detail = body.delivery_info.street_number;
  if (walk.detail !== detail) command(walk, { type: 'SetAddressDetail', detail });
  walk.detail = detail;
  if (!choosePayment(walk, body.payment.service))
    say(
      walk,
      call,
      `payment "${body.payment.service}" is none of ChoosePayment's methods: the script keeps the default`,
    );
  const typed = body.delivery_info.user_comment;
  if (typed !== '' && walk.comment !== typed) command(walk, { type: 'SetComment', comment: typed });
  walk.comment = typed;
  command(walk, { type: 'SubmitOrder', capture: { [ORDER_VARIABLE]: 'checkout.orderNumber' } });
  assert(walk, {
    'checkout.stage': 'placed',
    ...(answer === null ? {} : { 'checkout.total': answer.payment_amount }),
  });
  walk.placed = answer?.order_number ?? null;
  walk.pending = paidAfter || (answer !== null && online(answer)) ? { orderNumber: walk.placed } : null;
  if (walk.pending !== null && !paidAfter)
    comment(
      walk,
      'an online payment: answer its page here, e.g. {"type":"AnswerPayment","answer":"approve"}',
    );
}

type Answered = Extract<PaymentPageEntry, { kind: 'answered' }>;

/** The unpaid answer's checkout, opened again: the next cart submit of the same cart is its own. */
function backUnpaid(walk: Walk, code: string): void {
  assert(walk, { 'checkout.stage': 'inserted', 'checkout.paymentReturn.code': code });
  walk.reopening = true;
}

/** Whether the page is the pending order's (by the provider's id for it, or the merchant's Moid). */
const isPending = (walk: Walk, page: { readonly orderNumber: string; readonly moid: string | null }) =>
  walk.pending !== null &&
  (walk.pending.orderNumber === null ||
    walk.pending.orderNumber === page.orderNumber ||
    walk.pending.orderNumber === page.moid);

export function popupOpened(walk: Walk, page: Extract<PaymentPageEntry, { kind: 'popup-opened' }>): void {
  if (isPending(walk, page)) walk.popupOpen = page.index;
}

/**
 * Checkout opened again while the pending order's mobile-card popup was open and never answered:
 * the customer closed it (the web app sends nothing for that but the checkout's reopening).
 */
export function popupClosed(walk: Walk): void {
  if (walk.pending === null || walk.popupOpen === null) return;
  comment(walk, `the mobile-card popup of entry ${walk.popupOpen} closed unanswered`);
  command(walk, { type: 'AnswerPayment', answer: 'close' });
  walk.pending = null;
  walk.popupOpen = null;
  backUnpaid(walk, 'PAYMENT_CANCELLED');
}

/** The answer on the pending order's payment page, and where the provider sent the customer. */
export function paymentAnswered(walk: Walk, page: Answered): void {
  const at = { ...page, name: 'payment page' as const };
  if (!isPending(walk, page)) {
    say(walk, at, `an answer for order ${page.orderNumber}, which this session did not place: no step`);
    return;
  }
  if (page.back === null || page.back.kind === 'elsewhere') {
    say(
      walk,
      at,
      `the provider did not send the customer back to the app (answered ${page.status}): no step`,
    );
    return;
  }
  from(walk, { ...at, name: `payment page (${page.answer})` });
  command(walk, { type: 'AnswerPayment', answer: page.answer });
  walk.pending = null;
  walk.popupOpen = null;
  walk.placed = walk.placed ?? page.moid ?? page.orderNumber;
  if (page.back.kind === 'paid') {
    // AnswerPayment loads the paid order as the thank-you page does: that read asserts only.
    walk.paidLoad = walk.placed;
    walk.lastOrderStatus = null;
    return;
  }
  backUnpaid(walk, page.back.code);
}

export function orderLoaded(walk: Walk, call: Extract<RecordedCall, { name: 'order.info' }>): void {
  if (call.params.order_number !== walk.placed) {
    say(walk, call, 'an order this session did not place: no step');
    return;
  }
  const order = call.response;
  if (order === null) {
    const what =
      call.status < 300 ? 'its answer was not recorded (the page went on first)' : `answered ${call.status}`;
    say(walk, call, `${what}: no step`);
    return;
  }
  if (order.status === walk.lastOrderStatus) return;
  from(walk, call);
  if (walk.paidLoad === call.params.order_number) walk.asked++;
  else command(walk, { type: 'LoadOrder', orderNumber: `{{${ORDER_VARIABLE}}}` });
  walk.paidLoad = null;
  // The placed order read back empties the cart it was placed from (domain/intents/load-order.ts),
  // so the next checkout's lines are all new ones.
  walk.cart = [];
  walk.cartOf = null;
  assert(walk, {
    'checkout.order.status': order.status,
    'checkout.order.payment_amount': order.payment_amount,
    'checkout.order.payment_method': order.payment_method,
  });
  walk.lastOrderStatus = order.status;
}
