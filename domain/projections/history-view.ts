// The history projection (주문내역: `history.orders`, ...): this device's orders (a guest's are
// nowhere else) and a member's as far as paged, one list, the newest first; each with its
// restaurant, items, total, date and status.
import { toEpochMs } from '../content/seoul-time.ts';
import type { Won } from '../money.ts';
import { seoulIso } from '../orders/seoul-clock.ts';
import { statusLabel } from '../orders/status-label.ts';
import type { ProgressStatus } from '../ports/order-progress-types.ts';
import { changeText } from '../reorder/change-text.ts';
import { readChange } from '../reorder/stored-change.ts';
import type { State } from '../store/state.ts';

export interface HistoryEntryView {
  readonly orderNumber: string;
  readonly restaurantId: number;
  readonly restaurantName: string;
  readonly items: readonly { readonly name: string; readonly quantity: number }[];
  readonly total: Won;
  /** ISO 8601, Seoul time. */
  readonly placedAt: string;
  /** null until read, and for an online order whose payment never came back. */
  readonly status: ProgressStatus | null;
  readonly statusText: string | null;
  /** Placed on this device (a guest's order is listed only so). */
  readonly onDevice: boolean;
}

export interface HistoryView {
  readonly orders: readonly HistoryEntryView[];
  /** The member's history paged so far (0 for a guest, or before it was read). */
  readonly page: number;
  readonly totalPages: number;
  readonly totalCount: number;
  /** A further page of the member's history can be read. */
  readonly more: boolean;
  /** The last reorder, with what it found different, one line each. */
  readonly lastReorder: { readonly orderNumber: string; readonly changes: readonly string[] } | null;
}

const at = (entry: HistoryEntryView) => toEpochMs(entry.placedAt) ?? 0;

export function viewHistory(state: State): HistoryView {
  const { placed, member, lastReorder } = state.orders;
  // the member's history may know the status of an order this device has not read
  const memberStatus = new Map((member?.orders ?? []).map((o) => [o.order_number, o.status]));
  const fromDevice = placed.map((p): HistoryEntryView => {
    const status = p.status ?? memberStatus.get(p.orderNumber) ?? null;
    return {
      orderNumber: p.orderNumber,
      restaurantId: p.restaurantId,
      restaurantName: p.restaurantName,
      items: p.lines
        .filter((l) => l.ms_type !== 'disposable')
        .map((l) => ({ name: l.name, quantity: l.amount })),
      total: p.total,
      placedAt: seoulIso(p.placedAt),
      status,
      statusText: status === null ? null : statusLabel(status),
      onDevice: true,
    };
  });
  const onDevice = new Set(fromDevice.map((e) => e.orderNumber));
  const fromMember = (member?.orders ?? [])
    .filter((o) => !onDevice.has(o.order_number))
    .map(
      (o): HistoryEntryView => ({
        orderNumber: o.order_number,
        restaurantId: o.restaurant_id,
        restaurantName: o.restaurant_name,
        items: o.items,
        total: o.payment_amount,
        placedAt: o.created_at,
        status: o.status,
        statusText: o.status === null ? null : statusLabel(o.status),
        onDevice: false,
      }),
    );
  return {
    orders: [...fromDevice, ...fromMember].sort((a, b) => at(b) - at(a)),
    page: member?.page ?? 0,
    totalPages: member?.totalPages ?? 0,
    totalCount: member?.totalCount ?? 0,
    more: member !== null && member.page < member.totalPages,
    lastReorder:
      lastReorder === null
        ? null
        : {
            orderNumber: lastReorder.orderNumber,
            changes: lastReorder.changes.map((c) => changeText(readChange(c))),
          },
  };
}
