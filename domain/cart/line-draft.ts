// A cart line of a menu item with its validated options, before it has an amount (spec 000 §3
// "Cart item"): the option dialog's choice and the required disposable item are made alike.
import type { MenuItem } from '../menu/types.ts';
import type { ValidatedPicks } from '../menu/validate-picks.ts';
import type { CartItem } from './types.ts';

/** A cart line before it has an amount: the option dialog's resolved choice. */
export type CartItemDraft = Omit<CartItem, 'amount'>;

export function lineDraft(item: MenuItem, picks: ValidatedPicks): CartItemDraft {
  return {
    id: item.id,
    id_for_stock: item.id,
    slug: item.slug,
    name: item.name,
    price: picks.unitPrice,
    base_price: picks.basePrice,
    subchoices: picks.subchoices,
    stock_amount: item.stock_amount,
    discounts: item.discounts ?? null,
  };
}
