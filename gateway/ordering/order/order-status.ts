// The lifecycle of orders.status, written by order submit and by the sandbox payment providers:
//
//   accepted          paid on delivery (creditcard / cash): the restaurant has the order at once.
//   awaiting_payment  paid online (card-like PG, the portal wallet, the mobile-card provider): the
//                     order waits for the sandbox provider under /sandbox/ to settle it.
//   paid              the provider took the payment (set by the sandbox, via SQL).
//   payment_failed    the provider refused the payment (set by the sandbox, via SQL).
//   cancelled         the customer cancelled at the provider (set by the sandbox, via SQL).
//   payment_expired   not paid within the payment window (settings.ts): cancelled by the gateway.
//   delivered         the food arrived (no route sets it yet; QA may, via SQL).
//
// Stock is taken when the order is placed and given back, in the same transaction, when its
// payment fails, is cancelled or expires (unpaid-orders.ts). A single-use coupon stays used
// (decision: a failed payment is retried with a new cart and order).

export const OrderStatus = {
  ACCEPTED: 'accepted',
  AWAITING_PAYMENT: 'awaiting_payment',
  PAID: 'paid',
  PAYMENT_FAILED: 'payment_failed',
  CANCELLED: 'cancelled',
  PAYMENT_EXPIRED: 'payment_expired',
  DELIVERED: 'delivered',
} as const;

export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];

/**
 * order.info's status, in the contract's designed values (ACCEPTED, PAYMENT_PENDING, CANCELLED,
 * DELIVERED): a paid order is accepted, a failed payment cancels the order. An unknown status
 * (written by hand) goes out upper-cased.
 */
export function wireOrderStatus(status: string): string {
  switch (status) {
    case OrderStatus.ACCEPTED:
    case OrderStatus.PAID:
      return 'ACCEPTED';
    case OrderStatus.AWAITING_PAYMENT:
      return 'PAYMENT_PENDING';
    case OrderStatus.PAYMENT_FAILED:
    case OrderStatus.CANCELLED:
    case OrderStatus.PAYMENT_EXPIRED:
      return 'CANCELLED';
    case OrderStatus.DELIVERED:
      return 'DELIVERED';
    default:
      return status.toUpperCase();
  }
}
