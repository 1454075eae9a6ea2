// The stream of one order's progress, as its callers see it (the order page, `jumun order-status
// --follow`): each change as a whole OrderProgress, however the adapter gets it (Server-Sent
// Events with Last-Event-ID resume over HTTP, contract/order-progress.ts). The store stays pure:
// a caller feeds each progress in as a command (ApplyOrderProgress), so a change seen twice, or an
// older one after a newer, changes nothing.
import type { GatewayFailure } from './gateway-failure.ts';
import type { OrderProgress } from './order-progress-types.ts';

/**
 * connecting: the first request is out; open: changes arrive; reconnecting: the connection dropped
 * (or went silent past its heartbeat) and is tried again, resuming after the last change seen;
 * ended: the order was delivered or cancelled, the follow was closed, or the gateway refused it.
 */
export type StreamState = 'connecting' | 'open' | 'reconnecting' | 'ended';

export interface ProgressListener {
  onProgress(progress: OrderProgress): void;
  onState?(state: StreamState): void;
  /**
   * The gateway refused the follow (an unknown or foreign order: 404; a refused token): the stream
   * ends after it. A dropped connection is no failure: it is tried again.
   */
  onFailure?(failure: GatewayFailure): void;
}

export interface ProgressFollow {
  /** Stops following; no listener is called after it. */
  close(): void;
  /** Settles when the follow has ended (final status, close, refusal). */
  readonly ended: Promise<void>;
}

export interface ProgressStream {
  /** `after`: the version already known, so only later changes come (the stream's Last-Event-ID). */
  follow(
    orderNumber: string,
    listener: ProgressListener,
    options?: { readonly after?: number },
  ): ProgressFollow;
}
