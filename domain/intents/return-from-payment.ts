// ReturnFromPayment: the customer is back at checkout from the payment provider with ?code=…
// (spec 000 §8: PAYMENT_FAILED '결제가 실패하였습니다. …', PAYMENT_CANCELLED '결제를 취소하셨습니다. 주문 내용
// 확인 후 다시 결제해주세요.'). The placed order was not paid: the return is recorded with the
// provider's message, and the checkout opens again with a fresh server cart (GoToCheckout's
// workflow; the gateway takes one order per cart), the cart and the form as they were, so the
// customer pays again with the same or another method. A return that arrives again (a reload of
// the same address) once the checkout opened again changes nothing.
import { isUnpaidReturnCode, type PaymentReturn, unpaidReturn } from '../checkout/payment-return.ts';
import type { CommandOf } from '../commands/commands.ts';
import { type Decision, draft } from '../store/decision.ts';
import { gathered, type HandlerContext } from '../store/handler.ts';
import type { State } from '../store/state.ts';
import {
  type GoToCheckoutFacts,
  decide as goToCheckoutDecide,
  gather as goToCheckoutGather,
} from './go-to-checkout.ts';

type ReturnFromPayment = CommandOf<'ReturnFromPayment'>;
type Unpaid = Extract<PaymentReturn, { kind: 'unpaid' }>;

export interface ReturnFromPaymentFacts {
  /** The checkout opened again; null when the return reopens nothing. */
  readonly reopened: GoToCheckoutFacts | null;
}

const GO_TO_CHECKOUT = { type: 'GoToCheckout' } as const;

/** The unpaid return the command brings for the placed order, or null when it reopens nothing. */
function unpaidOf(command: ReturnFromPayment, state: State): Unpaid | null {
  if (state.checkout.stage !== 'placed' || !isUnpaidReturnCode(command.code)) return null;
  const back = unpaidReturn(command.code, command.message);
  return back.kind === 'unpaid' ? back : null;
}

/** The facts of an unpaid return (exported for AnswerPayment, which ends on the same path). */
export async function gather(ctx: HandlerContext<ReturnFromPayment>): Promise<ReturnFromPaymentFacts> {
  if (unpaidOf(ctx.command, ctx.state) === null) return { reopened: null };
  return { reopened: await goToCheckoutGather({ ...ctx, command: GO_TO_CHECKOUT }) };
}

export function decide(command: ReturnFromPayment, state: State, facts: ReturnFromPaymentFacts): Decision {
  const back = unpaidOf(command, state);
  const orderNumber = state.checkout.order?.orderNumber;
  if (back === null || orderNumber === undefined || facts.reopened === null) return { events: [] };
  const returned = draft('PaymentReturned', { orderNumber, code: back.code, message: back.message });
  const reopened = goToCheckoutDecide(GO_TO_CHECKOUT, state, facts.reopened);
  return { ...reopened, events: [returned, ...reopened.events] };
}

export const handleReturnFromPayment = gathered(gather, decide);
