import { describe, expect, it } from 'vitest';
import { chosen, draft } from '../cart/testing/cart-builders.ts';
import type { Cart } from '../cart/types.ts';
import { chickenMenu } from '../ports/in-memory/sample-catalog.ts';
import { categoryOf, productLines } from './product-lines.ts';

describe('product lines in the spec names (spec 000 §7 "Stock check": vendor_product_id, vendor_category_id, quantity, option_sections)', () => {
  it('sends the item id, its category, the amount and the chosen options by group id', () => {
    const cart: Cart = {
      restaurant_id: 1001,
      restaurant_name: '역삼 황금치킨',
      default_price: 0,
      items: [
        {
          ...draft({
            id: 5001,
            name: '후라이드치킨',
            price: 19500,
            subchoices: { taste: chosen(7001, [7102]), sauce: chosen(7002, [7201, 7202]) },
          }),
          amount: 2,
        },
      ],
    };
    expect(productLines(cart, chickenMenu)).toEqual([
      {
        vendor_product_id: 5001,
        vendor_category_id: 'chicken',
        quantity: 2,
        option_sections: [
          { section_id: 7001, option_ids: [7102] },
          { section_id: 7002, option_ids: [7201, 7202] },
        ],
        name: '후라이드치킨',
        unit_price: 19500,
      },
    ]);
  });

  it("takes the item's own category over a special one such as top_items", () => {
    const menu = [{ slug: 'top_items', name: '인기', items: chickenMenu[0]?.items ?? [] }, ...chickenMenu];
    expect(categoryOf(menu, 5001)).toBe('chicken');
    expect(categoryOf(menu, 424242)).toBe('');
  });
});
