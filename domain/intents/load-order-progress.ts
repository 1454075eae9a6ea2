// LoadOrderProgress: the order's progress read once (the order page on opening, a client that
// polls, a QA script's `until`). Only the order's customer reads it: another's order, like an
// unknown one, reads as missing ('주문 정보가 없습니다.'). A progress no newer than the one known
// records nothing.
import type { CommandOf } from '../commands/commands.ts';
import { isNewer } from '../orders/newer-progress.ts';
import { orderReadRefusal } from '../orders/order-read-refusal.ts';
import type { OrderProgress } from '../ports/gateway.ts';
import type { GatewayResult } from '../ports/gateway-failure.ts';
import { accept, type Decision, draft, refuse } from '../store/decision.ts';
import { gathered, type HandlerContext } from '../store/handler.ts';
import type { State } from '../store/state.ts';

type LoadOrderProgress = CommandOf<'LoadOrderProgress'>;

export interface LoadOrderProgressFacts {
  /** null when there was no number to ask for. */
  readonly progress: GatewayResult<OrderProgress> | null;
}

export async function gather({
  command,
  ports,
}: HandlerContext<LoadOrderProgress>): Promise<LoadOrderProgressFacts> {
  const orderNumber = command.orderNumber.trim();
  return { progress: orderNumber === '' ? null : await ports.gateway.orderProgress(orderNumber) };
}

export function decide(
  _command: LoadOrderProgress,
  state: State,
  { progress }: LoadOrderProgressFacts,
): Decision {
  if (progress === null) return refuse('ORDER_INFO_MISSING');
  if (!progress.ok) return orderReadRefusal(progress.failure, 'ORDER_PROGRESS_LOAD_FAILED');
  return isNewer(state.orders.followed, progress.value)
    ? accept(draft('OrderProgressLoaded', { progress: progress.value }))
    : accept();
}

export const handleLoadOrderProgress = gathered(gather, decide);
