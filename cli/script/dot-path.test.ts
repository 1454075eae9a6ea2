import { describe, expect, it } from 'vitest';
import { checkAssertions, lookup } from './dot-path.ts';

const projections = {
  cart: { items: [{ name: '후라이드치킨', options: { 맛: ['양념'] } }], total: 38000 },
  checkout: { redirectUrl: '/sandbox/pg/2611210007', orderNumber: null },
};

describe('assertion paths', () => {
  it('walks objects and arrays, with .length and indices', () => {
    expect(lookup(projections, 'cart.items.length')).toEqual({ found: true, value: 1 });
    expect(lookup(projections, 'cart.items.0.options')).toEqual({ found: true, value: { 맛: ['양념'] } });
    expect(lookup(projections, 'cart.items.1.name')).toEqual({ found: false, at: 'cart.items.1' });
  });

  it('compares exactly, or by {"$regex"} for values that vary', () => {
    expect(
      checkAssertions(projections, {
        'cart.total': 38000,
        'cart.items.0.options': { 맛: ['양념'] },
        'checkout.redirectUrl': { $regex: '^/sandbox/pg/\\d+$' },
        'checkout.orderNumber': null,
      }),
    ).toEqual([]);
    expect(
      checkAssertions(projections, { 'checkout.orderNumber': { $regex: '.' }, 'cart.total': 1 }),
    ).toEqual([
      { path: 'checkout.orderNumber', expected: { $regex: '.' }, actual: null, missing: false },
      { path: 'cart.total', expected: 1, actual: 38000, missing: false },
    ]);
  });
});
