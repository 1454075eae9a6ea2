// Test builders for menu entities: a valid default, overridden where a test cares.
import type { MenuCategory, MenuItem, MenuOption, OptionGroup } from '../types.ts';

export function anOption(overrides: Partial<MenuOption> & Pick<MenuOption, 'slug'>): MenuOption {
  return { id: 0, name: overrides.slug, price: 0, ...overrides };
}

export function aGroup(overrides: Partial<OptionGroup> & Pick<OptionGroup, 'slug'>): OptionGroup {
  return {
    id: 0,
    name: overrides.slug,
    mandatory: false,
    multiple: false,
    multiple_count: 0,
    subchoices: [],
    ...overrides,
  };
}

export function anItem(overrides: Partial<MenuItem> = {}): MenuItem {
  return {
    id: 1,
    name: '떡볶이',
    slug: 'tteokbokki',
    price: 10_000,
    discounted_price: null,
    soldout: false,
    stock_amount: null,
    subchoices: [],
    ...overrides,
  };
}

export function aCategory(overrides: Partial<MenuCategory> & Pick<MenuCategory, 'slug'>): MenuCategory {
  return { name: overrides.slug, items: [], ...overrides };
}
