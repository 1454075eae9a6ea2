import { describe, expect, it } from 'vitest';
import { isOrderable, whyNotOrderable } from './item-orderability.ts';
import { aGroup, anItem, anOption } from './testing/menu-builders.ts';

describe('whyNotOrderable', () => {
  it('refuses a sold-out item (spec 000 §5 "A sold-out item gives "메뉴가 품절이에요".")', () => {
    expect(whyNotOrderable(anItem({ soldout: true }))).toEqual({
      code: 'MENU_SOLD_OUT',
      message: '메뉴가 품절이에요',
    });
  });

  it('refuses a mandatory group without options (spec 000 §5 "A mandatory group without options gives "필수 항목을 선택할 수 없어요".")', () => {
    const item = anItem({ subchoices: [aGroup({ slug: 'g', mandatory: true })] });
    expect(whyNotOrderable(item)).toEqual({
      code: 'OPTION_GROUP_EMPTY',
      message: '필수 항목을 선택할 수 없어요',
    });
  });

  it('refuses a mandatory group that cannot reach its count with options in stock (spec 000 §5 "A mandatory group without options gives "필수 항목을 선택할 수 없어요".")', () => {
    const subchoices = [anOption({ slug: 'a' }), anOption({ slug: 'b', soldout: true })];
    const g = aGroup({ slug: 'g', mandatory: true, multiple: true, multiple_count: 2, subchoices });
    expect(whyNotOrderable(anItem({ subchoices: [g] }))?.code).toBe('OPTION_GROUP_EMPTY');
  });

  it('accepts an optional group without options (spec 000 §5 "A mandatory group without options gives "필수 항목을 선택할 수 없어요".")', () => {
    expect(isOrderable(anItem({ subchoices: [aGroup({ slug: 'g' })] }))).toBe(true);
  });

  it('refuses a menu with a deposit option on the web (spec 000 §5 "A menu with a deposit (reusable-cup) subchoice cannot be ordered on the web (a message says to use the app).")', () => {
    const cup = anOption({ slug: 'cup', has_deposit: true });
    const item = anItem({ subchoices: [aGroup({ slug: 'g', subchoices: [cup] })] });
    expect(whyNotOrderable(item)?.code).toBe('MENU_HAS_DEPOSIT');
  });

  it('accepts a plain item (spec 000 §5 "Ordering is enabled only when all groups are satisfied.")', () => {
    expect(whyNotOrderable(anItem())).toBeNull();
  });
});

describe('isOrderable', () => {
  it('is false for an item with a reason not to order it (spec 000 §5 "A sold-out item gives "메뉴가 품절이에요".")', () => {
    expect(isOrderable(anItem({ soldout: true }))).toBe(false);
  });
});
