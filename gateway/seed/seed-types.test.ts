import { describe, expectTypeOf, it } from 'vitest';
import type { MenuCategory as DomainMenuCategory } from '../../domain/menu/types.ts';
import type { Restaurant } from '../../domain/restaurant/types.ts';
import type { MenuCategory } from './menu-codec.ts';
import type { RestaurantFile } from './restaurant-file.ts';

describe('decoded seed types', () => {
  it('fit the domain entities, so the gateway serves a seed restaurant without converting it', () => {
    expectTypeOf<Omit<RestaurantFile, 'menu' | 'reviews'>>().toExtend<Omit<Restaurant, 'reachable'>>();
    expectTypeOf<MenuCategory>().toExtend<DomainMenuCategory>();
  });
});
