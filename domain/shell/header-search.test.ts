import { describe, expect, it } from 'vitest';
import type { Route } from '../routes/route-table.ts';
import { headerSearchText, isHeaderSearchShown } from './header-search.ts';

const home: Route = { name: 'home', reset: false, hadQuery: false };

describe('header address search', () => {
  it('is left out on the location picker, which has its own search', () => {
    expect(isHeaderSearchShown({ name: 'location' }, true)).toBe(false);
    expect(isHeaderSearchShown({ name: 'location' }, false)).toBe(false);
  });

  it('is left out on home without a location (the prompt asks there), shown with one', () => {
    expect(isHeaderSearchShown(home, false)).toBe(false);
    expect(isHeaderSearchShown(home, true)).toBe(true);
  });

  it('is shown on the other screens, with or without a location', () => {
    const routes: Route[] = [
      { name: 'restaurants' },
      { name: 'restaurant', restaurantId: 1001 },
      { name: 'cart' },
    ];
    for (const route of routes) {
      expect(isHeaderSearchShown(route, false)).toBe(true);
      expect(isHeaderSearchShown(route, true)).toBe(true);
    }
  });

  it('searches trimmed text and nothing for a blank box', () => {
    expect(headerSearchText('  역삼동 ')).toBe('역삼동');
    expect(headerSearchText('   ')).toBeNull();
  });
});
