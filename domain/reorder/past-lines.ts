// A past order's lines as a reorder reads them: from the cart the device placed it with (every id
// known), or from order info (ids when the gateway gives them; else the names, found again in
// today's menu by name, an option within its group's name).
import { isDisposable } from '../cart/disposable.ts';
import type { CartItem } from '../cart/types.ts';
import type { Won } from '../money.ts';
import type { OrderInfo } from '../ports/gateway.ts';

export interface PastOption {
  readonly groupId: number | null;
  readonly groupName: string | null;
  readonly optionId: number | null;
  readonly name: string;
  readonly price: Won;
}

export interface PastLine {
  /** null: only the name is known (an older gateway's order info). */
  readonly menuItemId: number | null;
  readonly name: string;
  readonly amount: number;
  /** The unit price then, options included. */
  readonly unitPrice: Won;
  readonly options: readonly PastOption[];
  /** The required disposable item: added again by the cart's own rule, not as a past line. */
  readonly disposable: boolean;
}

export function pastLinesOfCart(lines: readonly CartItem[]): PastLine[] {
  return lines.map((line) => ({
    menuItemId: line.id,
    name: line.name,
    amount: line.amount,
    unitPrice: line.price,
    options: Object.values(line.subchoices).flatMap((group) =>
      group.items.map((option) => ({
        groupId: group.id,
        groupName: group.name,
        optionId: option.id,
        name: option.name,
        price: option.price,
      })),
    ),
    disposable: isDisposable(line),
  }));
}

export function pastLinesOfOrder(order: Pick<OrderInfo, 'items'>): PastLine[] {
  return order.items.map((item) => ({
    menuItemId: item.menu_item_id ?? null,
    name: item.name,
    amount: item.quantity,
    unitPrice: item.price,
    options: (item.options ?? []).map((option) => ({
      groupId: option.group_id ?? null,
      groupName: option.group,
      optionId: option.option_id ?? null,
      name: option.name,
      price: option.price,
    })),
    disposable: false,
  }));
}
