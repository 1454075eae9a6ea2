// Valid examples: restaurant detail/list/search, menu, info, reviews.
import type { Samples } from './sample.ts';

export const restaurant = {
  id: 1000101,
  name: '역삼 황금치킨',
  serving_type: 'vd' as const,
  open: true,
  reachable: true,
  address: '서울 강남구 역삼동 823-1',
  categories: ['치킨', '프랜차이즈'],
  payment_methods: ['online' as const, 'creditcard' as const, 'cash' as const],
  except_cash: false,
  min_order_amount: 15000,
  delivery_fee: 3000,
  free_delivery_threshold: 40000,
  delivery_fee_by_order_amounts: {
    basic: [
      { order_amount: 0, delivery_fee: 3000 },
      { order_amount: 25000, delivery_fee: 1000 },
    ],
  },
  discount_percent: 10,
  discount_from: '2026-01-01T00:00:00+09:00',
  discount_until: '2027-12-31T23:59:59+09:00',
  discounts: {
    additional: {
      delivery: { amount: 1000, discount_mov: 20000, is_per_menu: false, only_for_member: true },
    },
  },
  rating: 4.7,
  review_avg: 4.7,
  review_count: 2,
  open_time_description: '매일 11:00 - 02:00',
  stock_management: false,
  has_disposable_menu: false,
  unorderable_under_min_order_value: false,
  default_price: 0,
  country_origin: '닭고기: 국내산',
  introduction_by_owner: { introduction_text: '매일 아침 손질한 국내산 닭만 씁니다.', images: [] },
  lat: 37.4995,
  lng: 127.029,
  is_open: true,
  adjusted_delivery_fee: 3000,
};

export const menuItem = {
  id: 5000101,
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
        { slug: 'plain', id: 7101, name: '기본', price: 0 },
        { slug: 'yangnyeom', id: 7102, name: '양념', price: 1000, stock_amount: 20, has_deposit: false },
      ],
    },
  ],
  industrial_info: { images: ['fried.jpg'], description: '바삭한 국내산 닭' },
  menu_set_id: null,
  discounts: { additional: 500 },
};

const review = {
  id: 9000101,
  nickname: '역삼동주민',
  rating: 5,
  comment: '바삭하고 맛있어요',
  created_at: '2026-11-20T19:30:00+09:00',
  menu_summary: '후라이드치킨 1',
  review_images: ['review-1.jpg'],
  reply: { comment: '감사합니다!', created_at: '2026-11-20T21:00:00+09:00' },
};

export const restaurantSamples: Samples = {
  'restaurant.detail': {
    params: { restaurant_id: '1000101' },
    query: { serving_type: 'vd', lat: '37.498168', lng: '127.02761', zip_code: '06236' },
    response: restaurant,
  },
  'restaurant.list': {
    params: {},
    query: { lat: '37.498168', lng: '127.02761', category: '치킨', order: 'rank', page: '1', items: '60' },
    response: {
      restaurants: [
        { ...restaurant, distance: 850, estimated_delivery_time: '30~40분', section: '우리동네' },
        { ...restaurant, id: 1026, open: false, open_hours: [{ from: '18:00', to: '04:00' }] },
      ],
      pagination: { current_page: 1, total_pages: 3, total_count: 150 },
    },
  },
  'restaurant.search': {
    params: {},
    query: { lat: '37.498168', lng: '127.02761', search: '치킨', incoming_service_type: 'food' },
    response: { restaurants: [restaurant], pagination: { current_page: 1, total_pages: 1 } },
  },
  'restaurant.menu': {
    params: { restaurant_id: '1000101' },
    query: { add_photo_menu: 'true', order_serving_type: 'vd', additional_discount_per_menu: 'false' },
    response: [
      { slug: 'top_items', name: '인기메뉴', items: [menuItem] },
      { slug: 'chicken', name: '치킨', items: [menuItem], section: '메인' },
      { slug: 'disposable', name: '일회용품', items: [], ms_type: 'disposable' },
    ],
  },
  'restaurant.info': {
    params: { restaurant_id: '1000101' },
    response: {
      restaurant_id: 1000101,
      name: '역삼 황금치킨',
      address: '서울 강남구 역삼동 823-1',
      open_time_description: '매일 11:00 - 02:00',
      country_origin: '닭고기: 국내산',
      introduction_by_owner: {
        introduction_text: '매일 아침 손질한 국내산 닭만 씁니다.',
        images: ['owner.jpg'],
      },
      images: ['store-1.jpg', 'store-2.jpg'],
      business: { company_name: '황금치킨 역삼점', registration_number: '123-45-67890' },
    },
  },
  'review.list': {
    params: { restaurant_id: '1000101' },
    query: { sort: 'time', count: '10', page: '1', only_photo_review: 'false' },
    response: [review, { ...review, id: 9000102, review_images: [], reply: null }],
  },
  'review.rating': { params: { restaurant_id: '1000101' }, response: { review_avg: 4.7, review_count: 2 } },
  'review.report': {
    params: { reply_id: '9000101' },
    response: { message: '신고되었습니다.', error_code: null },
  },
  'review.report-reply': {
    params: { reply_id: '9000101' },
    response: { message: '로그인이 필요합니다.', error_code: 401 },
  },
};
