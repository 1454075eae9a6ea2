// A small catalogue for tests of the store and workflows: a chicken place with an option group,
// a stock-managed bakery, a restaurant with a required disposable item, and a member-only offer.
import type { MenuCategory } from '../../menu/types.ts';
import type { Restaurant } from '../../restaurant/types.ts';
import type { InMemoryCatalog } from './gateway.ts';

export const baseRestaurant: Restaurant = {
  id: 1001,
  name: '역삼 황금치킨',
  serving_type: 'vd',
  open: true,
  reachable: true,
  address: '서울 강남구 역삼동 823-1',
  categories: ['치킨'],
  payment_methods: ['online', 'creditcard', 'cash'],
  except_cash: false,
  min_order_amount: 15000,
  delivery_fee: 3000,
  free_delivery_threshold: 40000,
  delivery_fee_by_order_amounts: null,
  discount_percent: null,
  discount_from: null,
  discount_until: null,
  discounts: null,
  rating: 4.7,
  review_avg: 4.7,
  review_count: 2,
  open_time_description: '매일 11:00 - 02:00',
  stock_management: false,
  has_disposable_menu: false,
  unorderable_under_min_order_value: false,
  default_price: 0,
};

export const chickenMenu: readonly MenuCategory[] = [
  {
    slug: 'chicken',
    name: '치킨',
    items: [
      {
        id: 5001,
        name: '후라이드치킨',
        slug: 'fried-chicken',
        price: 18000,
        discounted_price: null,
        soldout: false,
        stock_amount: 9999,
        subchoices: [
          {
            slug: 'taste',
            id: 7001,
            name: '맛 선택',
            mandatory: true,
            multiple: false,
            multiple_count: 0,
            subchoices: [
              { slug: 'plain', id: 7101, name: '후라이드', price: 0 },
              { slug: 'yangnyeom', id: 7102, name: '양념', price: 1000 },
            ],
          },
          {
            slug: 'sauce',
            id: 7002,
            name: '소스 추가',
            mandatory: false,
            multiple: true,
            multiple_count: 2,
            subchoices: [
              { slug: 'mustard', id: 7201, name: '허니머스타드', price: 500 },
              { slug: 'hot', id: 7202, name: '핫소스', price: 500 },
              { slug: 'garlic', id: 7203, name: '갈릭소스', price: 500 },
            ],
          },
        ],
      },
      {
        id: 5002,
        name: '치즈볼',
        slug: 'cheese-ball',
        price: 5000,
        discounted_price: null,
        soldout: false,
        stock_amount: 9999,
        subchoices: [],
      },
      {
        id: 5003,
        name: '반반치킨',
        slug: 'half-half',
        price: 19000,
        discounted_price: null,
        soldout: true,
        stock_amount: 9999,
        subchoices: [],
      },
    ],
  },
];

export const bakery: Restaurant = {
  ...baseRestaurant,
  id: 1002,
  name: '선릉 아침빵집',
  categories: ['카페디저트'],
  min_order_amount: 8000,
  delivery_fee: 2000,
  free_delivery_threshold: null,
  stock_management: true,
};

export const bakeryMenu: readonly MenuCategory[] = [
  {
    slug: 'bread',
    name: '빵',
    items: [
      {
        id: 6001,
        name: '소금빵',
        slug: 'salt-bread',
        price: 3500,
        discounted_price: null,
        soldout: false,
        stock_amount: 3,
        subchoices: [],
      },
      {
        id: 6002,
        name: '크루아상',
        slug: 'croissant',
        price: 4000,
        discounted_price: null,
        soldout: false,
        stock_amount: 9999,
        subchoices: [],
      },
    ],
  },
];

export const memberDeal: Restaurant = {
  ...baseRestaurant,
  id: 1003,
  name: '논현 회원할인 족발',
  categories: ['족발보쌈'],
  min_order_amount: 20000,
  discounts: {
    additional: {
      delivery: { amount: 2000, discount_mov: 30000, is_per_menu: false, only_for_member: true },
    },
  },
};

export const memberDealMenu: readonly MenuCategory[] = [
  {
    slug: 'jokbal',
    name: '족발',
    items: [
      {
        id: 8001,
        name: '앞다리 족발',
        slug: 'jokbal',
        price: 32000,
        discounted_price: null,
        soldout: false,
        stock_amount: 9999,
        subchoices: [],
      },
      {
        id: 8002,
        name: '막국수',
        slug: 'makguksu',
        price: 7000,
        discounted_price: null,
        soldout: false,
        stock_amount: 9999,
        subchoices: [],
      },
    ],
  },
];

export const sampleCatalog: InMemoryCatalog = {
  restaurants: [
    { restaurant: baseRestaurant, menu: chickenMenu },
    { restaurant: bakery, menu: bakeryMenu },
    { restaurant: memberDeal, menu: memberDealMenu },
  ],
  places: [
    {
      address: '서울 강남구 역삼동 823',
      road_address: '서울 강남구 테헤란로 152',
      zipcode: '06236',
      point: { lat: 37.4995, lng: 127.0366 },
      sido: '서울',
      sigugun: '강남구',
      dongmyun: '역삼동',
    },
    {
      address: '서울 서초구 서초동 1303',
      road_address: '서울 서초구 서초대로 411',
      zipcode: '06611',
      point: { lat: 37.4966, lng: 127.0248 },
      sido: '서울',
      sigugun: '서초구',
      dongmyun: '서초동',
    },
  ],
  coupons: [
    { code: 'WELCOME3000', amount: 3000 },
    { code: 'HUGE100000', amount: 100000 },
  ],
  users: [
    {
      customer_id: '900001',
      email: 'minji@example.com',
      password: 'Jumun!2026',
      account_origin: 'email',
      access_token: 'token-900001',
      refresh_token: null,
      state: null,
      password_change_required: false,
      phone: '01012345678',
    },
    {
      customer_id: '900002',
      email: 'leaving@example.com',
      password: 'Jumun!2026',
      account_origin: 'email',
      access_token: 'token-900002',
      refresh_token: null,
      state: 'WITHDRAWAL_RESERVED',
      password_change_required: false,
      phone: '01022223333',
    },
  ],
  pollChoices: [
    { number: 1, text: '빠른 배달', has_text: false },
    { number: 2, text: '기타', has_text: true },
  ],
  // Provider tokens: a joined naver member, a kakao member who asked to withdraw, and two accounts
  // not joined yet (naver gives an e-mail, kakao does not).
  socialAccounts: [
    {
      provider: 'naver',
      token: 'naver-minji',
      email: 'minji@naver.com',
      customer_id: '900011',
      state: null,
      phone: '01012345678',
    },
    {
      provider: 'kakao',
      token: 'kakao-leaving',
      email: null,
      customer_id: '900012',
      state: 'WITHDRAWAL_RESERVED',
    },
    { provider: 'naver', token: 'naver-new', email: 'newbie@naver.com', customer_id: null, state: null },
    { provider: 'kakao', token: 'kakao-new', email: null, customer_id: null, state: null },
  ],
};
