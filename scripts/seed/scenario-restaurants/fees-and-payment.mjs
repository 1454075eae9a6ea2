// Scenario restaurants for the order's money: delivery-fee tiers, a minimum order that cannot be
// topped up, online payment only and no cash.
import { CATALOGUES } from '../menus/index.mjs';

/**
 * 1016 서초 본가 중화요리: delivery-fee tiers: 4,000원; 3,000원 from 20,000원; 1,000원 from
 * 30,000원; free from 50,000원.
 */
export function deliveryFeeTiers({ buildMenu }) {
  return {
    id: 1016,
    name: '서초 본가 중화요리',
    kind: 'chinese',
    categories: ['중국집'],
    dong: '서초동',
    min_order_amount: 14000,
    delivery_fee: 4000,
    free_delivery_threshold: 50000,
    delivery_fee_by_order_amounts: {
      basic: [
        { order_amount: 0, delivery_fee: 4000 },
        { order_amount: 20000, delivery_fee: 3000 },
        { order_amount: 30000, delivery_fee: 1000 },
      ],
    },
    menu: buildMenu(1016, CATALOGUES.chinese.menu),
  };
}

/** 1017 잠원 한우곰탕: min order 20,000원 with unorderable_under_min_order_value: no topping up a shortfall. */
export function noTopUpUnderMinimum({ buildMenu }) {
  return {
    id: 1017,
    name: '잠원 한우곰탕',
    kind: 'korean',
    categories: ['한식'],
    dong: '잠원동',
    min_order_amount: 20000,
    unorderable_under_min_order_value: true,
    menu: buildMenu(1017, GOMTANG_MENU),
  };
}

// biome-ignore format: a data table, one row per line
const GOMTANG_MENU = [
  ['곰탕', 'gomtang', [['한우 곰탕', 'hanwoo-gomtang', 13000], ['특 곰탕', 'special-gomtang', 17000],
    ['꼬리 곰탕', 'oxtail-gomtang', 22000], ['수육 (소)', 'suyuk-small', 28000]]],
  ['추가', 'extra', [['공기밥', 'rice', 1000], ['깍두기 추가', 'kkakdugi', 1000]]],
];

/** 1021 역삼 연어포케: online payment only, delivery fee 0 (1인분주문). */
export function onlinePaymentOnly({ buildMenu }) {
  return {
    id: 1021,
    name: '역삼 연어포케',
    kind: 'sushi',
    categories: ['1인분주문', '일식돈까스'],
    dong: '역삼동',
    payment_methods: ['online'],
    min_order_amount: 9000,
    delivery_fee: 0,
    menu: buildMenu(1021, POKE_MENU),
  };
}

// biome-ignore format: a data table, one row per line
const POKE_MENU = [
  ['포케', 'poke', [['연어 포케', 'salmon-poke', 11900, ['dosirakRice']], ['참치 포케', 'tuna-poke', 11900, ['dosirakRice']],
    ['새우 아보카도 포케', 'shrimp-poke', 12900], ['두부 포케', 'tofu-poke', 9900]]],
  ['음료', 'drink', [['콤부차', 'kombucha', 3500], ['탄산수', 'sparkling', 2000]]],
];

/** 1022 논현 마라탕 대가: except_cash: online and creditcard only. Five items. */
export function exceptCash({ buildMenu }) {
  return {
    id: 1022,
    name: '논현 마라탕 대가',
    kind: 'chinese',
    categories: ['중국집', '1인분주문'],
    dong: '논현동',
    payment_methods: ['online', 'creditcard'],
    except_cash: true,
    min_order_amount: 13000,
    menu: buildMenu(1022, MALATANG_MENU),
  };
}

// biome-ignore format: a data table, one row per line
const MALATANG_MENU = [
  ['마라', 'mala', [['마라탕 (1인)', 'malatang', 11000, ['fireLevel', 'bunsikTopping']],
    ['마라샹궈 (1인)', 'malaxiangguo', 17000, ['fireLevel']], ['마라 볶음밥', 'mala-fried-rice', 9000]]],
  ['사이드', 'side', [['꿔바로우 (소)', 'guobaorou', 13000], ['중국 당면 추가', 'glass-noodle', 2000]]],
];
