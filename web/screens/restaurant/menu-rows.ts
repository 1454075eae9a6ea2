// The menu tab as one flat list of rows (category headers, their shown items, notes), so the same
// rows render plainly or windowed. Which categories are open is the domain's rule (categories.ts);
// this file only lays them out.
import { shownItems } from '../../../domain/menu/categories.ts';
import type { MenuSearch } from '../../../domain/menu/search.ts';
import type { MenuCategory, MenuItem } from '../../../domain/menu/types.ts';

export type MenuRow =
  | {
      readonly kind: 'category';
      readonly key: string;
      readonly category: MenuCategory;
      /** The items the category shows (top_items: its first 5), as its heading counts them. */
      readonly count: number;
      readonly open: boolean;
      /** In the search results: choosing it leaves the search and opens it. */
      readonly found: boolean;
    }
  | { readonly kind: 'item'; readonly key: string; readonly item: MenuItem }
  /**
   * The search's summary, worded where it is drawn: the keyword, how many items it found, and
   * whether it found nothing at all (no item and no category).
   */
  | {
      readonly kind: 'note';
      readonly key: string;
      readonly keyword: string;
      readonly found: number;
      readonly nothing: boolean;
    };

/** Above this many rows the list is windowed (only the rows near the screen are drawn). */
export const WINDOW_FROM_ROWS = 120;

export function menuRows(categories: readonly MenuCategory[], open: ReadonlySet<string>): MenuRow[] {
  const rows: MenuRow[] = [];
  for (const category of categories) {
    const isOpen = open.has(category.slug);
    const shown = shownItems(category);
    rows.push({
      kind: 'category',
      key: `c:${category.slug}`,
      category,
      count: shown.length,
      open: isOpen,
      found: false,
    });
    if (isOpen) {
      for (const item of shown) {
        rows.push({ kind: 'item', key: `i:${category.slug}:${item.id}`, item });
      }
    }
  }
  return rows;
}

export function searchRows(search: Extract<MenuSearch, { active: true }>): MenuRow[] {
  const rows: MenuRow[] = [];
  const total = search.categories.length + search.items.length;
  rows.push({
    kind: 'note',
    key: 'n:summary',
    keyword: search.keyword,
    found: search.items.length,
    nothing: total === 0,
  });
  for (const category of search.categories) {
    rows.push({
      kind: 'category',
      key: `c:${category.slug}`,
      category,
      count: shownItems(category).length,
      open: false,
      found: true,
    });
  }
  for (const item of search.items) rows.push({ kind: 'item', key: `i:${item.id}`, item });
  return rows;
}
