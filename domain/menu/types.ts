// Menu entities in the spec's shape (spec 000 §3 "Menu category", "Menu item", "Subchoice group").

// The menu is the contract's, as the gateway answers it (one declaration: contract/menu.ts).
export type { MenuCategory, MenuItem, MenuOption, OptionGroup } from '../../contract/menu.ts';

export type SpecialCategorySlug = 'top_items' | 'photo_menu_items' | 'additional_discount_items';
