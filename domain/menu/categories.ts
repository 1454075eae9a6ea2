// Which menu categories start open on the restaurant page (spec 000 §4 "Menu categories", §9).
import type { MenuCategory, MenuItem } from './types.ts';

/** "Menu count at which every category opens: 10 or fewer" (spec 000 §9). */
export const OPEN_ALL_MAX_ITEMS = 10;
/** "top_items shown: first 5 entries" (spec 000 §9). */
export const TOP_ITEMS_SHOWN = 5;

export interface CategoryOpenOptions {
  /** The restaurant discounts per menu (discounts.additional.delivery.is_per_menu): top_items stays closed. */
  readonly perMenuDiscount: boolean;
}

/** The items a category shows: top_items only its first 5, every other category all of them. */
export function shownItems(category: MenuCategory): readonly MenuItem[] {
  return category.slug === 'top_items' ? category.items.slice(0, TOP_ITEMS_SHOWN) : category.items;
}

/**
 * Menu items in total, each counted once: the special categories (top_items, photo_menu_items,
 * additional_discount_items) repeat items of the ordinary ones, so items are counted by id.
 */
export function menuItemCount(categories: readonly MenuCategory[]): number {
  const ids = new Set<number>();
  for (const c of categories) for (const item of c.items) ids.add(item.id);
  return ids.size;
}

/** True when the category has nothing to order: no shown items, or every shown item sold out. */
export function isAllSoldOut(category: MenuCategory): boolean {
  return shownItems(category).every((item) => item.soldout);
}

/**
 * The slugs of the categories that start open.
 * - 10 or fewer items in total: every category.
 * - Otherwise top_items (unless the restaurant discounts per menu) and additional_discount_items.
 * - If that opened nothing, the first category other than top_items with something to order.
 * - In every case a category whose items are all sold out (or which is empty) stays closed; this
 *   wins over the other rules, also with 10 or fewer items and for additional_discount_items, as
 *   the spec states it without exception. So a menu that is entirely sold out opens nothing.
 */
export function openCategorySlugs(
  categories: readonly MenuCategory[],
  options: CategoryOpenOptions,
): ReadonlySet<string> {
  const orderable = categories.filter((c) => !isAllSoldOut(c));
  if (menuItemCount(categories) <= OPEN_ALL_MAX_ITEMS) return new Set(orderable.map((c) => c.slug));
  const open = new Set<string>();
  for (const c of orderable) {
    if (c.slug === 'additional_discount_items') open.add(c.slug);
    if (c.slug === 'top_items' && !options.perMenuDiscount) open.add(c.slug);
  }
  // The fallback never opens top_items: when it is not open already, the per-menu discount closed it.
  const first = orderable.find((c) => c.slug !== 'top_items');
  if (open.size === 0 && first !== undefined) open.add(first.slug);
  return open;
}
