// Menu entities in the spec's shape (spec 000 §3 "Menu category", "Menu item", "Subchoice group").
import type { Won } from '../money.ts';

export interface MenuOption {
  readonly slug: string;
  readonly id: number;
  readonly name: string;
  readonly price: Won;
  /** Options may carry their own stock; absent or ≥ 9999 is unlimited. */
  readonly stock_amount?: number | null;
  readonly soldout?: boolean;
  /** A reusable-cup deposit option: such a menu cannot be ordered on the web. */
  readonly has_deposit?: boolean;
}

/** An option group ("subchoice group") as the menu delivers it, before normalisation. */
export interface OptionGroup {
  readonly slug: string;
  readonly id: number;
  readonly name: string;
  readonly mandatory: boolean;
  readonly multiple: boolean;
  readonly multiple_count: number;
  readonly subchoices: readonly MenuOption[];
}

export interface IndustrialInfo {
  readonly images: readonly string[];
  readonly description?: string;
  readonly item_policy_info?: string;
}

export interface ItemDiscounts {
  /** Additional per-menu delivery discount in won, positive as delivered; stored negative in totals. */
  readonly additional?: number;
}

export interface MenuItem {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly price: Won;
  readonly discounted_price: Won | null;
  readonly soldout: boolean;
  /** 9999 or more is unlimited stock (spec 000 §9). */
  readonly stock_amount: number | null;
  readonly menu_set_id?: number | null;
  readonly discounts?: ItemDiscounts | null;
  readonly subchoices: readonly OptionGroup[];
  readonly industrial_info?: IndustrialInfo;
}

export type SpecialCategorySlug = 'top_items' | 'photo_menu_items' | 'additional_discount_items';

export interface MenuCategory {
  readonly slug: string;
  readonly name: string;
  readonly items: readonly MenuItem[];
  readonly section?: string;
  /** 'disposable' marks the category of the required disposable item. */
  readonly ms_type?: 'disposable' | null;
}
