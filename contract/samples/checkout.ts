// Valid examples: stock check, coupon, server cart, discount info, payment methods, order.
import { featureConfiguration } from '../checkout-meta.ts';
import type { Samples } from './sample.ts';

const productLine = {
  vendor_product_id: 5000101,
  vendor_category_id: 'chicken',
  quantity: 2,
  option_sections: [{ section_id: 7001, option_ids: [7102] }],
  additionalIngredientSets: [],
};

const couponBody = {
  restaurant_id: 1000101,
  coupon_code: 'WELCOME3000',
  phone: '01012345678',
  payment: 'onlycard' as const,
  serving_type: 'vd' as const,
};

const cartAnswer = {
  customer_cart: {
    uuid: 'c5a1e0f2-7d4b-4c61-9a0e-3f2b1d6c8e90',
    signature: 'sig-3f2b1d6c',
    adm_code: '1168064000',
    cart: {
      items: [
        {
          vendor_product_id: 5000101,
          name: '후라이드치킨',
          quantity: 2,
          price: 19000,
          discounts: [
            { type: 'additional_discount_per_menu', amount: -1000, meta: { applied_item_quantity: 2 } },
          ],
          option_sections: [{ section_id: 7001, option_ids: [7102] }],
        },
      ],
      items_total: 38000,
      delivery_fee: 1000,
      discounts: [{ type: 'restaurant_discount', amount: -3800 }],
      total: 35200,
    },
  },
  meta: {
    delivery_info: {
      adm_code: '1168064000',
      minimum_order_value: 15000,
      free_delivery_threshold: 40000,
      delivery_fee_by_order_amounts: { basic: [{ order_amount: 0, delivery_fee: 3000 }] },
    },
    errors: [],
  },
};

export const orderBody = {
  cart_uuid: 'c5a1e0f2-7d4b-4c61-9a0e-3f2b1d6c8e90',
  cart_signature: 'sig-3f2b1d6c',
  customer: {
    id: '900001',
    lat: 37.498168,
    lng: 127.02761,
    address: { street_name: '역삼동', road_name: '테헤란로', street_number: '152', adm_code: '1168064000' },
    address_detail: {
      sido: '서울',
      gugun: '강남구',
      admin_dong: '역삼1동',
      dong: '역삼동',
      bunji: '823',
      road: '테헤란로',
      building: '강남파이낸스센터',
      ri: null,
    },
    phone: '01012345678',
    phone_uuid: 'a8f1c2d3',
  },
  delivery_info: {
    email: 'minji@example.com',
    street_number: '152',
    phone: '01012345678',
    use_safety_number: true,
    user_comment: '문 앞에 놓아주세요',
    extra_comments: '',
    expected_takeout_time: null,
    visitor_count: null,
    expected_visit_time: null,
  },
  agreements: { third_party_provision: true, efinance: true },
  payment: {
    service: 'onlycard' as const,
    user_benefits: { coupons: [{ code: 'WELCOME3000', amount: 3000 }] },
    total: 32200,
  },
  serving_type: 'vd' as const,
  customer_id: '900001',
  lat: 37.498168,
  lng: 127.02761,
};

export const orderResult = {
  order_number: '20261120-000123',
  payment_url: null,
  payment_amount: 32200,
  payment_method: 'naverpay',
  discounts: { coupon: -3000 },
  restaurant: { id: 1000101, name: '역삼 황금치킨' },
  total_order_amount: 35200,
  clientId: 'np_client_1',
  mode: 'development',
  chainId: 'chain-1',
  merchantUserKey: '900001',
  merchantPayKey: '20261120-000123',
  productName: '후라이드치킨 외 1건',
  productCount: 2,
  productItems: [
    { categoryType: 'FOOD', categoryId: 'DELIVERY', uid: '5000101', name: '후라이드치킨', count: 2 },
  ],
  totalPayAmount: 32200,
  taxScopeAmount: 32200,
  taxExScopeAmount: 0,
  returnUrl: 'https://jumun.example/#/checkout/thankyou!!/',
};

