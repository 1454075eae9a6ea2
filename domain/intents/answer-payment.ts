// AnswerPayment: the customer answers the placed order's payment page as on the provider's own page
// (approve, decline, cancel), or closes the mobile-card popup, and is sent back to the app as the
// web app is (domain/checkout/payment-return.ts): paid → the thank-you page's LoadOrder; unpaid →
// ReturnFromPayment, which opens the checkout again. The web customer answers on the page itself;
// QA scripts answer the sandbox providers with this command.
import { gatewayFailureRejection } from '../checkout/error-mapping.ts';
import {
  answerRoute,
  type PaymentReturn,
  type ProviderAnswer,
  paymentReturn,
} from '../checkout/payment-return.ts';
import type { CommandOf } from '../commands/commands.ts';
import type { GatewayResult } from '../ports/gateway-failure.ts';
import { hrefOf } from '../routes/route-href.ts';
import { type Decision, refuse, refuseWith } from '../store/decision.ts';
import { gathered, type HandlerContext } from '../store/handler.ts';
import type { State } from '../store/state.ts';
import { type LoadOrderFacts, decide as loadOrderDecide, gather as loadOrderGather } from './load-order.ts';
import {
  type ReturnFromPaymentFacts,
  decide as returnDecide,
  gather as returnGather,
} from './return-from-payment.ts';

type AnswerPayment = CommandOf<'AnswerPayment'>;

export interface AnswerPaymentFacts {
  /** The provider's answer: the app address it sent the customer back to; null when not asked. */
  readonly provider: GatewayResult<string> | null;
  /** The thank-you page's read of the paid order. */
  readonly loaded: LoadOrderFacts | null;
  /** The checkout opened again after an unpaid return. */
  readonly returned: ReturnFromPaymentFacts | null;
}

const nothing: AnswerPaymentFacts = { provider: null, loaded: null, returned: null };

/** Where the answer stands: refused, to be asked of the provider, or back in the app. */
type Standing =
  | { readonly refused: Decision }
  | { readonly ask: { readonly page: string; readonly answer: ProviderAnswer } }
  | { readonly orderNumber: string; readonly back: PaymentReturn };

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

function standing(command: AnswerPayment, state: State, provider: GatewayResult<string> | null): Standing {
  const order = state.checkout.stage === 'placed' ? state.checkout.order : null;
  if (order === null) return { refused: refuse('PAYMENT_PAGE_NONE') };
  const route = answerRoute(order.redirectUrl, command.answer);
  if (route.kind === 'refused') return { refused: refuse(route.code) };
  if (route.kind === 'returned') return { orderNumber: order.orderNumber, back: route.to };
  if (provider === null) return { ask: { page: route.page, answer: route.answer } };
  if (!provider.ok) return { refused: providerRefusal(provider) };
  return { orderNumber: order.orderNumber, back: paymentReturn(provider.value) };
}

const loadCommand = (orderNumber: string) => ({ type: 'LoadOrder', orderNumber }) as const;
const returnCommand = (back: Extract<PaymentReturn, { kind: 'unpaid' }>) =>
  ({ type: 'ReturnFromPayment', code: back.code, message: back.message }) as const;

export async function gather(ctx: HandlerContext<AnswerPayment>): Promise<AnswerPaymentFacts> {
  const { command, state, ports } = ctx;
  let provider: GatewayResult<string> | null = null;
  let at = standing(command, state, provider);
  if ('ask' in at) {
    provider = await ports.paymentProvider.answer(at.ask.page, at.ask.answer);
    at = standing(command, state, provider);
  }
  if (!('back' in at)) return { ...nothing, provider };
  const { back } = at;
  if (back.kind === 'paid') {
    const command = loadCommand(back.orderNumber ?? at.orderNumber);
    return { ...nothing, provider, loaded: await loadOrderGather({ ...ctx, command }) };
  }
  if (back.kind === 'unpaid')
    return { ...nothing, provider, returned: await returnGather({ ...ctx, command: returnCommand(back) }) };
  return { ...nothing, provider };
}

export function decide(command: AnswerPayment, state: State, facts: AnswerPaymentFacts): Decision {
  const at = standing(command, state, facts.provider);
  if ('refused' in at) return at.refused;
  // The provider was not asked (a decide run on plain values): as if it did not answer.
  if ('ask' in at) return refuse('SERVICE_PROBLEM');
  const { back } = at;
  switch (back.kind) {
    case 'paid': {
      const orderNumber = back.orderNumber ?? at.orderNumber;
      const loaded = loadOrderDecide(loadCommand(orderNumber), state, facts.loaded ?? { order: null });
      return loaded.rejection === undefined
        ? { ...loaded, navigate: hrefOf({ name: 'thankyou', orderNumber }) }
        : loaded;
    }
    case 'unpaid':
      return returnDecide(returnCommand(back), state, facts.returned ?? { reopened: null });
    case 'elsewhere':
      return refuse('PAYMENT_PAGE_UNKNOWN');
    default: {
      const never: never = back;
      return never;
    }
  }
}

export const handleAnswerPayment = gathered(gather, decide);
