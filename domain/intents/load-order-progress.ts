// LoadOrderProgress: the order's progress read once (the order page on opening, a client that
// polls, a QA script's `until`). Only the order's customer reads it: another's order, like an
// unknown one, reads as missing ('주문 정보가 없습니다.'). A progress no newer than the one known
// records nothing. The gateway is asked only when there is a number to ask for.
import type { CommandOf } from '../commands/commands.ts';
import { isNewer } from '../orders/newer-progress.ts';
import { orderReadRefusal } from '../orders/order-read-refusal.ts';
import { accept, draft, refuse } from '../store/decision.ts';
import type { State } from '../store/state.ts';
import { ask, type Workflow, workflow } from '../store/workflow.ts';

type LoadOrderProgress = CommandOf<'LoadOrderProgress'>;

function* loadOrderProgressFlow(command: LoadOrderProgress, state: State): Workflow {
  const orderNumber = command.orderNumber.trim();
  if (orderNumber === '') return refuse('ORDER_INFO_MISSING');
  const progress = yield* ask('gateway', 'orderProgress', orderNumber);
  if (!progress.ok) return orderReadRefusal(progress.failure, 'ORDER_PROGRESS_LOAD_FAILED');
  return isNewer(state.orders.followed, progress.value)
    ? accept(draft('OrderProgressLoaded', { progress: progress.value }))
    : accept();
}

export const handleLoadOrderProgress = workflow(loadOrderProgressFlow);
