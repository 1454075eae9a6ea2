// Scenario restaurants 1010-1015: the percent discount (active in 2026-11, expired, in the future,
// open-ended) and the additional delivery discounts (per menu, member-only).
import { CATALOGUES } from '../menus/index.mjs';

/** November 2026, the month of the seed's "now": a discount window that is active. */
export const ACTIVE_NOV = {
  discount_from: '2026-11-01T00:00:00+09:00',
  discount_until: '2026-11-30T23:59:59+09:00',
};

/** 1010 역삼 진짜장: a percent discount active now: 10%, 2026-11-01 to 2026-11-30. */
export function percentDiscountActive({ buildMenu }) {
  return {
    id: 1010,
    name: '역삼 진짜장',
    kind: 'chinese',
    categories: ['중국집'],
    dong: '역삼동',
    discount_percent: 10,
    ...ACTIVE_NOV,
    menu: buildMenu(1010, CATALOGUES.chinese.menu),
  };
}

/** 1011 서초 뼈해장국 본가: a percent discount that has expired: 15%, 2026-06-01 to 2026-08-31. */
export function percentDiscountExpired({ buildMenu }) {
  return {
    id: 1011,
    name: '서초 뼈해장국 본가',
    kind: 'gukbap',
    categories: ['한식', '야식'],
    dong: '서초동',
    discount_percent: 15,
    discount_from: '2026-06-01T00:00:00+09:00',
    discount_until: '2026-08-31T23:59:59+09:00',
    menu: buildMenu(1011, CATALOGUES.gukbap.menu),
  };
}

/** 1012 반포 스테이크하우스: a percent discount in the future (20%, 2027-01); min order 20,000원. */
export function percentDiscountInTheFuture({ buildMenu }) {
  return {
    id: 1012,
    name: '반포 스테이크하우스',
    kind: 'pasta',
    categories: ['피자양식'],
    dong: '반포동',
    min_order_amount: 20000,
    discount_percent: 20,
    discount_from: '2027-01-01T00:00:00+09:00',
    discount_until: '2027-01-31T23:59:59+09:00',
    menu: buildMenu(1012, STEAKHOUSE_MENU),
  };
}

// biome-ignore format: a data table, one row per line
const STEAKHOUSE_MENU = [
  ['스테이크', 'steak', [['채끝 스테이크 (200g)', 'striploin', 29000], ['안심 스테이크 (180g)', 'tenderloin', 34000],
    ['목살 스테이크', 'pork-neck-steak', 19000]]],
  ...CATALOGUES.pasta.menu,
];

/** 1013 대치 카츠앤우동: an open-ended percent discount: 5% from 2026-10-01, discount_until null. */
export function percentDiscountOpenEnded({ buildMenu }) {
  return {
    id: 1013,
    name: '대치 카츠앤우동',
    kind: 'tonkatsu',
    categories: ['일식돈까스'],
    dong: '대치동',
    discount_percent: 5,
    discount_from: '2026-10-01T00:00:00+09:00',
    discount_until: null,
    menu: buildMenu(1013, CATALOGUES.tonkatsu.menu),
  };
}

/**
 * 1014 대치 엄마손분식: a per-menu additional delivery discount (is_per_menu): discounts.additional
 * on four items (1,000원, then 500원 each), repeated in the additional_discount_items category.
 */
export function perMenuDeliveryDiscount({ buildMenu, allItems }) {
  const menu = buildMenu(1014, CATALOGUES.bunsik.menu);
  const discounted = allItems(menu).slice(0, 4);
  for (const [n, item] of discounted.entries()) item.discounts = { additional: n === 0 ? 1000 : 500 };
  return {
    id: 1014,
    name: '대치 엄마손분식',
    kind: 'bunsik',
    categories: ['분식'],
    dong: '대치동',
    min_order_amount: 10000,
    delivery_fee: 3000,
    discounts: {
      additional: {
        delivery: { amount: 1000, discount_mov: 0, is_per_menu: true, only_for_member: false },
      },
    },
    menu: [{ slug: 'additional_discount_items', name: '추가 할인 메뉴', items: discounted }, ...menu],
  };
}

/** 1015 삼성 명품족발: a member-only additional delivery discount: 2,000원 from 20,000원 (discount_mov). */
export function memberOnlyDeliveryDiscount({ buildMenu }) {
  return {
    id: 1015,
    name: '삼성 명품족발',
    kind: 'jokbal',
    categories: ['족발보쌈', '야식'],
    dong: '삼성동',
    min_order_amount: 25000,
    delivery_fee: 3000,
    discounts: {
      additional: {
        delivery: { amount: 2000, discount_mov: 20000, is_per_menu: false, only_for_member: true },
      },
    },
    menu: buildMenu(1015, CATALOGUES.jokbal.menu),
  };
}
