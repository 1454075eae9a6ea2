import { describe, expect, it } from 'vitest';
import type { MenuCategory, MenuItem } from '../menu/types.ts';
import { bakery, bakeryMenu, baseRestaurant, chickenMenu } from '../ports/in-memory/sample-catalog.ts';
import { changesText } from './change-text.ts';
import type { PastLine } from './past-lines.ts';
import { pastLinesOfOrder } from './past-lines.ts';
import { reorderLines } from './reorder-lines.ts';

const friedWithYangnyeom: PastLine = {
  menuItemId: 5001,
  name: '후라이드치킨',
  amount: 2,
  unitPrice: 19000,
  options: [{ groupId: 7001, groupName: '맛 선택', optionId: 7102, name: '양념', price: 1000 }],
  disposable: false,
};
const cheeseBalls: PastLine = {
  menuItemId: 5002,
  name: '치즈볼',
  amount: 1,
  unitPrice: 5000,
  options: [],
  disposable: false,
};

/** The chicken menu with one item changed. */
function menuWith(id: number, change: (item: MenuItem) => MenuItem): readonly MenuCategory[] {
  return chickenMenu.map((c) => ({ ...c, items: c.items.map((i) => (i.id === id ? change(i) : i)) }));
}

describe('reorderLines (재주문: a past order against today)', () => {
  it('puts the same lines in the cart, unchanged, when nothing changed', () => {
    const plan = reorderLines({
      restaurant: baseRestaurant,
      menu: chickenMenu,
      lines: [friedWithYangnyeom, cheeseBalls],
    });
    expect(plan.kind).toBe('planned');
    if (plan.kind !== 'planned') return;
    expect(plan.changes).toEqual([]);
    expect(plan.lines.map((l) => [l.name, l.amount, l.price])).toEqual([
      ['후라이드치킨', 2, 19000],
      ['치즈볼', 1, 5000],
    ]);
    expect(plan.lines[0]?.subchoices.taste?.items.map((o) => o.name)).toEqual(['양념']);
  });

  it("prices a line at today's price and says so", () => {
    const menu = menuWith(5001, (i) => ({ ...i, price: 20000 }));
    const plan = reorderLines({ restaurant: baseRestaurant, menu, lines: [friedWithYangnyeom] });
    expect(plan).toMatchObject({
      kind: 'planned',
      lines: [{ name: '후라이드치킨', price: 21000, amount: 2 }],
      changes: [{ kind: 'price-changed', menu: '후라이드치킨', from: 19000, to: 21000 }],
    });
    if (plan.kind === 'planned')
      expect(changesText(plan.changes)).toBe(
        '· 후라이드치킨: 가격이 19,000원에서 21,000원으로 바뀌었습니다.',
      );
  });

  it('drops a line whose option is sold out or gone, and one whose item is sold out or gone', () => {
    const soldOutOption = menuWith(5001, (i) => ({
      ...i,
      subchoices: i.subchoices.map((g) =>
        g.id === 7001
          ? { ...g, subchoices: g.subchoices.map((o) => (o.id === 7102 ? { ...o, soldout: true } : o)) }
          : g,
      ),
    }));
    expect(
      reorderLines({
        restaurant: baseRestaurant,
        menu: soldOutOption,
        lines: [friedWithYangnyeom, cheeseBalls],
      }),
    ).toMatchObject({
      kind: 'planned',
      lines: [{ name: '치즈볼' }],
      changes: [{ kind: 'option-sold-out', menu: '후라이드치킨', option: '양념' }],
    });
    const goneOption = menuWith(5001, (i) => ({
      ...i,
      subchoices: i.subchoices.map((g) =>
        g.id === 7001 ? { ...g, subchoices: g.subchoices.filter((o) => o.id !== 7102) } : g,
      ),
    }));
    const plan = reorderLines({ restaurant: baseRestaurant, menu: goneOption, lines: [friedWithYangnyeom] });
    expect(plan).toMatchObject({
      kind: 'planned',
      lines: [],
      changes: [{ kind: 'option-gone', option: '양념' }],
    });
    const soldOut = menuWith(5002, (i) => ({ ...i, soldout: true }));
    expect(reorderLines({ restaurant: baseRestaurant, menu: soldOut, lines: [cheeseBalls] })).toMatchObject({
      kind: 'planned',
      lines: [],
      changes: [{ kind: 'item-sold-out', menu: '치즈볼' }],
    });
    const gone = chickenMenu.map((c) => ({ ...c, items: c.items.filter((i) => i.id !== 5002) }));
    expect(reorderLines({ restaurant: baseRestaurant, menu: gone, lines: [cheeseBalls] })).toMatchObject({
      changes: [{ kind: 'item-gone', menu: '치즈볼' }],
    });
  });

  it('drops a line whose options no longer satisfy the menu (a group made mandatory)', () => {
    const stricter = menuWith(5001, (i) => ({
      ...i,
      subchoices: i.subchoices.map((g) => (g.id === 7002 ? { ...g, mandatory: true } : g)),
    }));
    expect(
      reorderLines({ restaurant: baseRestaurant, menu: stricter, lines: [friedWithYangnyeom] }),
    ).toMatchObject({
      lines: [],
      changes: [{ kind: 'options-changed', menu: '후라이드치킨' }],
    });
  });

  it('cuts an amount to the stock left, across the lines of one item', () => {
    const saltBread: PastLine = {
      ...cheeseBalls,
      menuItemId: 6001,
      name: '소금빵',
      unitPrice: 3500,
      amount: 2,
    };
    const plan = reorderLines({ restaurant: bakery, menu: bakeryMenu, lines: [saltBread, saltBread] });
    expect(plan).toMatchObject({
      kind: 'planned',
      lines: [
        { name: '소금빵', amount: 2 },
        { name: '소금빵', amount: 1 },
      ],
      changes: [{ kind: 'amount-reduced', menu: '소금빵', from: 2, to: 1 }],
    });
  });

  it("refuses a closed restaurant and one that does not deliver to the current address, in the reorder's words", () => {
    const closed = reorderLines({
      restaurant: { ...baseRestaurant, open: false },
      menu: chickenMenu,
      lines: [cheeseBalls],
    });
    expect(closed).toEqual({
      kind: 'refused',
      rejection: {
        code: 'REORDER_RESTAURANT_CLOSED',
        message: '역삼 황금치킨은 현재 배달 서비스가 제공 되지않아 재주문할 수 없습니다.',
        params: { restaurant: '역삼 황금치킨' },
      },
    });
    const far = reorderLines({
      restaurant: { ...baseRestaurant, reachable: false },
      menu: chickenMenu,
      lines: [cheeseBalls],
    });
    expect(far).toMatchObject({
      kind: 'refused',
      rejection: {
        code: 'REORDER_OUTSIDE_DELIVERY',
        message: '현재 배달 주소는 역삼 황금치킨의 배달 지역이 아닙니다. 주소를 수정해주세요.',
      },
    });
  });

  it('finds the lines of an order info without ids by their names', () => {
    const lines = pastLinesOfOrder({
      items: [
        {
          name: '후라이드치킨',
          quantity: 1,
          price: 19000,
          options: [{ group: '맛 선택', name: '양념', price: 1000 }],
        },
        { name: '치즈볼', quantity: 2, price: 5000 },
      ],
    });
    expect(reorderLines({ restaurant: baseRestaurant, menu: chickenMenu, lines })).toMatchObject({
      kind: 'planned',
      lines: [
        { id: 5001, amount: 1, price: 19000 },
        { id: 5002, amount: 2, price: 5000 },
      ],
      changes: [],
    });
  });
});