export const checkoutSamples: Samples = {
  'stock.check': {
    params: { restaurant_id: '1000101' },
    body: {
      restaurant_id: 1000101,
      customer_id: '900001',
      items: [productLine],
      lat: 37.498168,
      lng: 127.02761,
      discount_info: null,
    },
    response: {
      success: false,
      title: '재고 부족',
      body: '후라이드치킨의 남은 수량은 1개입니다.',
      all: false,
      items: [{ vendor_product_id: 5000101, name: '후라이드치킨', stock_amount: 1, quantity: 2 }],
    },
  },
  'coupon.check': {
    params: { restaurant_id: '1000101' },
    body: couponBody,
    response: { status_code: 200, coupon_discount: 3000, error_msg: '' },
  },
  'coupon.disuse': { params: { restaurant_id: '1000101' }, body: couponBody, response: { success: true } },
  'cart.submit': {
    params: { customer_id: '900001', restaurant_id: '1000101' },
    body: { products: [productLine], lat: 37.498168, lng: 127.02761, payment_type: 'online' },
    response: cartAnswer,
  },
  'cart.refresh': {
    params: { customer_id: '900001', restaurant_id: '1000101' },
    body: {
      lat: 37.498168,
      lng: 127.02761,
      customer_id: '900001',
      restaurant_id: 1000101,
      yotimedeal_offer_id: null,
      payment_type: 'offline',
    },
    response: {
      customer_cart: null,
      meta: {
        delivery_info: null,
        errors: [{ message: '지금은 주문할 수 없는 시간입니다.', type: 'closed' }],
      },
    },
  },
  'checkout.discount-info': {
    params: { restaurant_id: '1000101', lat: '37.498168', lng: '127.02761' },
    body: {
      restaurant_id: 1000101,
      lat: 37.498168,
      lng: 127.02761,
      serving_type: 'vd',
      service_type: 'food',
      yotimedeal_offer_id: null,
      cart: { uuid: 'c5a1e0f2-7d4b-4c61-9a0e-3f2b1d6c8e90', signature: 'sig-3f2b1d6c' },
      payment_type: 'online',
      user_agent: 'Mozilla/5.0 (iPhone)',
      customer_id: '900001',
      configuration: { feature_configuration: featureConfiguration },
    },
    response: {
      checkout_meta_discount_info: { additional_discount: { amount: -1000, meta: { can_use_coupon: true } } },
      available_discount_info: { online_payment: { additional_discount: -1000, restaurant_discount: -3800 } },
    },
  },
  'payment.methods': {
    params: {},
    query: { merchant_type: 'MOBILE_WEB' },
    response: [
      { checkout_method_type: 'CARD', name: '신용카드', available: true },
      { checkout_method_type: 'NAVERPAY', name: '네이버페이', available: true, icon_url: 'naverpay.png' },
    ],
  },
  'order.submit': {
    params: { customer_id: '900001', lat: '37.498168', lng: '127.02761' },
    body: orderBody,
    response: orderResult,
    failure: { errors: [['coupon', '이미 사용된 쿠폰입니다.']], stock_info: null },
  },
  'order.legacy-submit': {
    params: { city: 'seoul', slug: 'yeoksam-golden-chicken' },
    body: orderBody,
    response: {
      ...orderResult,
      OrderId: 'SP20261120000123',
      Moid: '20261120-000123',
      ResultCode: '0000',
      ResultMsg: '성공',
      TxnId: 'T0001',
    },
    failure: { error_code: 500, error_message: '서비스에 문제가 발생했습니다.' },
  },
  'order.info': {
    params: { order_number: '20261120-000123' },
    response: {
      order_number: '20261120-000123',
      restaurant_id: 1000101,
      restaurant_name: '역삼 황금치킨',
      status: 'ACCEPTED',
      items: [
        {
          name: '후라이드치킨',
          quantity: 2,
          price: 19000,
          options: [{ group: '맛', name: '양념', price: 1000 }],
        },
      ],
      total_order_amount: 35200,
      delivery_fee: 1000,
      discount_amount: -3000,
      payment_amount: 32200,
      payment_method: 'onlycard',
      min_order_amount: 15000,
      address: '서울 강남구 테헤란로 152',
      created_at: '2026-11-20T19:30:00+09:00',
      items_total: 38000,
      discounts: [
        { type: 'restaurant_discount', amount: -3800 },
        { type: 'coupon', amount: -3000 },
      ],
      user_comment: '문 앞에 두고 벨 눌러주세요',
    },
  },
};
