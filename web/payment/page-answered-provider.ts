// The payment provider's port in the browser: the customer answers the payment page on the page
// itself (the app leaves for it, or opens it as a popup: use-payment-handoff.ts), and the app reads
// where the provider sent them back (ReturnFromPayment). The app never answers for the customer, so
// AnswerPayment, the QA scripts' step, is refused here as for any page it cannot answer.
import { failed } from '../../domain/ports/gateway-failure.ts';
import type { PaymentProvider } from '../../domain/ports/payment-provider.ts';

export const pageAnsweredProvider: PaymentProvider = {
  answer: (page) =>
    Promise.resolve(
      failed({
        kind: 'rejected',
        status: 0,
        code: 'PAYMENT_PAGE_UNKNOWN',
        message: `the customer answers ${page} on the page itself`,
      }),
    ),
};
