import { describe, expect, it } from 'vitest';
import { changeLine, diffValues } from './projection-diff.ts';

describe('diffValues', () => {
  it('names each changed leaf by its dot path, and a whole value that came or went', () => {
    const before = { cart: { total: 0, items: [{ name: '치킨', amount: 1 }] }, session: { location: null } };
    const after = {
      cart: {
        total: 19000,
        items: [
          { name: '치킨', amount: 2 },
          { name: '콜라', amount: 1 },
        ],
      },
      session: { location: { zipcode: '06236' } },
    };
    expect(diffValues(before, after).map((c) => changeLine(c))).toEqual([
      '~ cart.total: 0 → 19000',
      '~ cart.items.0.amount: 1 → 2',
      '+ cart.items.1: {"name":"콜라","amount":1}',
      '~ session.location: null → {"zipcode":"06236"}',
    ]);
    expect(diffValues(after, before).map((c) => changeLine(c))[2]).toBe(
      '- cart.items.1: {"name":"콜라","amount":1}',
    );
  });

  it('finds nothing between equal values, the same object or not', () => {
    const value = { a: [1, { b: 'c' }] };
    expect(diffValues(value, value)).toEqual([]);
    expect(diffValues(value, JSON.parse(JSON.stringify(value)))).toEqual([]);
  });

  it('cuts long values at the limit', () => {
    expect(changeLine({ kind: 'added', path: 'x', after: 'a'.repeat(20) }, 10)).toBe('+ x: "aaaaaaaa…');
  });
});
