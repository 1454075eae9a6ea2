// LoadOrderHistory (주문내역): the statuses of this device's orders still on their way (a guest's
// orders are only on its device, each read back with the token that placed it), and for a member a
// page of the gateway's history. A device order that cannot be read (its payment never came back,
// its guest's token long gone) stays listed as the device recorded it.

import { gatewayFailureRejection } from '../checkout/error-mapping.ts';
import type { CommandOf } from '../commands/commands.ts';
import type { EventData } from '../events/events.ts';
import type { OrderHistoryPage, OrderProgress } from '../ports/gateway.ts';
import type { GatewayResult } from '../ports/gateway-failure.ts';
import { isFinalStatus } from '../ports/order-progress-types.ts';
import { accept, type Decision, draft, type EventDraft, refuseWith } from '../store/decision.ts';
import { gathered, type HandlerContext } from '../store/handler.ts';
import type { State } from '../store/state.ts';

type LoadOrderHistory = CommandOf<'LoadOrderHistory'>;

/** A member's history page: as many orders as one screen lists. */
export const HISTORY_PAGE_SIZE = 20;
/** The device's orders read at once: the recent ones still on their way. */
const STATUS_READS = 10;

export interface LoadOrderHistoryFacts {
  readonly statuses: readonly GatewayResult<OrderProgress>[];
  /** null for a guest: the gateway keeps no history of a guest's token. */
  readonly member: GatewayResult<OrderHistoryPage> | null;
}

const pageOf = (command: LoadOrderHistory) =>
  command.page !== undefined && Number.isSafeInteger(command.page) && command.page >= 1 ? command.page : 1;

export async function gather({
  command,
  state,
  ports,
}: HandlerContext<LoadOrderHistory>): Promise<LoadOrderHistoryFacts> {
  const open = state.orders.placed.filter((p) => !isFinalStatus(p.status)).slice(0, STATUS_READS);
  const [statuses, member] = await Promise.all([
    Promise.all(open.map((p) => ports.gateway.orderProgress(p.orderNumber))),
    state.session.loggedIn
      ? ports.gateway.orderHistory({ page: pageOf(command), page_size: HISTORY_PAGE_SIZE })
      : Promise.resolve(null),
  ]);
  return { statuses, member };
}

export function decide(_command: LoadOrderHistory, state: State, facts: LoadOrderHistoryFacts): Decision {
  const known = new Map(state.orders.placed.map((p) => [p.orderNumber, p.status]));
  const statuses: EventData<'OrderStatusesRead'>['statuses'] = facts.statuses.flatMap((read) =>
    read.ok && known.get(read.value.order_number) !== read.value.status
      ? [{ orderNumber: read.value.order_number, status: read.value.status }]
      : [],
  );
  const events: EventDraft[] = statuses.length === 0 ? [] : [draft('OrderStatusesRead', { statuses })];
  const { member } = facts;
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

export const handleLoadOrderHistory = gathered(gather, decide);
