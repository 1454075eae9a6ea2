// The decoded wire types must be usable as the domain's entity types without conversion.
// The checks are compile-time (tsc); the runtime assertions only keep vitest honest.
import type * as t from 'io-ts';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { calls, type ResponseOf } from '../../contract/calls.ts';
import { decodeResponse } from '../../contract/decode.ts';
import type * as menu from '../../contract/menu.ts';
import type * as restaurants from '../../contract/restaurants.ts';
import { rightOf, sampleOf } from '../../contract/testing/codec-helpers.ts';
import type { MenuCategory, MenuItem, MenuOption, OptionGroup } from '../../domain/menu/types.ts';
import type { UserInfo } from '../../domain/ports/account-gateway.ts';
import type { RestaurantInfo } from '../../domain/ports/catalog-queries.ts';
import type { CheckoutMethod } from '../../domain/ports/checkout-queries.ts';
import type { Notice } from '../../domain/ports/content-queries.ts';
import type { Restaurant } from '../../domain/restaurant/types.ts';

describe('decoded wire values fit the domain types', () => {
  it('restaurant, menu category, menu item, option group and option', () => {
    expectTypeOf<t.TypeOf<typeof restaurants.Restaurant>>().toExtend<Restaurant>();
    expectTypeOf<t.TypeOf<typeof menu.MenuCategory>>().toExtend<MenuCategory>();
    expectTypeOf<t.TypeOf<typeof menu.MenuItem>>().toExtend<MenuItem>();
    expectTypeOf<t.TypeOf<typeof menu.OptionGroup>>().toExtend<OptionGroup>();
    expectTypeOf<t.TypeOf<typeof menu.MenuOption>>().toExtend<MenuOption>();
    // The calls' answers, as the HTTP client will hand them over.
    expectTypeOf<t.TypeOf<(typeof calls)['restaurant.detail']['response']>>().toExtend<Restaurant>();
    expectTypeOf<t.TypeOf<(typeof calls)['restaurant.menu']['response']>>().toExtend<
      readonly MenuCategory[]
    >();
  });

  it('a decoded sample is assignable where the domain expects it', () => {
    const restaurant: Restaurant = rightOf(
      decodeResponse(calls['restaurant.detail'], sampleOf('restaurant.detail').response),
    );
    const categories: readonly MenuCategory[] = rightOf(
      decodeResponse(calls['restaurant.menu'], sampleOf('restaurant.menu').response),
    );
    const item: MenuItem | undefined = categories[1]?.items[0];
    const group: OptionGroup | undefined = item?.subchoices[0];
    expect(restaurant.id).toBe(1000101);
    expect(group?.subchoices).toHaveLength(2);
  });

  it('the query and account ports answer the shapes the contract declares, not copies of them', () => {
    expectTypeOf<UserInfo>().toEqualTypeOf<ResponseOf<'member.user-info'>>();
    expectTypeOf<RestaurantInfo>().toEqualTypeOf<ResponseOf<'restaurant.info'>>();
    expectTypeOf<CheckoutMethod>().toEqualTypeOf<ResponseOf<'payment.methods'>[number]>();
    expectTypeOf<Notice>().toEqualTypeOf<ResponseOf<'content.notices'>[number]>();
    expect(calls['member.user-info'].pattern).toContain('user_info');
  });
});
