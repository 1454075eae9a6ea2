// The reorder's re-check (재주문): a past order's lines against today's restaurant and menu. The
// restaurant must be open and deliver to the current address; each line's menu item and options
// must still be offered and not sold out, and are priced as today's menu prices them; stock caps
// the amounts. What it finds different is said, never applied silently: a line dropped, a price now
// different, an amount cut. A line whose item or any option is gone is never added.
import { ensureDisposable, isDisposable, markDisposable } from '../cart/disposable.ts';
import { lineDraft } from '../cart/line-draft.ts';
import type { CartRestaurant } from '../cart/outcome.ts';
import type { CartItem } from '../cart/types.ts';
import { restaurantEntry } from '../checkout/restaurant-entry.ts';
import { whyNotOrderable } from '../menu/item-orderability.ts';
import { isOptionSoldOut } from '../menu/option-rules.ts';
import { allItems } from '../menu/resolve-refs.ts';
import { isStocked } from '../menu/stock.ts';
import type { MenuCategory, MenuItem, MenuOption, OptionGroup } from '../menu/types.ts';
import { validatePicks } from '../menu/validate-picks.ts';
import type { Won } from '../money.ts';
import type { Restaurant } from '../restaurant/types.ts';
import { type Rejection, rejection } from '../result.ts';
import type { PastLine, PastOption } from './past-lines.ts';

export type ReorderChange =
  | { readonly kind: 'item-gone' | 'item-sold-out' | 'options-changed'; readonly menu: string }
  | { readonly kind: 'item-not-orderable'; readonly menu: string; readonly reason: string }
  | { readonly kind: 'option-gone' | 'option-sold-out'; readonly menu: string; readonly option: string }
  | { readonly kind: 'price-changed'; readonly menu: string; readonly from: Won; readonly to: Won }
  | { readonly kind: 'amount-reduced'; readonly menu: string; readonly from: number; readonly to: number };

export type ReorderPlan =
  /** The restaurant cannot take the order now: closed, not delivering here, app-only, no disposables. */
  | { readonly kind: 'refused'; readonly rejection: Rejection }
  | {
      readonly kind: 'planned';
      /** The new cart's lines at today's prices, the required disposable last when needed. */
      readonly lines: readonly CartItem[];
      readonly changes: readonly ReorderChange[];
    };

export type ReorderRestaurant = CartRestaurant & Pick<Restaurant, 'serving_type' | 'open' | 'reachable'>;

export interface ReorderInput {
  readonly restaurant: ReorderRestaurant;
  readonly menu: readonly MenuCategory[];
  readonly lines: readonly PastLine[];
}

type LineCheck =
  | { readonly ok: true; readonly line: CartItem; readonly changes: readonly ReorderChange[] }
  | { readonly ok: false; readonly change: ReorderChange };

/** By id when the order named it, else by the name it was ordered under. */
function findItem(items: readonly MenuItem[], past: PastLine): MenuItem | undefined {
  return past.menuItemId === null
    ? items.find((i) => i.name === past.name)
    : items.find((i) => i.id === past.menuItemId);
}

function findOption(
  item: MenuItem,
  past: PastOption,
): { readonly group: OptionGroup; readonly option: MenuOption } | undefined {
  const groups =
    past.groupId !== null
      ? item.subchoices.filter((g) => g.id === past.groupId)
      : past.groupName !== null
        ? item.subchoices.filter((g) => g.name === past.groupName)
        : item.subchoices;
  for (const group of groups) {
    const option =
      past.optionId === null
        ? group.subchoices.find((o) => o.name === past.name)
        : group.subchoices.find((o) => o.id === past.optionId);
    if (option !== undefined) return { group, option };
  }
  return undefined;
}

