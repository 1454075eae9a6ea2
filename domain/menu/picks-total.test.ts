import { describe, expect, it } from 'vitest';
import { pickedTotal, pickedUnitPrice } from './picks-total.ts';
import { aGroup, anItem, anOption } from './testing/menu-builders.ts';
import { validatePicks } from './validate-picks.ts';

const item = anItem({
  price: 18_000,
  subchoices: [
    aGroup({
      slug: 'taste',
      mandatory: true,
      subchoices: [anOption({ slug: 'fried', id: 1 }), anOption({ slug: 'yangnyeom', id: 2, price: 1_000 })],
    }),
    aGroup({
      slug: 'sides',
      multiple: true,
      multiple_count: 3,
      subchoices: [
        anOption({ slug: 'cola', id: 3, price: 2_000 }),
        anOption({ slug: 'radish', id: 4, price: 500 }),
      ],
    }),
  ],
});

describe('pickedTotal', () => {
  it('is the base price times the amount before anything is picked', () => {
    expect(pickedTotal(item, {}, 2)).toBe(36_000);
  });

  it('adds every picked option, and agrees with validatePicks once the picks are complete', () => {
    // given a complete choice
    const selection = { taste: ['yangnyeom'], sides: ['cola', 'radish'] };
    // then the unit price is the one AddItem records, and the total is it times the amount
    const valid = validatePicks(item, selection);
    expect(valid.ok && valid.value.unitPrice).toBe(21_500);
    expect(pickedUnitPrice(item, selection)).toBe(21_500);
    expect(pickedTotal(item, selection, 3)).toBe(64_500);
  });

  it('starts from the discounted price when there is one', () => {
    expect(pickedTotal(anItem({ price: 5_000, discounted_price: 4_000 }), {}, 1)).toBe(4_000);
  });
});
