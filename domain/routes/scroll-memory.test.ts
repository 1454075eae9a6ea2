// Where a screen starts (issue: the list's place was lost when the customer came back to it).
import { describe, expect, it } from 'vitest';
import { scrollMemoryKey, scrollOnEnter } from './scroll-memory.ts';

describe('where a screen starts', () => {
  const chicken = { name: 'district', city: '서울', zipcode: '06236', category: '치킨' } as const;

  it('a list starts where it was left, kept under its path (its category is in it)', () => {
    const kept = new Map([[scrollMemoryKey(chicken) ?? '', 2400]]);
    expect(scrollOnEnter(chicken, kept)).toBe(2400);
    expect(scrollOnEnter({ name: 'district', city: '서울', zipcode: '06236' }, kept)).toBe(0);
    expect(scrollOnEnter({ name: 'restaurants' }, kept)).toBe(0);
  });

  it('every other screen starts at its top, whatever was kept', () => {
    const restaurant = { name: 'restaurant', restaurantId: 1001 } as const;
    expect(scrollMemoryKey(restaurant)).toBeNull();
    expect(scrollMemoryKey({ name: 'cart' })).toBeNull();
    expect(scrollOnEnter(restaurant, new Map([['/1001/', 500]]))).toBe(0);
  });
});
