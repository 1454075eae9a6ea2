// AnswerPayment: the customer answers the placed order's payment page as on the provider's own page
// (approve, decline, cancel), or closes the mobile-card popup, and is sent back to the app as the
// web app is (domain/checkout/payment-return.ts): paid → the thank-you page's LoadOrder; unpaid →
// ReturnFromPayment, which opens the checkout again. The web customer answers on the page itself;
// QA scripts answer the sandbox providers with this command.
import { gatewayFailureRejection } from '../checkout/error-mapping.ts';
import { answerRoute, type PaymentReturn, paymentReturn } from '../checkout/payment-return.ts';
import type { CommandOf } from '../commands/commands.ts';
import type { GatewayResult } from '../ports/gateway-failure.ts';
import { hrefOf } from '../routes/route-href.ts';
import { type Decision, refuse, refuseWith } from '../store/decision.ts';
import type { State } from '../store/state.ts';
import { ask, type Workflow, workflow } from '../store/workflow.ts';
import { loadOrderFlow } from './load-order.ts';
import { returnFromPaymentFlow } from './return-from-payment.ts';

type AnswerPayment = CommandOf<'AnswerPayment'>;

/** A provider page that would not take the answer, as the customer would read it. */
function providerRefusal(result: Extract<GatewayResult<string>, { ok: false }>): Decision {
  const { failure } = result;
  if (failure.kind === 'rejected') {
    if (failure.status === 409) return refuse('PAYMENT_ALREADY_SETTLED');
    if (failure.status === 404) return refuse('ORDER_INFO_MISSING');
    if (failure.code === 'PAYMENT_PAGE_UNKNOWN') return refuse('PAYMENT_PAGE_UNKNOWN');
  }
  return refuseWith(gatewayFailureRejection(failure, 'SERVICE_PROBLEM'));
}

/** Where the answer stands: refused, or back in the app (from the provider, asked only when needed). */
function* standing(
  command: AnswerPayment,
  state: State,
): Workflow<{ readonly refused: Decision } | { readonly orderNumber: string; readonly back: PaymentReturn }> {
  const order = state.checkout.stage === 'placed' ? state.checkout.order : null;
  if (order === null) return { refused: refuse('PAYMENT_PAGE_NONE') };
  const route = answerRoute(order.redirectUrl, command.answer);
  if (route.kind === 'refused') return { refused: refuse(route.code) };
  if (route.kind === 'returned') return { orderNumber: order.orderNumber, back: route.to };
  const provider = yield* ask('paymentProvider', 'answer', route.page, route.answer);
  if (!provider.ok) return { refused: providerRefusal(provider) };
  return { orderNumber: order.orderNumber, back: paymentReturn(provider.value) };
}

function* answerPayment(command: AnswerPayment, state: State, now: number): Workflow {
  const at = yield* standing(command, state);
  if ('refused' in at) return at.refused;
  const { back } = at;
  switch (back.kind) {
    case 'paid': {
      const orderNumber = back.orderNumber ?? at.orderNumber;
      const loaded = yield* loadOrderFlow({ type: 'LoadOrder', orderNumber }, state);
      return loaded.rejection === undefined
        ? { ...loaded, navigate: hrefOf({ name: 'thankyou', orderNumber }) }
        : loaded;
    }
    case 'unpaid':
      return yield* returnFromPaymentFlow(
        { type: 'ReturnFromPayment', code: back.code, message: back.message },
        state,
        now,
      );
    case 'elsewhere':
      return refuse('PAYMENT_PAGE_UNKNOWN');
    default: {
      const never: never = back;
      return never;
    }
  }
}

export const handleAnswerPayment = workflow(answerPayment);
