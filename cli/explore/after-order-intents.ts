// The journey beyond the first order: logging in as the seed's member and out again, answering an
// online order's payment page (approve or decline, as the sandbox provider's page offers), and
// after an order, cancelling it or ordering it again. The order is the one the journey's
// SubmitOrder captured as {{order}}, so the failure script runs on an order of its own.
import type { World } from './explore-world.ts';
import type { Intent } from './intent.ts';
import type { JourneyModel } from './journey-model.ts';

const ORDER = '{{order}}';

/** After an order, not in the middle of paying or of checkout: where its page offers cancel and reorder. */
const afterOrder = (m: Readonly<JourneyModel>) => m.lastOrder !== null && !m.paying && !m.atCheckout;

export function accountAndOrderIntents(world: World): readonly Intent[] {
  const { member } = world;
  return [
    {
      type: 'LogIn',
      weight: 1,
      can: (m) => member !== null && !m.member && !m.atCheckout && !m.paying,
      line: () =>
        member === null ? null : { type: 'LogIn', email: member.email, password: member.password },
    },
    {
      type: 'LogOut',
      weight: 1,
      can: (m) => m.member && !m.atCheckout && !m.paying,
      line: () => ({ type: 'LogOut' }),
    },
    {
      type: 'AnswerPayment',
      // Paying is where the journey is: the page is answered, mostly approved.
      weight: 12,
      can: (m) => m.paying,
      line: (_m, d) => ({ type: 'AnswerPayment', answer: d.n % 3 === 0 ? 'decline' : 'approve' }),
    },
    {
      type: 'CancelOrder',
      weight: 2,
      can: (m) => afterOrder(m) && !m.cancelled,
      line: () => ({ type: 'CancelOrder', orderNumber: ORDER, confirmed: true }),
    },
    {
      type: 'Reorder',
      weight: 2,
      can: afterOrder,
      line: () => ({ type: 'Reorder', orderNumber: ORDER, confirmed: true }),
    },
  ];
}
