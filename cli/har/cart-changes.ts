// What the customer did to the cart between two checkouts, from the lines each submit sent: the
// lines removed, the amounts changed and the lines added, as RemoveItem, ChangeAmount and AddItem
// name them (a line by its 0-based place in the cart, as the cart screen and scripts do).
import type { ProductLine } from '../../contract/cart.ts';

export type CartChange =
  | { readonly kind: 'remove'; readonly line: number }
  | { readonly kind: 'amount'; readonly line: number; readonly amount: number }
  | { readonly kind: 'add'; readonly product: ProductLine };

/** The same cart line: one menu item with one option combination. */
export const sameLine = (a: ProductLine, b: ProductLine) =>
  a.vendor_product_id === b.vendor_product_id &&
  JSON.stringify(a.option_sections) === JSON.stringify(b.option_sections) &&
  JSON.stringify(a.additionalIngredientSets) === JSON.stringify(b.additionalIngredientSets);

/**
 * The changes that make `before` into `after`: removals first, from the last line back (so each
 * place is the one the cart has then), then amounts at the places left, then new lines at the end.
 * The restaurant's disposable line (kept last, added and counted by the restaurant) is no change
 * of the customer's.
 */
export function cartChanges(
  before: readonly ProductLine[],
  after: readonly ProductLine[],
  isDisposable: (line: ProductLine) => boolean,
): CartChange[] {
  const changes: CartChange[] = [];
  const kept = [...before];
  for (let i = before.length - 1; i >= 0; i--) {
    const line = before[i];
    if (line === undefined || isDisposable(line) || after.some((a) => sameLine(a, line))) continue;
    changes.push({ kind: 'remove', line: i });
    kept.splice(i, 1);
  }
  kept.forEach((line, i) => {
    const now = after.find((a) => sameLine(a, line));
    if (now !== undefined && now.quantity !== line.quantity && !isDisposable(line))
      changes.push({ kind: 'amount', line: i, amount: now.quantity });
  });
  for (const line of after)
    if (!isDisposable(line) && !before.some((b) => sameLine(b, line)))
      changes.push({ kind: 'add', product: line });
  return changes;
}
