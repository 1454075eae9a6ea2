// A cart line is one menu item with one option combination; this key names it.
import type { Cart, CartItem } from './types.ts';

/**
 * `menuId|groupId:optionId,optionId|…`, groups and options sorted by id, empty groups left out, so
 * the order in which options were picked does not matter (spec 000 §4 "same option combination").
 */
export function lineKey(item: Pick<CartItem, 'id' | 'subchoices'>): string {
  const groups = Object.values(item.subchoices)
    .filter((group) => group.items.length > 0)
    .map((group) => ({
      id: group.id,
      options: group.items.map((option) => option.id).sort((a, b) => a - b),
    }))
    .sort((a, b) => a.id - b.id);
  return [String(item.id), ...groups.map((g) => `${g.id}:${g.options.join(',')}`)].join('|');
}

export function findLine(items: readonly CartItem[], key: string): CartItem | undefined {
  return items.find((line) => lineKey(line) === key);
}

/** A line by its key or its 0-based position in the cart (how the cart screen and scripts name one). */
export function lineRef(cart: Cart, ref: string | number): string | undefined {
  if (typeof ref === 'number') {
    const line = cart.items[ref];
    return line === undefined ? undefined : lineKey(line);
  }
  return cart.items.some((l) => lineKey(l) === ref) ? ref : undefined;
}
