// Where a cancelled online payment's refund is, as the order page says it beside the cancel (an
// order paid on delivery has none to say), in the customer's language.
import { formatMessageIn } from '../i18n/rejection-text.ts';
import type { Cancellation } from '../ports/order-progress-types.ts';
import type { Language } from '../shell/language.ts';

export function refundLabel(
  cancellation: Pick<Cancellation, 'refund'>,
  language: Language = 'ko',
): string | null {
  switch (cancellation.refund) {
    case 'none':
      return null;
    case 'pending':
      return formatMessageIn(language, 'ORDER_REFUND_PENDING');
    case 'refunded':
      return formatMessageIn(language, 'ORDER_REFUNDED');
    default: {
      const never: never = cancellation.refund;
      return never;
    }
  }
}
