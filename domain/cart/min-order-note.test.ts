import { describe, expect, it } from 'vitest';
import { minOrderNote } from './min-order-note.ts';

describe('minOrderNote', () => {
  it('names the minimum and what is missing while the items fall short', () => {
    // given 12,000원 of items at a restaurant whose minimum is 15,000원 (shortfall 3,000원)
    expect(minOrderNote({ itemsTotal: 12_000, shortfall: 3_000 })).toEqual({ min: 15_000, shortfall: 3_000 });
  });

  it('is gone once the minimum is met', () => {
    expect(minOrderNote({ itemsTotal: 18_000, shortfall: 0 })).toBeNull();
  });
});
