// The order projection (`order.status`, `order.steps`, ...): the order the customer follows, as its
// page shows it and QA scripts assert on it. jumun's extension: the specs stop at the thank-you page.
import { formatMessage, type MessageCode, type MessageParams } from '../messages.ts';
import { seoulClock } from '../orders/seoul-clock.ts';
import { DOOR_STEPS, statusLabel } from '../orders/status-label.ts';
import {
  type Cancellation,
  isFinalStatus,
  type OrderProgress,
  type ProgressStatus,
} from '../ports/order-progress-types.ts';
import type { State } from '../store/state.ts';

/** One of the five steps to the door, with its time once reached. */
export interface OrderStepView {
  readonly status: ProgressStatus;
  readonly label: string;
  readonly at: string | null;
  readonly reached: boolean;
  /** The step the order is at now (none once cancelled). */
  readonly current: boolean;
}

export interface OrderView {
  readonly orderNumber: string | null;
  readonly status: ProgressStatus | null;
  /** 접수 대기 … 배달 완료, 주문 취소. */
  readonly statusText: string | null;
  /** The gateway's count of transitions: a later change has a higher one. */
  readonly version: number;
  readonly steps: readonly OrderStepView[];
  readonly estimatedMinutes: number | null;
  readonly estimatedArrival: string | null;
  /** "18:42 도착 예정", from accepted on while it is on its way. */
  readonly arrivalText: string | null;
  readonly restaurantPhone: string | null;
  /** The customer may cancel now (received only; after that the restaurant decides). */
  readonly cancellable: boolean;
  readonly cancellation: Cancellation | null;
  /** What the page says of a cancel: by whom, and the refund of an online payment. */
  readonly cancellationText: string | null;
  /** Delivered or cancelled: nothing follows. */
  readonly finished: boolean;
}

/** What a cancel says, by code and values, for a screen that says it in the customer's language. */
export function cancellationMessage(c: Cancellation): {
  readonly code: MessageCode;
  readonly params?: MessageParams;
} {
  if (c.by === 'restaurant') return { code: 'ORDER_CANCELLED_BY_RESTAURANT', params: { reason: c.reason } };
  return { code: c.refund === 'none' ? 'ORDER_CANCELLED' : 'ORDER_CANCELLED_REFUND' };
}

function cancellationText(c: Cancellation): string {
  const { code, params } = cancellationMessage(c);
  return formatMessage(code, params);
}

/** The order the store follows. */
export function viewOrder(state: State): OrderView {
  return viewProgress(state.orders.followed);
}

/** One order's progress as its page shows it (and `jumun order-status` prints it). */
export function viewProgress(p: OrderProgress | null): OrderView {
  const steps = DOOR_STEPS.map((status): OrderStepView => {
    const step = p?.steps.find((s) => s.status === status);
    return {
      status,
      label: statusLabel(status),
      at: step?.at ?? null,
      reached: step !== undefined,
      current: p?.status === status,
    };
  });
  const onItsWay = p !== null && !isFinalStatus(p.status) && p.estimated_arrival !== null;
  const clock = onItsWay && p.estimated_arrival !== null ? seoulClock(p.estimated_arrival) : null;
  return {
    orderNumber: p?.order_number ?? null,
    status: p?.status ?? null,
    statusText: p === null ? null : statusLabel(p.status),
    version: p?.version ?? 0,
    steps,
    estimatedMinutes: p?.estimated_minutes ?? null,
    estimatedArrival: p?.estimated_arrival ?? null,
    arrivalText: clock === null ? null : formatMessage('ORDER_ARRIVAL_ESTIMATE', { time: clock }),
    restaurantPhone: p?.restaurant_phone ?? null,
    cancellable: p?.cancellable ?? false,
    cancellation: p?.cancellation ?? null,
    cancellationText: p?.cancellation == null ? null : cancellationText(p.cancellation),
    finished: p !== null && isFinalStatus(p.status),
  };
}