describe('reorderLines with a required disposable item', () => {
  const cutlery: MenuItem = {
    id: 9001,
    name: '일회용 수저',
    slug: 'cutlery',
    price: 0,
    discounted_price: null,
    soldout: false,
    stock_amount: null,
    subchoices: [
      {
        slug: 'want',
        id: 9100,
        name: '일회용 수저 받기',
        mandatory: true,
        multiple: false,
        multiple_count: 0,
        subchoices: [
          { slug: 'no', id: 9101, name: '안 받을게요', price: 0 },
          { slug: 'yes', id: 9102, name: '받을게요', price: 0 },
        ],
      },
    ],
  };
  const menu: readonly MenuCategory[] = [
    ...chickenMenu,
    { slug: 'disposable', name: '일회용품', ms_type: 'disposable', items: [cutlery] },
  ];
  const restaurant = { ...baseRestaurant, has_disposable_menu: true };
  const yes = { groupId: 9100, groupName: '일회용 수저 받기', optionId: 9102, name: '받을게요', price: 0 };
  const wanted: PastLine = {
    menuItemId: 9001,
    name: '일회용 수저',
    amount: 1,
    unitPrice: 0,
    options: [yes],
    disposable: true,
  };

  it("keeps the customer's own answer (받을게요), not the cart's default", () => {
    const plan = reorderLines({ restaurant, menu, lines: [cheeseBalls, wanted] });
    expect(plan.kind).toBe('planned');
    if (plan.kind !== 'planned') return;
    expect(plan.changes).toEqual([]);
    expect(
      plan.lines.map((l) => [l.name, Object.values(l.subchoices).flatMap((g) => g.items.map((o) => o.name))]),
    ).toEqual([
      ['치즈볼', []],
      ['일회용 수저', ['받을게요']],
    ]);
    expect(plan.lines[1]?.ms_type).toBe('disposable');
  });

  it("falls back to the cart's own rule when that answer is no longer offered", () => {
    const gone: PastLine = {
      ...wanted,
      options: [{ ...yes, optionId: 9199, name: '없는 선택' }],
    };
    const plan = reorderLines({ restaurant, menu, lines: [cheeseBalls, gone] });
    expect(plan).toMatchObject({ kind: 'planned', changes: [] });
    if (plan.kind === 'planned') expect(plan.lines.map((l) => l.name)).toEqual(['치즈볼', '일회용 수저']);
  });
});
