// LoadOrderHistory (주문내역): the statuses of this device's orders still on their way (a guest's
// orders are only on its device, each read back with the token that placed it), and for a member a
// page of the gateway's history. A device order that cannot be read (its payment never came back,
// its guest's token long gone) stays listed as the device recorded it. The reads are asked together,
// the device's orders first, then a member's page (a guest's token has no history to ask for).

import { gatewayFailureRejection } from '../checkout/error-mapping.ts';
import type { CommandOf } from '../commands/commands.ts';
import type { EventData } from '../events/events.ts';
import type { OrderHistoryPage, OrderProgress } from '../ports/gateway.ts';
import type { GatewayResult } from '../ports/gateway-failure.ts';
import { isFinalStatus } from '../ports/order-progress-types.ts';
import { accept, draft, type EventDraft, refuseWith } from '../store/decision.ts';
import type { State } from '../store/state.ts';
import { askAll, call, type Workflow, workflow } from '../store/workflow.ts';

type LoadOrderHistory = CommandOf<'LoadOrderHistory'>;

/** A member's history page: as many orders as one screen lists. */
export const HISTORY_PAGE_SIZE = 20;
/** The device's orders read at once: the recent ones still on their way. */
const STATUS_READS = 10;

const pageOf = (command: LoadOrderHistory) =>
  command.page !== undefined && Number.isSafeInteger(command.page) && command.page >= 1 ? command.page : 1;

interface Reads {
  readonly statuses: readonly GatewayResult<OrderProgress>[];
  /** null for a guest: the gateway keeps no history of a guest's token. */
  readonly member: GatewayResult<OrderHistoryPage> | null;
}

/** The device's open orders' progress and a member's history page, asked together in that order. */
function* reads(command: LoadOrderHistory, state: State): Workflow<Reads> {
  const open = state.orders.placed.filter((p) => !isFinalStatus(p.status)).slice(0, STATUS_READS);
  const progress = open.map((p) => call('gateway', 'orderProgress', p.orderNumber));
  if (!state.session.loggedIn) return { statuses: yield* askAll(...progress), member: null };
  const page = call('gateway', 'orderHistory', { page: pageOf(command), page_size: HISTORY_PAGE_SIZE });
  const answers: readonly unknown[] = yield* askAll(...progress, page);
  // the answers come in the order asked: one per open order, then the page
  return {
    statuses: answers.slice(0, progress.length) as GatewayResult<OrderProgress>[],
    member: answers[progress.length] as GatewayResult<OrderHistoryPage>,
  };
}

export function* loadOrderHistoryFlow(command: LoadOrderHistory, state: State): Workflow {
  const read = yield* reads(command, state);
  const known = new Map(state.orders.placed.map((p) => [p.orderNumber, p.status]));
  const statuses: EventData<'OrderStatusesRead'>['statuses'] = read.statuses.flatMap((r) =>
    r.ok && known.get(r.value.order_number) !== r.value.status
      ? [{ orderNumber: r.value.order_number, status: r.value.status }]
      : [],
  );
  const events: EventDraft[] = statuses.length === 0 ? [] : [draft('OrderStatusesRead', { statuses })];
  const { member } = read;
  if (member === null) return accept(...events);
  if (!member.ok)
    return refuseWith(gatewayFailureRejection(member.failure, 'ORDER_HISTORY_LOAD_FAILED'), events);
  const { orders, pagination } = member.value;
  events.push(
    draft('OrderHistoryLoaded', {
      orders,
      page: pagination.current_page,
      totalPages: pagination.total_pages,
      totalCount: pagination.total_count,
    }),
  );
  return accept(...events);
}

export const handleLoadOrderHistory = workflow(loadOrderHistoryFlow);
