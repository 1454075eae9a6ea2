// The required disposable item (spoons, chopsticks…) of a restaurant with has_disposable_menu
// (spec 000 §4 "The disposable item is kept last.", §5 "Disposable and cart").

import { defaultPicks } from '../menu/default-picks.ts';
import { isStocked } from '../menu/stock.ts';
import type { MenuCategory, MenuItem } from '../menu/types.ts';
import { validatePicks } from '../menu/validate-picks.ts';
import { ok, type Result, reject } from '../result.ts';
import { isDisposable } from './disposable-last.ts';
import { lineDraft } from './line-draft.ts';
import type { CartRestaurant } from './outcome.ts';
import type { CartItem } from './types.ts';

export { isDisposable, withDisposableLast } from './disposable-last.ts';

function disposableItems(menu: readonly MenuCategory[]): readonly MenuItem[] {
  return menu.filter((category) => category.ms_type === 'disposable').flatMap((category) => category.items);
}

function isAvailable(item: MenuItem): boolean {
  return !item.soldout && (!isStocked(item.stock_amount) || item.stock_amount >= 1);
}

/**
 * The first available item of the disposable category. Missing, sold out or out of stock is a
 * shortage: "일회용품 부족 안내 ... 주문을 계속할 수 없습니다."
 */
export function findDisposable(menu: readonly MenuCategory[]): Result<MenuItem> {
  const item = disposableItems(menu).find(isAvailable);
  return item === undefined ? reject('DISPOSABLE_SHORTAGE') : ok(item);
}

/**
 * Marks a line as disposable when its menu item sits in the disposable category, so a draft built
 * from a plain `MenuItem` (which does not carry ms_type) is still kept last and still required.
 */
export function markDisposable<T extends Pick<CartItem, 'id' | 'ms_type'>>(
  item: T,
  menu: readonly MenuCategory[],
): T {
  if (isDisposable(item) || !disposableItems(menu).some((d) => d.id === item.id)) return item;
  return { ...item, ms_type: 'disposable' };
}

/**
 * One of the disposable menu item, with the first available choice of each of its mandatory
 * option groups (e.g. "일회용 수저 받기"), priced as the menu shows it. An item whose mandatory
 * groups cannot be satisfied is as unavailable as a sold-out one.
 */
export function disposableLine(item: MenuItem): Result<CartItem> {
  const picks = validatePicks(item, defaultPicks(item));
  if (!picks.ok) return reject('DISPOSABLE_SHORTAGE');
  return ok({ ...lineDraft(item, picks.value), amount: 1, ms_type: 'disposable', discounts: null });
}

/**
 * The disposable line a cart of these lines still needs: a non-empty cart of a restaurant with
 * has_disposable_menu holds the disposable item once; when it is unavailable the cart cannot go
 * on. null when none is needed.
 */
export function ensureDisposable(
  lines: readonly Pick<CartItem, 'ms_type'>[],
  restaurant: Pick<CartRestaurant, 'has_disposable_menu'>,
  menu: readonly MenuCategory[],
): Result<CartItem | null> {
  if (!restaurant.has_disposable_menu || lines.length === 0 || lines.some(isDisposable)) return ok(null);
  const found = findDisposable(menu);
  if (!found.ok) return found;
  return disposableLine(found.value);
}
