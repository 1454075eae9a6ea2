// The menu as the restaurant page gets it (spec 000 §3 "Menu category", §4 "Menu categories"): the
// special categories first (top_items, additional_discount_items, photo_menu_items), then the
// seed's categories, with the live stock of stock-managed items.
//
// Decisions where the spec is silent:
// - top_items: the seed's when given; else derived when more than 5 items can be ordered — the 5
//   (spec 000 §9 "first 5 entries") most named in the restaurant's reviews (menu_summary), ties in
//   menu order, leaving out sold-out items and the disposable category. A smaller menu gets none
//   (it opens whole anyway).
// - additional_discount_items: given when asked (additional_discount_per_menu=true), or when not
//   asked either way and the restaurant discounts per menu; the seed's, else the items carrying a
//   per-menu discount.
// - photo_menu_items: only with add_photo_menu=true; the seed's, else the items with a photo (up to 10).
import { SERVER_LABELS } from '../../domain/content/server-labels.ts';
import { TOP_ITEMS_SHOWN } from '../../domain/menu/categories.ts';
import { isSpecialCategory, type MenuCategory, type MenuItem } from '../seed/menu-codec.ts';

export interface MenuViewOptions {
  readonly addPhotoMenu: boolean;
  readonly additionalDiscountItems: boolean;
  /** Live stock by item id (stock-managed restaurants). */
  readonly stock: ReadonlyMap<number, number>;
  /** How often each item name appears in the reviews' menu summaries. */
  readonly mentions: ReadonlyMap<string, number>;
}

export const PHOTO_MENU_MAX = 10;

/** "후라이드치킨 1, 양념치킨 2" → counts by name. */
export function countMentions(summaries: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const summary of summaries) {
    for (const part of summary.split(',')) {
      const m = /^(.*\S)\s+(\d+)$/.exec(part.trim());
      const name = m?.[1] ?? part.trim();
      if (name !== '') counts.set(name, (counts.get(name) ?? 0) + Number(m?.[2] ?? 1));
    }
  }
  return counts;
}

function uniqueItems(categories: readonly MenuCategory[]): MenuItem[] {
  const seen = new Set<number>();
  const items: MenuItem[] = [];
  for (const category of categories)
    for (const item of category.items) {
      if (!seen.has(item.id)) {
        seen.add(item.id);
        items.push(item);
      }
    }
  return items;
}

function deriveTopItems(regular: readonly MenuCategory[], mentions: ReadonlyMap<string, number>): MenuItem[] {
  const orderable = uniqueItems(regular.filter((c) => c.ms_type !== 'disposable')).filter((i) => !i.soldout);
  if (orderable.length <= TOP_ITEMS_SHOWN) return [];
  return orderable
    .map((item, index) => ({ item, index, score: mentions.get(item.name) ?? 0 }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, TOP_ITEMS_SHOWN)
    .map((entry) => entry.item);
}

const special = (slug: string, name: string, items: readonly MenuItem[]): MenuCategory => ({
  slug,
  name,
  items,
  section: undefined,
  ms_type: undefined,
});

export function menuView(menu: readonly MenuCategory[], options: MenuViewOptions): MenuCategory[] {
  const withStock = (item: MenuItem): MenuItem => {
    const live = options.stock.get(item.id);
    return live === undefined ? item : { ...item, stock_amount: live };
  };
  const categories = menu.map((c) => ({ ...c, items: c.items.map(withStock) }));
  const given = new Map(categories.filter(isSpecialCategory).map((c) => [c.slug, c]));
  const regular = categories.filter((c) => !isSpecialCategory(c));
  const all = uniqueItems(regular);

  const top =
    given.get('top_items') ??
    special('top_items', SERVER_LABELS.ko.topItems, deriveTopItems(regular, options.mentions));
  const discount = options.additionalDiscountItems
    ? (given.get('additional_discount_items') ??
      special(
        'additional_discount_items',
        SERVER_LABELS.ko.discountItems,
        all.filter((i) => (i.discounts?.additional ?? 0) > 0),
      ))
    : null;
  const photo = options.addPhotoMenu
    ? (given.get('photo_menu_items') ??
      special(
        'photo_menu_items',
        SERVER_LABELS.ko.photoItems,
        all.filter((i) => (i.industrial_info?.images.length ?? 0) > 0).slice(0, PHOTO_MENU_MAX),
      ))
    : null;
  return [top, discount, photo, ...regular].filter(
    (c): c is MenuCategory => c !== null && (c.items.length > 0 || !isSpecialCategory(c)),
  );
}
