import { describe, expect, it } from 'vitest';
import { thankYouEntry } from './thank-you-entry.ts';

const location = { sido: '서울', zipcode: '06236' };

describe('entering the thank-you page (spec 000 §4 "If data is missing it redirects home or to the district page.")', () => {
  it('loads the order named by order_number', () => {
    expect(thankYouEntry({ orderNumber: ' 2611210001 ', location })).toEqual({
      kind: 'load',
      orderNumber: '2611210001',
    });
  });

  it("without an order number goes to the district's list when a location is known", () => {
    expect(thankYouEntry({ orderNumber: undefined, location })).toEqual({
      kind: 'redirect',
      to: { name: 'district', city: '서울', zipcode: '06236' },
    });
    expect(thankYouEntry({ orderNumber: '  ', location })).toMatchObject({ kind: 'redirect' });
  });

  it('without an order number or a location goes home', () => {
    expect(thankYouEntry({ orderNumber: undefined, location: null })).toEqual({
      kind: 'redirect',
      to: { name: 'home', reset: false, hadQuery: false },
    });
  });
});
