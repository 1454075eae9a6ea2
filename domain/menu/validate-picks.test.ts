import { describe, expect, it } from 'vitest';
import { rejectionText } from '../i18n/rejection-text.ts';
import { aGroup, anItem, anOption } from './testing/menu-builders.ts';
import { validatePicks } from './validate-picks.ts';

const size = aGroup({
  slug: 'size',
  id: 10,
  name: '사이즈',
  mandatory: true,
  subchoices: [
    anOption({ slug: 'small', id: 11, price: 0 }),
    anOption({ slug: 'large', id: 12, price: 2_000 }),
  ],
});
const toppings = aGroup({
  slug: 'toppings',
  id: 20,
  name: '토핑',
  multiple: true,
  multiple_count: 2,
  subchoices: [
    anOption({ slug: 'cheese', id: 21, name: '치즈', price: 1_000 }),
    anOption({ slug: 'egg', id: 22, name: '계란', price: 500 }),
    anOption({ slug: 'ham', id: 23, price: 700, soldout: true }),
  ],
});
const item = anItem({ price: 10_000, discounted_price: 9_000, subchoices: [size, toppings] });

describe('validatePicks', () => {
  it('resolves the chosen groups and the unit price (spec 000 §4 "Cart total = default_price plus the sum of price times amount.")', () => {
    const result = validatePicks(item, { size: ['large'], toppings: ['egg', 'cheese'] });
    expect(result).toEqual({
      ok: true,
      value: {
        basePrice: 9_000,
        unitPrice: 12_500,
        subchoices: {
          size: {
            id: 10,
            name: '사이즈',
            multiple: false,
            items: [{ id: 12, slug: 'large', name: 'large', price: 2_000 }],
          },
          toppings: {
            id: 20,
            name: '토핑',
            multiple: true,
            items: [
              { id: 21, slug: 'cheese', name: '치즈', price: 1_000 },
              { id: 22, slug: 'egg', name: '계란', price: 500 },
            ],
          },
        },
      },
    });
  });

  it('accepts option ids and group ids (spec 000 §3 "Each option has slug, id, name, price, stock_amount.")', () => {
    const bySlug = validatePicks(item, { size: ['large'], toppings: ['cheese'] });
    expect(validatePicks(item, { '10': [12], toppings: ['21'] })).toEqual(bySlug);
  });

  it('uses the price when there is no discounted price (spec 000 §3 "Menu item: id, name, slug, price, discounted_price")', () => {
    const result = validatePicks({ ...item, discounted_price: null }, { size: ['small'] });
    expect(result.ok && result.value.unitPrice).toBe(10_000);
  });

  it('rejects an unknown group or option (spec 000 §3 "Subchoice group: slug, id, name, mandatory, multiple, multiple_count, subchoices.")', () => {
    expect(validatePicks(item, { size: ['small'], sauce: ['x'] })).toMatchObject({
      ok: false,
      rejection: { code: 'OPTION_GROUP_NAME_UNKNOWN', message: expect.stringContaining("'sauce'") },
    });
    expect(validatePicks(item, { size: ['medium'] })).toMatchObject({
      ok: false,
      rejection: {
        code: 'OPTION_NAME_UNKNOWN',
        message: expect.stringContaining("'medium' 옵션이 없습니다"),
      },
    });
  });

  it('rejects a sold-out option (spec 000 §3 "Each option has slug, id, name, price, stock_amount.")', () => {
    expect(validatePicks(item, { size: ['small'], toppings: ['ham'] })).toMatchObject({
      ok: false,
      rejection: { code: 'OPTION_SOLD_OUT' },
    });
  });

  it('rejects too many picks (spec 000 §5 "For a multiple group with multiple_count over 0, choosing more than the count is refused with "최대 N개 까지 선택 가능합니다."")', () => {
    const wide = { ...item, subchoices: [size, { ...toppings, multiple_count: 1 }] };
    expect(validatePicks(wide, { size: ['small'], toppings: ['cheese', 'egg'] })).toEqual({
      ok: false,
      rejection: { code: 'OPTION_MAX_EXCEEDED', message: '최대 1개 까지 선택 가능합니다.', params: { n: 1 } },
    });
  });

  it('rejects an unsatisfied mandatory group by name (spec 000 §5 "Ordering is enabled only when all groups are satisfied.")', () => {
    expect(validatePicks(item, { toppings: ['cheese'] })).toEqual({
      ok: false,
      rejection: {
        code: 'OPTION_GROUP_UNSATISFIED',
        message: '사이즈를 선택해주세요.',
        params: { group: '사이즈' },
      },
    });
  });

  it('counts the same option named twice once (spec 000 §4 "Adding an item with the same option combination raises its amount.")', () => {
    const result = validatePicks(item, { size: ['small', 'small', 11] });
    expect(result.ok && result.value.subchoices.size?.items).toHaveLength(1);
  });

  it('rejects a sold-out item before looking at picks (spec 000 §5 "A sold-out item gives "메뉴가 품절이에요".")', () => {
    expect(validatePicks({ ...item, soldout: true }, { size: ['small'] })).toMatchObject({
      ok: false,
      rejection: { code: 'MENU_SOLD_OUT' },
    });
  });

  it('says "없음" in Korean and "none" in English for a group with no names (issue "English")', () => {
    const bare = anItem({ name: '물', subchoices: [] });
    const result = validatePicks(bare, { sauce: ['mild'] });
    if (result.ok) throw new Error('expected a refusal');
    expect(result.rejection.message).toBe("물에는 'sauce' 옵션 그룹이 없습니다. 옵션 그룹: 없음");
    expect(rejectionText(result.rejection, 'en')).toBe("물 has no option group 'sauce'. Option groups: none");
    expect(rejectionText(result.rejection, 'ko')).toBe(result.rejection.message);
  });
});

describe('validatePicks of options the group does not have', () => {
  it('refuses an unknown id, given as a number or as digits, with the spec\'s text (spec 000 §5 "Menu options")', () => {
    for (const ref of [99, '99', '999']) {
      expect(validatePicks(item, { size: [ref] })).toMatchObject({
        ok: false,
        rejection: { code: 'OPTION_UNKNOWN' },
      });
    }
  });

  it('refuses a name that is not digits alone as a name the group lacks, with the names it has', () => {
    for (const ref of ['12abc', 'abc12', 'huge']) {
      expect(validatePicks(item, { size: [ref] })).toMatchObject({
        ok: false,
        rejection: { code: 'OPTION_NAME_UNKNOWN', params: { names: 'small, large' } },
      });
    }
  });

  it('finds an option by its id as digits, and lists only the groups with picks', () => {
    const result = validatePicks(item, { size: ['12'], toppings: [] });
    expect(result.ok && Object.keys(result.value.subchoices)).toEqual(['size']);
    expect(result.ok && result.value.unitPrice).toBe(11_000);
  });
});

describe('validatePicks of an option given as a number', () => {
  it('reads any number as an id, whole or not (the gateway’s wire form)', () => {
    for (const ref of [-1, 1.5]) {
      expect(validatePicks(item, { size: [ref] })).toMatchObject({
        ok: false,
        rejection: { code: 'OPTION_UNKNOWN' },
      });
    }
  });
});
