// Where a cancelled online payment's refund is, as the order page says it beside the cancel (an
// order paid on delivery has none to say).
import { formatMessage } from '../messages.ts';
import type { Cancellation } from '../ports/order-progress-types.ts';

export function refundLabel(cancellation: Pick<Cancellation, 'refund'>): string | null {
  switch (cancellation.refund) {
    case 'none':
      return null;
    case 'pending':
      return formatMessage('ORDER_REFUND_PENDING');
    case 'refunded':
      return formatMessage('ORDER_REFUNDED');
    default: {
      const never: never = cancellation.refund;
      return never;
    }
  }
}
