// An order after it was placed, in domain terms and the contract's field names (jumun's extension,
// contract/order-progress.ts): where it is on its way to the door, the customer's cancel, and a
// member's order history. The shapes are the contract's, as the gateway answers them.
import type { ProgressStatus } from '../../contract/order-progress.ts';
import type { Won } from '../money.ts';

export type { ProgressStatus } from '../../contract/order-progress.ts';

export interface ProgressStep {
  readonly status: ProgressStatus;
  /** ISO 8601 with its offset. */
  readonly at: string;
}

export interface Cancellation {
  readonly by: 'customer' | 'restaurant';
  readonly reason: string;
  readonly refund: 'none' | 'pending' | 'refunded';
}

/** One order's whole progress: a client that missed changes catches up from any one of them. */
export interface OrderProgress {
  readonly order_number: string;
  readonly status: ProgressStatus;
  /** 1 at received, one more per transition (the stream's event id). */
  readonly version: number;
  readonly steps: readonly ProgressStep[];
  readonly estimated_minutes: number | null;
  readonly estimated_arrival: string | null;
  readonly restaurant_phone: string;
  readonly cancellable: boolean;
  readonly cancellation: Cancellation | null;
}

/** One order of a member's history (주문내역). */
export interface OrderSummary {
  readonly order_number: string;
  readonly restaurant_id: number;
  readonly restaurant_name: string;
  readonly items: readonly { readonly name: string; readonly quantity: number }[];
  readonly payment_amount: Won;
  readonly created_at: string;
  /** null while an online payment is not settled (or it failed): the order never started. */
  readonly status: ProgressStatus | null;
}

export interface OrderHistoryPage {
  readonly orders: readonly OrderSummary[];
  readonly pagination: {
    readonly current_page: number;
    readonly total_pages: number;
    readonly total_count: number;
  };
}

export interface OrderHistoryRequest {
  /** From 1. */
  readonly page: number;
  readonly page_size: number;
}

/** The last steps: the stream ends after them, and nothing follows. */
export const FINAL_STATUSES: readonly ProgressStatus[] = ['delivered', 'cancelled'];

export const isFinalStatus = (status: ProgressStatus | null): boolean =>
  status !== null && FINAL_STATUSES.includes(status);
