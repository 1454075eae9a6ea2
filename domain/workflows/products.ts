// The cart as the server calls see it: one product line per cart line.
import type { Cart } from '../cart/types.ts';
import type { ProductLine } from '../ports/gateway.ts';

export function productLines(cart: Cart): ProductLine[] {
  return cart.items.map((item) => ({
    menu_item_id: item.id,
    name: item.name,
    quantity: item.amount,
    unit_price: item.price,
    options: Object.fromEntries(
      Object.entries(item.subchoices).map(([slug, group]) => [slug, group.items.map((o) => o.id)]),
    ),
  }));
}
