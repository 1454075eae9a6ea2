// Every typed route survives a trip through its hash path: parseRoute(hrefOf(r)) is r.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hrefOf } from '../domain/routes/route-href.ts';
import { INFO_PAGES, SIMPLE_PAGES, TERMS_DOCS } from '../domain/routes/route-params.ts';
import { parseRoute, type Route } from '../domain/routes/route-table.ts';
import { CATEGORIES, RESTAURANT_CATEGORIES } from '../domain/shell/categories.ts';

const RUNS = { numRuns: 2000 };

const id = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER });
/** Free text as a customer or a server could put in a segment: Korean, spaces, '/', '?', '%', '#'. */
const text = fc
  .string({
    unit: fc.constantFrom(..."가나다치킨 a1/?%#&=+.!~*()'-_".split('')),
    minLength: 1,
    maxLength: 12,
  })
  .map((s) => s.trim())
  .filter((s) => s !== '');
const digits = fc.stringMatching(/^\d{1,6}$/);
const micro = (min: number, max: number) =>
  fc.integer({ min: min * 1e6, max: max * 1e6 }).map((n) => n / 1e6);
const city = fc.constantFrom('서울', '부산', '인천', '대구', 'seoul');

const route: fc.Arbitrary<Route> = fc.oneof(
  fc.boolean().map((reset): Route => ({ name: 'home', reset, hadQuery: reset })),
  fc.constantFrom(...SIMPLE_PAGES.filter((p) => p !== 'checkout')).map((name) => ({ name }) as Route),
  fc.constant<Route>({ name: 'checkout' }),
  fc
    .record({ code: fc.string({ maxLength: 8 }), message: text })
    .map((popup): Route => ({ name: 'checkout', popup })),
  fc
    .option(digits, { nil: undefined })
    .map(
      (orderNumber): Route =>
        orderNumber === undefined ? { name: 'thankyou' } : { name: 'thankyou', orderNumber },
    ),
  text.map((orderNumber): Route => ({ name: 'order', orderNumber })),
  text.map((eventId): Route => ({ name: 'event', eventId })),
  fc.constantFrom(...TERMS_DOCS).map((doc): Route => ({ name: 'terms', doc })),
  id.map((restaurantId): Route => ({ name: 'partnerTerms', restaurantId })),
  fc.constantFrom(...INFO_PAGES).map((page): Route => ({ name: 'info', page })),
  fc.constant<Route>({ name: 'notices' }),
  text.map((noticeId): Route => ({ name: 'notice', noticeId })),
  fc
    .option(text, { nil: undefined })
    .map((faqId): Route => (faqId === undefined ? { name: 'faq' } : { name: 'faq', faqId })),
  text.map((orderId): Route => ({ name: 'smilepayNext', orderId })),
  fc
    .record({ restaurantId: id, menuId: fc.option(text, { nil: undefined }) })
    .map(
      ({ restaurantId, menuId }): Route =>
        menuId === undefined
          ? { name: 'restaurant', restaurantId }
          : { name: 'restaurant', restaurantId, menuId },
    ),
  fc
    .record({ restaurantId: id, lat: micro(-90, 90), lng: micro(-180, 180), zipcode: digits, address: text })
    .map(
      ({ restaurantId, lat, lng, zipcode, address }): Route => ({
        name: 'restaurant',
        restaurantId,
        staffLocation: { point: { lat, lng }, zipcode, address },
      }),
    ),
  fc
    .record({
      city,
      zipcode: digits,
      category: fc.option(fc.constantFrom(...RESTAURANT_CATEGORIES), { nil: undefined }),
    })
    .map(
      ({ city, zipcode, category }): Route =>
        category === undefined
          ? { name: 'district', city, zipcode }
          : { name: 'district', city, zipcode, category },
    ),
  fc.constantFrom(...CATEGORIES).map((category): Route => ({ name: 'category', category })),
);

describe('hrefOf', () => {
  it('gives back the route parseRoute reads (every route of spec 000 §2 and spec 001 §2)', () => {
    fc.assert(
      fc.property(route, (r) => {
        expect(parseRoute(`#${hrefOf(r)}`)).toEqual(r);
      }),
      RUNS,
    );
  });

  it('gives back the dev screen in debug mode', () => {
    expect(parseRoute(`#${hrefOf({ name: 'dev' })}`, { debug: true })).toEqual({ name: 'dev' });
  });

  it('writes readable paths for the common routes', () => {
    expect(hrefOf({ name: 'restaurant', restaurantId: 1001, menuId: '5521' })).toBe('/1001/5521/');
    expect(hrefOf({ name: 'thankyou', orderNumber: '2611210001' })).toBe(
      '/checkout/thankyou!!/?order_number=2611210001',
    );
    expect(decodeURIComponent(hrefOf({ name: 'category', category: '치킨' }))).toBe('/치킨/');
  });
});
