// An order's status as the customer reads it (접수 대기 … 배달 완료, 주문 취소), and the five steps of
// the way to the door that the order page draws as a line.
import { formatMessage, type MessageCode } from '../messages.ts';
import type { ProgressStatus } from '../ports/gateway.ts';

const codes: { readonly [S in ProgressStatus]: MessageCode } = {
  received: 'ORDER_STATUS_RECEIVED',
  accepted: 'ORDER_STATUS_ACCEPTED',
  cooking: 'ORDER_STATUS_COOKING',
  delivering: 'ORDER_STATUS_DELIVERING',
  delivered: 'ORDER_STATUS_DELIVERED',
  cancelled: 'ORDER_STATUS_CANCELLED',
};

/** The status's catalogue code, for a screen that says it in the customer's language. */
export const statusCode = (status: ProgressStatus): MessageCode => codes[status];

export function statusLabel(status: ProgressStatus): string {
  return formatMessage(codes[status]);
}

/** The way to the door, in order; cancelled leaves it wherever the order was. */
export const DOOR_STEPS = [
  'received',
  'accepted',
  'cooking',
  'delivering',
  'delivered',
] as const satisfies readonly ProgressStatus[];
