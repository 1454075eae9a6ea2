import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../shell/categories.ts';
import {
  districtListRoute,
  isListRoute,
  listCategory,
  listCategoryFilter,
  listRouteWithCategory,
} from './list-route.ts';
import { hrefOf } from './route-href.ts';
import { parseRoute } from './route-table.ts';

const ROUTES =
  'spec 000 §2 "/{city}/{zipcode}/ and /{city}/{zipcode}/{category}/ | Restaurant list for a district, with optional category slug. The category \'all\' (전체) has no slug segment."';

describe('the restaurant list routes', () => {
  it(`reads the category of each list route (${ROUTES})`, () => {
    const lists = ['/restaurants/', '/서울/06236/', '/서울/06236/치킨/', '/한식/', '/전체/'].map((h) =>
      parseRoute(h),
    );
    expect(lists.every(isListRoute)).toBe(true);
    expect(lists.map((r) => (isListRoute(r) ? listCategory(r) : null))).toEqual([
      '전체',
      '전체',
      '치킨',
      '한식',
      '전체',
    ]);
    expect(lists.map((r) => (isListRoute(r) ? listCategoryFilter(r) : undefined))).toEqual([
      null,
      null,
      '치킨',
      '한식',
      null,
    ]);
    expect(isListRoute(parseRoute('/1001/'))).toBe(false);
  });

  it('keeps a district list in its district when the category changes, 전체 without a slug', () => {
    const district = { name: 'district', city: '서울', zipcode: '06236' } as const;
    expect(hrefOf(listRouteWithCategory(district, '피자양식'))).toBe(
      hrefOf(parseRoute('/서울/06236/피자양식/')),
    );
    expect(listRouteWithCategory({ ...district, category: '치킨' }, '전체')).toEqual(district);
  });

  it('sends the other lists to the category list', () => {
    for (const category of CATEGORIES) {
      expect(listRouteWithCategory({ name: 'restaurants' }, category)).toEqual({
        name: 'category',
        category,
      });
      expect(
        parseRoute(hrefOf(listRouteWithCategory({ name: 'category', category: '치킨' }, category))),
      ).toEqual({ name: 'category', category });
    }
  });

  it('names the district list of a delivery location, keeping the category (spec 001 §4 "Location change")', () => {
    expect(districtListRoute({ sido: '서울', zipcode: '06236' }, '치킨')).toEqual({
      name: 'district',
      city: '서울',
      zipcode: '06236',
      category: '치킨',
    });
    expect(districtListRoute({ sido: '서울', zipcode: '06236' }, '전체')).toEqual({
      name: 'district',
      city: '서울',
      zipcode: '06236',
    });
    expect(districtListRoute({ sido: '서울', zipcode: '' }, '전체')).toBeNull();
    expect(districtListRoute({ sido: 'cart', zipcode: '06236' }, '전체')).toBeNull();
  });
});
