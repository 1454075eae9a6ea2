// The menu item a `/{restaurant_id}/{menu_id}/` route names (spec 000 §2 "Restaurant page where the
// matching menu item opens automatically. If no item matches, a popup says the menu is not currently
// served."). The route keeps the segment as given (domain/routes/route-table.ts); it matches an
// item by its id ("1001001") or by its slug ("fried-chicken"), in menu order, special categories
// included (they repeat regular items, so the first match is the same item).
import type { MenuCategory, MenuItem } from './types.ts';

export function findMenuItem(categories: readonly MenuCategory[], menuId: string): MenuItem | null {
  const wanted = menuId.trim();
  if (wanted === '') return null;
  const byId = /^\d+$/.test(wanted) ? Number(wanted) : null;
  for (const category of categories) {
    for (const item of category.items) {
      if (item.id === byId || item.slug === wanted) return item;
    }
  }
  return null;
}

/** Sold out as the menu row marks it: flagged, or a stocked item with nothing left (spec 000 §5 "Stock"). */
export function isItemSoldOut(item: Pick<MenuItem, 'soldout' | 'stock_amount'>): boolean {
  return item.soldout || (typeof item.stock_amount === 'number' && item.stock_amount <= 0);
}
