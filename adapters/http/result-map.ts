// Small helpers for turning decoded wire answers into port values.
import type { Ack } from '../../domain/ports/ack.ts';
import { answered, failed, type GatewayResult } from '../../domain/ports/gateway-failure.ts';

export function mapOk<A, B>(result: GatewayResult<A>, f: (value: A) => B): GatewayResult<B> {
  return result.ok ? answered(f(result.value)) : result;
}

export function ackOf(ack: { readonly success: boolean; readonly message?: string }): Ack {
  return { success: ack.success, message: ack.message ?? null };
}

/**
 * For calls whose `success: false` means the thing did not happen (poll submit): a refusal in the
 * body is a refusal (GatewayFailure 'rejected' with the status it came with).
 */
export function ackOrRefusal(
  result: GatewayResult<{ readonly success: boolean; readonly message?: string }>,
) {
  if (!result.ok) return result;
  if (result.value.success) return answered(null);
  const message = result.value.message;
  return failed({
    kind: 'rejected',
    status: 200,
    ...(message === undefined ? {} : { message }),
    body: result.value,
  });
}
