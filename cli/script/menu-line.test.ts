import { describe, expect, it } from 'vitest';
import { menuEditType, parseMenuEdit } from './menu-line.ts';
import { parseScript } from './script-line.ts';

describe('a menu line', () => {
  it("reads a price change and an option's sold-out flag", () => {
    expect(parseMenuEdit({ menu: { restaurantId: 1004, item: '불고기 도시락', price: 9500 } })).toEqual({
      restaurantId: 1004,
      change: { item: '불고기 도시락', price: 9500 },
    });
    const soldOut = parseMenuEdit({
      menu: { restaurantId: 1004, item: '제육 도시락', group: '밥 양', option: '곱빼기', soldout: true },
    });
    expect(typeof soldOut !== 'string' && menuEditType(soldOut)).toBe('menu 제육 도시락 곱빼기');
  });

  it('refuses what is no change, naming the field, with did-you-mean', () => {
    expect(parseMenuEdit({ menu: { restaurantId: 1004, item: '불고기 도시락', prise: 1 } })).toMatch(
      /unknown "prise"; did you mean "price"\?/,
    );
    expect(parseMenuEdit({ menu: { item: '불고기 도시락', price: 1 } })).toMatch(/names its "restaurantId"/);
    expect(parseMenuEdit({ menu: { restaurantId: 1004, item: '불고기 도시락' } })).toMatch(
      /"price" or "soldout"/,
    );
    expect(parseMenuEdit({ menu: { restaurantId: 1004, item: '불고기 도시락', price: 1.5 } })).toMatch(
      /"price" is a whole number/,
    );
    expect(parseMenuEdit({ menu: 'price', restaurantId: 1004 })).toMatch(/holds only "menu"/);
  });

  it('is a line of a script, refused with its line number when wrong', () => {
    const script = parseScript(
      '{"menu":{"restaurantId":1004,"item":"불고기 도시락","price":9500}}\n{"menu":{"restaurantId":1004,"item":"x"}}',
    );
    expect(script).toMatchObject({
      ok: false,
      errors: [{ line: 2, message: expect.stringMatching(/"price" or "soldout"/) }],
    });
  });
});
