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

  it('says a failed $every by the first item that does not match, not the whole list', () => {
    const read = {
      stock: [
        { name: '후라이드치킨', stock: 3 },
        { name: '콜라', stock: -1 },
        { name: '사이다', stock: -2 },
      ],
    };
    expect(checkAssertions(read, { stock: { $every: { stock: { $gte: 0 } } } })).toEqual([
      {
        path: 'stock.1',
        expected: { stock: { $gte: 0 } },
        actual: { name: '콜라', stock: -1 },
        missing: false,
      },
    ]);
    // beside another operator it is said whole
    expect(checkAssertions(read, { stock: { $every: { stock: { $gte: 0 } }, $len: 3 } })[0]?.path).toBe(
      'stock',
    );
  });
});
