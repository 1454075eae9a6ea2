// The in-memory restaurant's order desk: each placed order's progress, moved on only when a test
// says so (`move`), the customer's cancel while the order is received, a member's history, and a
// stream that tells its followers each change as the gateway's would.
import { formatMessage } from '../../messages.ts';
import type { Clock } from '../clock.ts';
import { answered, failed, type GatewayResult } from '../gateway-failure.ts';
import {
  type Cancellation,
  isFinalStatus,
  type OrderHistoryPage,
  type OrderProgress,
  type OrderSummary,
  type ProgressStatus,
} from '../order-progress-types.ts';
import type { ProgressListener, ProgressStream } from '../progress-stream.ts';

export interface MoveOptions {
  /** The restaurant's estimate, at accepted (30 unless said). */
  readonly minutes?: number;
  /** Who cancelled and why, at cancelled (the restaurant unless said). */
  readonly cancellation?: Partial<Cancellation>;
}

export interface OrderDesk {
  readonly progress: Map<string, OrderProgress>;
  /** A member's orders, newest first, as order.history pages them. */
  readonly history: OrderSummary[];
  /** The order enters received (placed, or its payment settled). */
  receive(orderNumber: string, restaurantPhone?: string): OrderProgress;
  /** One transition, told to the order's followers. */
  move(orderNumber: string, status: ProgressStatus, options?: MoveOptions): OrderProgress;
  readonly stream: ProgressStream;
  /** The followers still listening, by order number. */
  followers(orderNumber: string): number;
}

const DEFAULT_MINUTES = 30;
const MINUTE_MS = 60_000;

/** The Seoul wall time of an instant, as the gateway writes it (2026-11-21T12:00:00+09:00). */
function seoulIso(ms: number): string {
  return `${new Date(ms + 9 * 60 * MINUTE_MS).toISOString().slice(0, 19)}+09:00`;
}

export function orderDesk(clock: Clock): OrderDesk {
  const progress = new Map<string, OrderProgress>();
  const history: OrderSummary[] = [];
  const listeners = new Map<string, Set<ProgressListener>>();

  function tell(p: OrderProgress): void {
    for (const listener of [...(listeners.get(p.order_number) ?? [])]) listener.onProgress(p);
    if (isFinalStatus(p.status)) {
      for (const listener of listeners.get(p.order_number) ?? []) listener.onState?.('ended');
      listeners.delete(p.order_number);
    }
  }

  function receive(orderNumber: string, restaurantPhone = '02-555-0101'): OrderProgress {
    const p: OrderProgress = {
      order_number: orderNumber,
      status: 'received',
      version: 1,
      steps: [{ status: 'received', at: seoulIso(clock.now()) }],
      estimated_minutes: null,
      estimated_arrival: null,
      restaurant_phone: restaurantPhone,
      cancellable: true,
      cancellation: null,
    };
    progress.set(orderNumber, p);
    return p;
  }

  function move(orderNumber: string, status: ProgressStatus, options: MoveOptions = {}): OrderProgress {
    const before = progress.get(orderNumber) ?? receive(orderNumber);
    const now = clock.now();
    const minutes = status === 'accepted' ? (options.minutes ?? DEFAULT_MINUTES) : before.estimated_minutes;
    const next: OrderProgress = {
      ...before,
      status,
      version: before.version + 1,
      steps: [...before.steps, { status, at: seoulIso(now) }],
      estimated_minutes: minutes,
      estimated_arrival:
        status === 'accepted' ? seoulIso(now + (minutes ?? 0) * MINUTE_MS) : before.estimated_arrival,
      cancellable: status === 'received',
      cancellation:
        status === 'cancelled'
          ? { by: 'restaurant', reason: '', refund: 'none', ...options.cancellation }
          : before.cancellation,
    };
    progress.set(orderNumber, next);
    tell(next);
    return next;
  }

  const stream: ProgressStream = {
    follow(orderNumber, listener, options = {}) {
      let resolveEnded: () => void = () => undefined;
      const ended = new Promise<void>((resolve) => {
        resolveEnded = resolve;
      });
      const current = progress.get(orderNumber);
      const wrapped: ProgressListener = {
        onProgress: (p) => listener.onProgress(p),
        onState: (s) => {
          listener.onState?.(s);
          if (s === 'ended') resolveEnded();
        },
      };
      if (current === undefined) {
        listener.onFailure?.({ kind: 'rejected', status: 404, message: 'no such order' });
        wrapped.onState?.('ended');
        return { close: () => undefined, ended };
      }
      listener.onState?.('open');
      if (current.version > (options.after ?? 0)) listener.onProgress(current);
      if (isFinalStatus(current.status)) {
        wrapped.onState?.('ended');
        return { close: () => undefined, ended };
      }
      const set = listeners.get(orderNumber) ?? new Set();
      set.add(wrapped);
      listeners.set(orderNumber, set);
      return {
        close() {
          if (set.delete(wrapped)) resolveEnded();
        },
        ended,
      };
    },
  };

  return {
    progress,
    history,
    receive,
    move,
    stream,
    followers: (orderNumber) => listeners.get(orderNumber)?.size ?? 0,
  };
}

const notFound = (): GatewayResult<never> =>
  failed({ kind: 'rejected', status: 404, message: formatMessage('ORDER_INFO_MISSING') });

/** The calls over the desk: the plain read, the customer's cancel, a member's history. */
export function deskCalls(desk: OrderDesk, paymentOf: (orderNumber: string) => string | undefined) {
  return {
    orderProgress(orderNumber: string): GatewayResult<OrderProgress> {
      const p = desk.progress.get(orderNumber);
      return p === undefined ? notFound() : answered(p);
    },
    cancelOrder(req: {
      readonly order_number: string;
      readonly reason: string;
    }): GatewayResult<OrderProgress> {
      const p = desk.progress.get(req.order_number);
      if (p === undefined) return notFound();
      if (!p.cancellable)
        return failed({
          kind: 'rejected',
          status: 409,
          code: 'ORDER_NOT_CANCELLABLE',
          message: formatMessage('ORDER_NOT_CANCELLABLE'),
        });
      const refund = paymentOf(req.order_number) === 'cash' ? 'none' : 'pending';
      return answered(
        desk.move(req.order_number, 'cancelled', {
          cancellation: { by: 'customer', reason: req.reason, refund },
        }),
      );
    },
    orderHistory(req: {
      readonly page: number;
      readonly page_size: number;
    }): GatewayResult<OrderHistoryPage> {
      const size = Math.max(1, req.page_size);
      const start = (req.page - 1) * size;
      return answered({
        orders: desk.history.slice(start, start + size),
        pagination: {
          current_page: req.page,
          total_pages: Math.ceil(desk.history.length / size),
          total_count: desk.history.length,
        },
      });
    },
  };
}
