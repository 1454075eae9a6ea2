// Menus from catalogue rows: menu items with their defaults, option groups with ids unique in the
// restaurant (group templates in option-groups.mjs), and the convenience-store menus.
import { CVS_LINES } from './menus/convenience-store.mjs';
import { GROUPS } from './option-groups.mjs';

/** A menu item with the defaults of an orderable, unlimited item; `fields` override them. */
export function menuItem(id, name, slug, price, fields = {}) {
  return {
    id,
    name,
    slug,
    price,
    discounted_price: null,
    soldout: false,
    stock_amount: 9999,
    subchoices: [],
    industrial_info: { images: [], description: '' },
    ...fields,
  };
}

/** Turns group template keys into option groups with ids unique in the restaurant. */
export function groupFactory(rid) {
  const ids = new Map();
  return (key) => {
    const template = GROUPS[key];
    if (!ids.has(key)) ids.set(key, rid * 100 + ids.size + 1);
    const id = ids.get(key);
    return {
      slug: template.slug,
      id,
      name: template.name,
      mandatory: template.mandatory,
      multiple: template.multiple,
      multiple_count: template.count,
      subchoices: template.options.map(([name, slug, price, extra], o) => ({
        slug,
        id: id * 100 + o + 1,
        name,
        price,
        ...(extra ?? {}),
      })),
    };
  };
}

const SPECIAL = new Set(['top_items', 'photo_menu_items', 'additional_discount_items']);
/** The regular menu's items (special categories repeat them). */
export const allItems = (menu) =>
  menu.filter((c) => !SPECIAL.has(c.slug)).flatMap((category) => category.items);

/** The names of the menu's priced items: what the reviews' menu summaries mention. */
export const itemNamesOf = (menu) =>
  allItems(menu)
    .filter((item) => item.price > 0)
    .map((item) => item.name);

/** The menu builders of one run: they draw from its random stream and draw photos with its `tile`. */
export function menuBuilders({ pick, chance, tile }) {
  /** Convenience-store prices move in 100원 steps around the line's base price. */
  const cvsPrice = (base) => Math.max(500, base + pick([-200, -100, 0, 0, 100, 200, 300]));

  /** Menu categories from catalogue rows, with item ids rid*1000+n in order of appearance. */
  function buildMenu(rid, rows, { keep = 1, vary = false, photoShare = 0, color = '#E4572E', stock } = {}) {
    const group = groupFactory(rid);
    let n = 0;
    return rows.map(([name, slug, items]) => ({
      slug,
      name,
      items: items
        .filter((_, i) => i < 2 || keep >= 1 || chance(keep))
        .map(([itemName, itemSlug, price, groups = [], description, extra = {}]) => {
          n += 1;
          // ±500/1,000 keeps a 19,900원 price ending in 900; cheap items keep their price.
          const itemPrice = vary && price >= 3000 ? price + pick([-1000, -500, 0, 0, 0, 500, 1000]) : price;
          const withPhoto = photoShare > 0 && chance(photoShare);
          return menuItem(rid * 1000 + n, itemName, itemSlug, itemPrice, {
            stock_amount: stock?.(n) ?? 9999,
            subchoices: groups.map((key) => group(key)),
            industrial_info: {
              images: withPhoto ? [tile(`images/menu/${itemSlug}.svg`, itemName.slice(0, 1), color)] : [],
              description: description ?? '',
            },
            ...extra,
          });
        }),
    }));
  }

  /** A convenience-store menu: every product of CVS_LINES, or a random share (40-80 items). */
  function cvsMenu(rid, { share = 1, stock = () => 9999 } = {}) {
    let n = 0;
    const some = (list, p) => (share >= 1 ? list : list.filter(() => chance(p)));
    return CVS_LINES.map(([name, slug, lines]) => ({
      slug,
      name,
      items: some(lines, 0.55).flatMap(([product, price, variants]) =>
        some(variants, share).map((variant) => {
          n += 1;
          const amount = stock(n);
          return menuItem(rid * 1000 + n, product.replace('{}', variant), `${slug}-${n}`, cvsPrice(price), {
            soldout: amount === 0,
            stock_amount: amount,
          });
        }),
      ),
    })).filter((category) => category.items.length > 0);
  }

  return { buildMenu, cvsMenu };
}
