// What the customer reads when an order cannot be read (its progress, its info, its cancel): the
// gateway answers another customer's order as it answers an unknown one, and an online order whose
// payment never came back is no order the restaurant ever had.
import { gatewayFailureRejection } from '../checkout/error-mapping.ts';
import type { GatewayFailure } from '../ports/gateway-failure.ts';
import { type Decision, refuse, refuseWith } from '../store/decision.ts';

/** 404: '주문 정보가 없습니다.'; 409 ORDER_NOT_STARTED: the gateway's words; else the read's failure. */
export function orderReadRefusal(
  failure: GatewayFailure,
  fallback: 'ORDER_PROGRESS_LOAD_FAILED' | 'ORDER_INFO_LOAD_FAILED',
): Decision {
  if (failure.kind === 'rejected' && failure.status === 404) return refuse('ORDER_INFO_MISSING');
  const notStarted = failure.kind === 'rejected' && failure.code === 'ORDER_NOT_STARTED';
  return refuseWith(gatewayFailureRejection(failure, notStarted ? 'ORDER_NOT_STARTED' : fallback));
}