/** One past line against today's menu: the line at today's price, or why it is dropped. */
function checkLine(items: readonly MenuItem[], past: PastLine): LineCheck {
  const menu = past.name;
  const item = findItem(items, past);
  if (item === undefined) return { ok: false, change: { kind: 'item-gone', menu } };
  const notOrderable = whyNotOrderable(item);
  if (notOrderable !== null)
    return {
      ok: false,
      change:
        notOrderable.code === 'MENU_SOLD_OUT'
          ? { kind: 'item-sold-out', menu }
          : { kind: 'item-not-orderable', menu, reason: notOrderable.message },
    };
  const picks: Record<string, string[]> = {};
  for (const option of past.options) {
    const found = findOption(item, option);
    if (found === undefined) return { ok: false, change: { kind: 'option-gone', menu, option: option.name } };
    if (isOptionSoldOut(found.option))
      return { ok: false, change: { kind: 'option-sold-out', menu, option: option.name } };
    picks[found.group.slug] = [...(picks[found.group.slug] ?? []), found.option.slug];
  }
  const validated = validatePicks(item, picks);
  if (!validated.ok) return { ok: false, change: { kind: 'options-changed', menu } };
  const line: CartItem = { ...lineDraft(item, validated.value), amount: past.amount };
  const changes: ReorderChange[] =
    line.price === past.unitPrice
      ? []
      : [{ kind: 'price-changed', menu, from: past.unitPrice, to: line.price }];
  return { ok: true, line, changes };
}

/** Why the restaurant cannot take a reorder now, in the reorder's words; null when it can. */
function restaurantRefusal(restaurant: ReorderRestaurant): Rejection | null {
  const entry = restaurantEntry({ restaurant, staffView: false });
  if (entry.kind === 'enter') return null;
  if (entry.kind === 'app-only') return entry.rejection;
  return entry.rejection.code === 'RESTAURANT_CLOSED'
    ? rejection('REORDER_RESTAURANT_CLOSED', { restaurant: restaurant.name })
    : rejection('REORDER_OUTSIDE_DELIVERY', { restaurant: restaurant.name });
}

export function reorderLines({ restaurant, menu, lines }: ReorderInput): ReorderPlan {
  const refusal = restaurantRefusal(restaurant);
  if (refusal !== null) return { kind: 'refused', rejection: refusal };

  const items = allItems(menu);
  const kept: CartItem[] = [];
  const changes: ReorderChange[] = [];
  // what the lines kept so far take of each stocked item, across option combinations
  const taken = new Map<number, number>();
  for (const past of lines) {
    if (past.disposable) continue;
    const checked = checkLine(items, past);
    if (!checked.ok) {
      changes.push(checked.change);
      continue;
    }
    // the disposable item an older order info lists as a line: the cart's own rule adds it again
    if (isDisposable(markDisposable(checked.line, menu))) continue;
    const { line } = checked;
    const used = taken.get(line.id_for_stock) ?? 0;
    const left = isStocked(line.stock_amount) ? Math.max(0, line.stock_amount - used) : line.amount;
    const amount = Math.min(line.amount, left);
    if (amount === 0) {
      changes.push({ kind: 'item-sold-out', menu: past.name });
      continue;
    }
    changes.push(...checked.changes);
    if (amount < line.amount)
      changes.push({ kind: 'amount-reduced', menu: past.name, from: line.amount, to: amount });
    taken.set(line.id_for_stock, used + amount);
    kept.push({ ...line, amount });
  }

  // The customer's own answer to the disposables question (받을게요 or not) goes in again while
  // its option is still offered; otherwise the cart's own rule adds the item as a new cart would.
  const pastDisposable = lines.find((l) => l.disposable);
  const again = pastDisposable === undefined || kept.length === 0 ? null : checkLine(items, pastDisposable);
  if (again?.ok === true)
    return { kind: 'planned', lines: [...kept, markDisposable({ ...again.line, amount: 1 }, menu)], changes };
  const disposable = ensureDisposable(kept, restaurant, menu);
  if (!disposable.ok) return { kind: 'refused', rejection: disposable.rejection };
  return {
    kind: 'planned',
    lines: disposable.value === null ? kept : [...kept, disposable.value],
    changes,
  };
}
