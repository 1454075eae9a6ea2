// Scenario restaurants for the shape of a menu and its reviews: deposit options, 308 stock-managed
// items, five items and no reviews, menu edge cases, 35 reviews, a franchise's special categories.
import { CATALOGUES } from '../menus/index.mjs';

/**
 * 1018 강남 커피브루어스: a cafe with deposit options (다회용컵 with has_deposit, app only) on
 * 1018001 and 1018002; the regular 아메리카노 orders normally. Free delivery from 30,000원.
 */
export function depositOptions({ buildMenu }) {
  return {
    id: 1018,
    name: '강남 커피브루어스',
    kind: 'cafe',
    categories: ['카페디저트'],
    dong: '역삼동',
    min_order_amount: 10000,
    delivery_fee: 2000,
    free_delivery_threshold: 30000,
    menu: buildMenu(1018, COFFEE_BREWERS_MENU, { photoShare: 0.4, color: '#7B2D26' }),
  };
}

// biome-ignore format: a data table, one row per line
const COFFEE_BREWERS_MENU = [
  ['다회용컵 음료', 'reusable', [
    ['아메리카노 (다회용컵)', 'americano-reusable', 4500, ['cup', 'temperature'], '다회용컵 보증금 1,000원 (앱 전용)'],
    ['카페라떼 (다회용컵)', 'latte-reusable', 5000, ['cup', 'temperature']],
  ]],
  ...CATALOGUES.cafe.menu,
];

/**
 * 1019 해피마트24 역삼역점: a convenience store with 308 items, stock managed: most unlimited,
 * some low (1-60) and some sold out (0).
 */
export function convenienceStore({ cvsMenu, int }) {
  const stock = (n) => (n % 37 === 0 ? 0 : n % 23 === 0 ? int(1, 5) : n % 11 === 0 ? int(6, 60) : 9999);
  const menu = cvsMenu(1019, { stock });
  return {
    id: 1019,
    name: '해피마트24 역삼역점',
    kind: 'cvs',
    categories: ['편의점'],
    dong: '역삼동',
    open_time_description: '24시간 영업',
    stock_management: true,
    min_order_amount: 10000,
    delivery_fee: 3000,
    free_delivery_threshold: 30000,
    menu,
    reviewCount: 6,
  };
}

/** 1020 신사 옛날통닭: a five-item menu (10 or fewer: every category opens) and no reviews (rating null). */
export function fiveItemsNoReviews({ buildMenu }) {
  return {
    id: 1020,
    name: '신사 옛날통닭',
    kind: 'chicken',
    categories: ['치킨', '야식'],
    dong: '신사동',
    min_order_amount: 12000,
    delivery_fee: 2000,
    menu: buildMenu(1020, OLD_STYLE_CHICKEN_MENU),
    reviewCount: 0,
  };
}

// biome-ignore format: a data table, one row per line
const OLD_STYLE_CHICKEN_MENU = [
  ['통닭', 'tongdak', [['옛날통닭', 'old-style-chicken', 12000], ['양념 옛날통닭', 'old-style-yangnyeom', 13000],
    ['통닭 두 마리', 'two-chickens', 22000]]],
  ['음료', 'drink', [['콜라 1.25L', 'cola-1250', 2500], ['치킨무 추가', 'pickled-radish', 500]]],
];

/**
 * 1023 도곡 김밥일번지: menu edge cases: discounted prices (1023001 5,000→4,000원, 1023002
 * 7,000→6,000원), a sold-out item (1023006), a category entirely sold out (튀김·순대: stays
 * closed) and a mandatory group without options (쫄면 1023012, group 102399).
 */
export function menuEdgeCases({ buildMenu }) {
  const menu = buildMenu(1023, CATALOGUES.bunsik.menu);
  const [tteok, gimbap, fries, noodles] = menu;
  tteok.items[0].discounted_price = 4000;
  tteok.items[1].discounted_price = 6000;
  gimbap.items[1].soldout = true;
  for (const item of fries.items) item.soldout = true;
  noodles.items[0].subchoices.push({
    slug: 'noodle',
    id: 102399,
    name: '면 선택',
    mandatory: true,
    multiple: false,
    multiple_count: 0,
    subchoices: [],
  });
  noodles.items[0].industrial_info.description = '면 종류는 그날 준비된 것으로 골라 주세요';
  return {
    id: 1023,
    name: '도곡 김밥일번지',
    kind: 'bunsik',
    categories: ['분식'],
    dong: '도곡동',
    min_order_amount: 8000,
    delivery_fee: 2500,
    menu,
  };
}

/** 1024 역삼 순대국 명가: many reviews (35, four pages of 10), about half with photos. */
export function manyReviews({ buildMenu }) {
  return {
    id: 1024,
    name: '역삼 순대국 명가',
    kind: 'gukbap',
    categories: ['한식'],
    dong: '역삼동',
    min_order_amount: 9000,
    delivery_fee: 2000,
    menu: buildMenu(1024, CATALOGUES.gukbap.menu),
    reviewCount: 35,
    reviewOptions: { photoShare: 0.5 },
  };
}

/**
 * 1025 바삭통닭 역삼본점: a franchise (프랜차이즈 counts as sponsoring) with explicit top_items (6)
 * and photo_menu_items (4); every item has a photo.
 */
export function franchise({ buildMenu, allItems }) {
  const menu = buildMenu(1025, CATALOGUES.chicken.menu, { photoShare: 1, color: '#F3A712' });
  const items = allItems(menu);
  return {
    id: 1025,
    name: '바삭통닭 역삼본점',
    kind: 'chicken',
    categories: ['프랜차이즈', '치킨'],
    dong: '역삼동',
    min_order_amount: 16000,
    delivery_fee: 3000,
    free_delivery_threshold: 45000,
    menu: [
      { slug: 'top_items', name: '인기 메뉴', items: items.slice(0, 6) },
      { slug: 'photo_menu_items', name: '사진 메뉴', items: items.slice(0, 4) },
      ...menu,
    ],
    reviewCount: 12,
    reviewOptions: { photoShare: 0.4 },
  };
}
