// Menu categories, items, option groups and options of a restaurant file (spec 000 §3).
import type * as t from 'io-ts';
import { list, nullable, oneOf, optional, strictStruct, withDefault } from './codec-kit.ts';
import { Bool, Count, Id, ImagePath, NonEmptyString, Slug, Text, Won } from './primitives.ts';

/** 9999 or more is unlimited stock (spec 000 §9); an item without stock_amount is unlimited. */
export const UNLIMITED_STOCK = 9999;

export const SPECIAL_CATEGORY_SLUGS = ['top_items', 'photo_menu_items', 'additional_discount_items'] as const;

export const MenuOption = strictStruct('an option', {
  slug: Slug,
  id: Id,
  name: NonEmptyString,
  price: Won,
  stock_amount: optional(Count),
  has_deposit: optional(Bool),
});
export type MenuOption = t.TypeOf<typeof MenuOption>;

export const OptionGroup = strictStruct('an option group', {
  slug: Slug,
  id: Id,
  name: NonEmptyString,
  mandatory: Bool,
  multiple: Bool,
  multiple_count: Count,
  subchoices: list(MenuOption),
});
export type OptionGroup = t.TypeOf<typeof OptionGroup>;

export const IndustrialInfo = strictStruct('industrial info', {
  images: withDefault(list(ImagePath), []),
  description: optional(Text),
  item_policy_info: optional(Text),
});

export const ItemDiscounts = strictStruct('item discounts', {
  /** The per-menu additional delivery discount, positive as configured. */
  additional: optional(Won),
});

export const MenuItem = strictStruct('a menu item', {
  id: Id,
  name: NonEmptyString,
  slug: Slug,
  price: Won,
  discounted_price: withDefault(nullable(Won), null),
  soldout: withDefault(Bool, false),
  stock_amount: withDefault(nullable(Count), UNLIMITED_STOCK),
  menu_set_id: optional(nullable(Id)),
  discounts: optional(nullable(ItemDiscounts)),
  subchoices: withDefault(list(OptionGroup), []),
  industrial_info: optional(IndustrialInfo),
});
export type MenuItem = t.TypeOf<typeof MenuItem>;

export const MenuCategory = strictStruct('a menu category', {
  slug: Slug,
  name: NonEmptyString,
  items: list(MenuItem),
  section: optional(Text),
  ms_type: optional(nullable(oneOf(['disposable']))),
});
export type MenuCategory = t.TypeOf<typeof MenuCategory>;

export const isSpecialCategory = (category: MenuCategory): boolean =>
  (SPECIAL_CATEGORY_SLUGS as readonly string[]).includes(category.slug);
