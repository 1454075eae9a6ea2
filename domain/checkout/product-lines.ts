// The cart as the server calls see it: one product line per cart line, in the spec's field names
// (spec 000 §7 "Stock check": vendor_product_id, vendor_category_id, quantity, option_sections).
import type { Cart } from '../cart/types.ts';
import type { MenuCategory, SpecialCategorySlug } from '../menu/types.ts';
import type { ProductLine } from '../ports/gateway.ts';

const specialSlugs: readonly string[] = [
  'top_items',
  'photo_menu_items',
  'additional_discount_items',
] satisfies readonly SpecialCategorySlug[];

/**
 * The category an item belongs to. Decision: an item shown both in a special category (top_items,
 * photo_menu_items...) and in its own is sent with its own; '' when the menu does not list it.
 */
export function categoryOf(menu: readonly MenuCategory[], itemId: number): string {
  const holding = menu.filter((c) => c.items.some((i) => i.id === itemId));
  return (holding.find((c) => !specialSlugs.includes(c.slug)) ?? holding[0])?.slug ?? '';
}

export function productLines(cart: Cart, menu: readonly MenuCategory[]): ProductLine[] {
  return cart.items.map((item) => ({
    vendor_product_id: item.id,
    vendor_category_id: categoryOf(menu, item.id),
    quantity: item.amount,
    option_sections: Object.values(item.subchoices).map((group) => ({
      section_id: group.id,
      option_ids: group.items.map((o) => o.id),
    })),
    name: item.name,
    unit_price: item.price,
  }));
}
