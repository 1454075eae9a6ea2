// Product lines as a client sends them, resolved against the restaurant's own menu: the item must
// exist and be orderable, the options valid (validatePicks), and the price is the menu's, never
// the client's (a product line carries no price at all).
import type * as t from 'io-ts';
import type { ProductLine } from '../../../contract/cart.ts';
import { findDisposable } from '../../../domain/cart/disposable.ts';
import type { CartItem } from '../../../domain/cart/types.ts';
import { isStocked } from '../../../domain/menu/stock.ts';
import type { MenuCategory, MenuItem } from '../../../domain/menu/types.ts';
import { type PickRequest, validatePicks } from '../../../domain/menu/validate-picks.ts';
import { ok, type Result, reject } from '../../../domain/result.ts';

export type Product = t.TypeOf<typeof ProductLine>;

/** Something whose stock is counted: the item itself or one of its options. */
export interface Stocked {
  readonly id: number;
  readonly name: string;
  /** The menu's figure, used until the stock table holds a row for it. */
  readonly menuAmount: number;
}

export interface ResolvedLine {
  readonly product: Product;
  /** Priced by the menu: price is the unit price with options. */
  readonly item: CartItem;
  readonly stocked: readonly Stocked[];
}

const specialSlugs: readonly string[] = ['top_items', 'photo_menu_items', 'additional_discount_items'];

function findItem(menu: readonly MenuCategory[], id: number) {
  for (const category of menu) {
    if (specialSlugs.includes(category.slug)) continue;
    const item = category.items.find((i) => i.id === id);
    if (item !== undefined) return { item, category };
  }
  return null;
}

/** Decision: '' (the client could not tell) or any category listing the item, special ones included. */
function categoryMatches(menu: readonly MenuCategory[], slug: string, id: number): boolean {
  return slug === '' || menu.some((c) => c.slug === slug && c.items.some((i) => i.id === id));
}

function picksOf(product: Product): PickRequest {
  const picks: Record<string, (string | number)[]> = {};
  for (const section of product.option_sections) {
    const key = String(section.section_id);
    picks[key] = [...(picks[key] ?? []), ...section.option_ids];
  }
  return picks;
}

function stockedOf(item: MenuItem, line: CartItem): Stocked[] {
  const out: Stocked[] = [];
  if (isStocked(item.stock_amount)) out.push({ id: item.id, name: item.name, menuAmount: item.stock_amount });
  for (const group of item.subchoices) {
    const picked = line.subchoices[group.slug]?.items ?? [];
    for (const option of group.subchoices) {
      if (!picked.some((p) => p.id === option.id) || !isStocked(option.stock_amount)) continue;
      out.push({ id: option.id, name: `${item.name} (${option.name})`, menuAmount: option.stock_amount });
    }
  }
  return out;
}

function resolveOne(menu: readonly MenuCategory[], product: Product): Result<ResolvedLine> {
  const found = findItem(menu, product.vendor_product_id);
  if (found === null || !categoryMatches(menu, product.vendor_category_id, product.vendor_product_id)) {
    return reject('MENU_UNKNOWN');
  }
  // Decision: the web menu has no repeatable options, so ingredient sets are refused, not ignored.
  if (product.additionalIngredientSets.length > 0) return reject('OPTION_UNKNOWN');
  const picks = validatePicks(found.item, picksOf(product));
  if (!picks.ok) return picks;
  const item: CartItem = {
    id: found.item.id,
    id_for_stock: found.item.id,
    slug: found.item.slug,
    name: found.item.name,
    price: picks.value.unitPrice,
    base_price: picks.value.basePrice,
    amount: product.quantity,
    subchoices: picks.value.subchoices,
    stock_amount: found.item.stock_amount,
    ms_type: found.category.ms_type === 'disposable' ? 'disposable' : null,
    discounts: found.item.discounts ?? null,
  };
  return ok({ product, item, stocked: stockedOf(found.item, item) });
}

/**
 * Every line or the first refusal. An empty cart (or one holding only the disposable item) is
 * CART_EMPTY. A restaurant with has_disposable_menu needs an available disposable item
 * (findDisposable: sold out or no stock left is a shortage, stock managed or not), checked before
 * the lines so the shortage is what the customer reads, and needs it in the cart.
 */
export function resolveLines(
  menu: readonly MenuCategory[],
  hasDisposableMenu: boolean,
  products: readonly Product[],
): Result<readonly ResolvedLine[]> {
  if (products.length === 0) return reject('CART_EMPTY');
  if (hasDisposableMenu) {
    const available = findDisposable(menu);
    if (!available.ok) return available;
  }
  const lines: ResolvedLine[] = [];
  for (const product of products) {
    const line = resolveOne(menu, product);
    if (!line.ok) return line;
    lines.push(line.value);
  }
  if (lines.every((l) => l.item.ms_type === 'disposable')) return reject('CART_EMPTY');
  if (hasDisposableMenu && !lines.some((l) => l.item.ms_type === 'disposable')) {
    return reject('DISPOSABLE_SHORTAGE');
  }
  return ok(lines);
}
