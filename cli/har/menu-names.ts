// A cart line as the web app sent it (ids: the menu item, each option group and its options) written
// back as a script names it: `"menu": "후라이드치킨", "options": {"맛": ["양념"]}`, from the menu the
// same HAR recorded. A name the menu holds twice is written as its id, which AddItem takes too.
import type { ProductLine } from '../../contract/cart.ts';
import type { MenuCategory, MenuItem } from '../../contract/menu.ts';

/** AddItem's fields for one line, or why the line cannot be named. */
export type NamedLine =
  | {
      readonly ok: true;
      /** By name, or by id when the menu has two items of that name. */
      readonly item: { readonly menu: string } | { readonly menuItemId: number };
      readonly options: Readonly<Record<string, readonly string[]>>;
      readonly amount: number;
      /** The restaurant adds its disposable item (spoons, chopsticks) by itself: no AddItem for it. */
      readonly disposable: boolean;
    }
  | { readonly ok: false; readonly reason: string };

/** `name` when no other of `all` has it, else the id (as text, as AddItem reads option ids). */
function nameOrId(
  one: { readonly id: number; readonly name: string },
  all: readonly { readonly name: string }[],
) {
  return all.filter((other) => other.name === one.name).length === 1 ? one.name : String(one.id);
}

/** Every distinct item (top_items repeats items of other categories), and whether it is disposable. */
function itemsOf(menu: readonly MenuCategory[]): Map<number, { item: MenuItem; disposable: boolean }> {
  const items = new Map<number, { item: MenuItem; disposable: boolean }>();
  for (const category of menu)
    for (const item of category.items)
      if (!items.has(item.id)) items.set(item.id, { item, disposable: category.ms_type === 'disposable' });
  return items;
}

export function nameLine(line: ProductLine, menu: readonly MenuCategory[]): NamedLine {
  const items = itemsOf(menu);
  const found = items.get(line.vendor_product_id);
  if (found === undefined)
    return { ok: false, reason: `menu item ${line.vendor_product_id} is not in the menu the HAR recorded` };
  if (line.additionalIngredientSets.length > 0)
    return {
      ok: false,
      reason: `${found.item.name}: extra ingredients (additionalIngredientSets) are no AddItem field`,
    };
  const { item } = found;
  const options: Record<string, string[]> = {};
  for (const section of line.option_sections) {
    const group = item.subchoices.find((g) => g.id === section.section_id);
    if (group === undefined)
      return {
        ok: false,
        reason: `${item.name}: option group ${section.section_id} is not in the recorded menu`,
      };
    const names: string[] = [];
    for (const id of section.option_ids) {
      const option = group.subchoices.find((o) => o.id === id);
      if (option === undefined)
        return {
          ok: false,
          reason: `${item.name}: option ${id} is not in ${group.name} of the recorded menu`,
        };
      names.push(nameOrId(option, group.subchoices));
    }
    if (names.length > 0) options[nameOrId(group, item.subchoices)] = names;
  }
  const allItems = [...items.values()].map((i) => i.item);
  return {
    ok: true,
    item:
      allItems.filter((other) => other.name === item.name).length === 1
        ? { menu: item.name }
        : { menuItemId: item.id },
    options,
    amount: line.quantity,
    disposable: found.disposable,
  };
}

/** Whether the line is the restaurant's disposable item (by the menu the HAR recorded). */
export function isDisposableLine(line: ProductLine, menu: readonly MenuCategory[]): boolean {
  return itemsOf(menu).get(line.vendor_product_id)?.disposable === true;
}
