import type * as t from 'io-ts';
import { describe, expectTypeOf, it } from 'vitest';
import type { CartItem } from '../cart/types.ts';
import type { MenuCategory, MenuItem, OptionGroup } from '../menu/types.ts';
import type { Restaurant } from '../restaurant/types.ts';
import type { CartItemC, MenuCategoryC, MenuItemC, OptionGroupC, RestaurantC } from './entities.ts';

describe('entity codecs', () => {
  it('decode to exactly the domain types, so a stored log cannot drift from the rules', () => {
    expectTypeOf<t.TypeOf<typeof RestaurantC>>().toExtend<Restaurant>();
    expectTypeOf<Restaurant>().toExtend<t.TypeOf<typeof RestaurantC>>();
    expectTypeOf<t.TypeOf<typeof MenuCategoryC>>().toExtend<MenuCategory>();
    expectTypeOf<MenuCategory>().toExtend<t.TypeOf<typeof MenuCategoryC>>();
    expectTypeOf<t.TypeOf<typeof MenuItemC>>().toExtend<MenuItem>();
    expectTypeOf<t.TypeOf<typeof OptionGroupC>>().toExtend<OptionGroup>();
    expectTypeOf<t.TypeOf<typeof CartItemC>>().toExtend<CartItem>();
    expectTypeOf<CartItem>().toExtend<t.TypeOf<typeof CartItemC>>();
  });
});
