// ReturnFromPayment: the customer is back at checkout from the payment provider with ?code=…
// (spec 000 §8: PAYMENT_FAILED '결제가 실패하였습니다. …', PAYMENT_CANCELLED '결제를 취소하셨습니다. 주문 내용
// 확인 후 다시 결제해주세요.'). The placed order was not paid: the return is recorded with the
// provider's message, and the checkout opens again with a fresh server cart (GoToCheckout's
// workflow; the gateway takes one order per cart), the cart and the form as they were, so the
// customer pays again with the same or another method. A return that arrives again (a reload of
// the same address) once the checkout opened again changes nothing.
import { isUnpaidReturnCode, type PaymentReturn, unpaidReturn } from '../checkout/payment-return.ts';
import type { CommandOf } from '../commands/commands.ts';
import { draft } from '../store/decision.ts';
import type { State } from '../store/state.ts';
import { type Workflow, workflow } from '../store/workflow.ts';
import { goToCheckoutFlow } from './go-to-checkout.ts';

type ReturnFromPayment = CommandOf<'ReturnFromPayment'>;
type Unpaid = Extract<PaymentReturn, { kind: 'unpaid' }>;

/** The unpaid return the command brings for the placed order, or null when it reopens nothing. */
function unpaidOf(command: ReturnFromPayment, state: State): Unpaid | null {
  if (state.checkout.stage !== 'placed' || !isUnpaidReturnCode(command.code)) return null;
  const back = unpaidReturn(command.code, command.message);
  return back.kind === 'unpaid' ? back : null;
}

/** ReturnFromPayment's workflow (AnswerPayment ends on it for an unpaid answer). */
export function* returnFromPaymentFlow(command: ReturnFromPayment, state: State, now: number): Workflow {
  const back = unpaidOf(command, state);
  const orderNumber = state.checkout.order?.orderNumber;
  if (back === null || orderNumber === undefined) return { events: [] };
  const returned = draft('PaymentReturned', { orderNumber, code: back.code, message: back.message });
  const reopened = yield* goToCheckoutFlow({ type: 'GoToCheckout' }, state, now);
  return { ...reopened, events: [returned, ...reopened.events] };
}

export const handleReturnFromPayment = workflow(returnFromPaymentFlow);
