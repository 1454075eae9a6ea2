// Gateway failures → what the customer reads (spec 000 §8 "General", "Cart and stock").
import type { MessageCode } from '../messages.ts';
import type { GatewayFailure } from '../ports/gateway-failure.ts';
import { type Rejection, rejection } from '../result.ts';
import { isTokenRefusal, serverText } from './token-refusal.ts';

export type { GatewayFailure } from '../ports/gateway-failure.ts';
export { isTokenRefusal };

function isServerDown(status: number): boolean {
  return status === 0 || status >= 500;
}

/**
 * The service or the network failed, not the customer's input (spec 000 §8 "General": status 0 or
 * ≥ 500): no answer, a timeout, a body that did not decode, or a server error. Such a failure reads
 * SERVICE_PROBLEM whatever the call's own failure text.
 */
export function isServiceDown(failure: GatewayFailure): boolean {
  return failure.kind === 'rejected' ? isServerDown(failure.status) : true;
}

/**
 * Status 0 / ≥ 500, timeouts and network errors: SERVICE_PROBLEM. 'expired or malformed token':
 * TOKEN_EXPIRED. A body that did not decode: SERVICE_PROBLEM naming the call. Any other refusal:
 * the server's message, else the caller's default for this context.
 */
export function gatewayFailureRejection(failure: GatewayFailure, fallback: MessageCode): Rejection {
  switch (failure.kind) {
    case 'unavailable':
      return rejection('SERVICE_PROBLEM', {}, { status: failure.status });
    case 'timeout':
    case 'network':
      return rejection('SERVICE_PROBLEM', {}, { failure: failure.kind });
    case 'malformed':
      return rejection('SERVICE_PROBLEM', {}, { call: failure.call, path: failure.path });
    case 'rejected': {
      if (isTokenRefusal(failure)) return rejection('TOKEN_EXPIRED');
      const text = serverText(failure);
      if (isServerDown(failure.status)) return rejection('SERVICE_PROBLEM', {}, { status: failure.status });
      const details =
        failure.code === undefined
          ? { status: failure.status }
          : { status: failure.status, code: failure.code };
      return text === null ? rejection(fallback, {}, details) : { code: fallback, message: text, details };
    }
    default: {
      const never: never = failure;
      return never;
    }
  }
}

/**
 * A failed read of a restaurant (its detail or its menu): a 404 is an id the gateway does not know,
 * which no retry mends (RESTAURANT_NOT_FOUND, naming the id); anything else as any call's failure.
 */
export function restaurantReadRejection(failure: GatewayFailure, restaurantId: number | string): Rejection {
  if (failure.kind === 'rejected' && failure.status === 404)
    return rejection('RESTAURANT_NOT_FOUND', { id: String(restaurantId) });
  return gatewayFailureRejection(failure, 'RESTAURANT_LOAD_FAILED');
}

/** A failed stock check: the service-problem text when the server is down, else ORDER_NOT_PROCESSED. */
export function stockCheckFailureRejection(failure: GatewayFailure): Rejection {
  switch (failure.kind) {
    case 'unavailable':
    case 'rejected':
      return isServerDown(failure.status) ? rejection('SERVICE_PROBLEM') : rejection('ORDER_NOT_PROCESSED');
    case 'timeout':
    case 'network':
      return rejection('SERVICE_PROBLEM');
    case 'malformed':
      return rejection('SERVICE_PROBLEM', {}, { call: failure.call, path: failure.path });
    default: {
      const never: never = failure;
      return never;
    }
  }
}
