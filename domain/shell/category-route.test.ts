import { describe, expect, it } from 'vitest';
import { hrefOf } from '../routes/route-href.ts';
import { CATEGORIES } from './categories.ts';
import { categoryRoute, districtRoute } from './category-route.ts';

const DISTRICT =
  'spec 000 §2 "/{city}/{zipcode}/{category}/ ... The category \'all\' (전체) has no slug segment."';
const gangnam = { sido: '서울', zipcode: '06236' };

describe('category route', () => {
  it(`opens the district list with a location (${DISTRICT})`, () => {
    expect(categoryRoute('치킨', gangnam)).toEqual({
      name: 'district',
      city: '서울',
      zipcode: '06236',
      category: '치킨',
    });
    expect(hrefOf(categoryRoute('전체', gangnam))).toBe(
      hrefOf({ name: 'district', city: '서울', zipcode: '06236' }),
    );
  });

  it('opens /{category}/ without a location (spec 000 §2 "/{category}/ | Category list.")', () => {
    for (const category of CATEGORIES) {
      expect(categoryRoute(category, null)).toEqual({ name: 'category', category });
    }
  });

  it('falls back to /{category}/ when the location cannot make a district route (spec 000 §2 "The zipcode segment must be digits.")', () => {
    expect(categoryRoute('한식', { sido: '서울', zipcode: '' })).toEqual({
      name: 'category',
      category: '한식',
    });
    expect(categoryRoute('한식', { sido: '', zipcode: '06236' })).toEqual({
      name: 'category',
      category: '한식',
    });
    expect(districtRoute({ sido: '서울', zipcode: '06-236' })).toBeNull();
    expect(districtRoute({ sido: 'cart', zipcode: '06236' })).toBeNull();
    expect(districtRoute(null)).toBeNull();
  });
});
