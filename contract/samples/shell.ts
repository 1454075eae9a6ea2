// Valid examples: geo, content and poll calls.
import type { Samples } from './sample.ts';

const place = {
  address: '서울 강남구 역삼동 823',
  road_address: '서울 강남구 테헤란로 152',
  zipcode: '06236',
  point: { lat: 37.4995, lng: 127.0366 },
  sido: '서울',
  sigugun: '강남구',
  dongmyun: '역삼동',
  adm_code: '1168064000',
  parts: {
    law: { sido: '서울', sigugun: '강남구', dongmyun: '역삼동', ri: null, detail: '823' },
    road: { sido: '서울', sigugun: '강남구', dongmyun: '테헤란로', ri: null, detail: '152' },
    admin: null,
  },
};

export const shellSamples: Samples = {
  'geo.reverse-geocode': { params: {}, query: { lat: '37.4995', lng: '127.0366' }, response: place },
  'geo.geocode': { params: {}, query: { address: '테헤란로 152' }, response: { total: 1, items: [place] } },
  'geo.district-search': {
    params: {},
    query: { query: '역삼', lat: '37.498168', lng: '127.02761' },
    response: { total: 12, items: [place] },
  },
  'geo.restaurants-available': {
    params: {},
    query: { point: '37.4995,127.0366' },
    response: { zip_code: '06236', message: '' },
  },
  'geo.place-extra-info': {
    params: {},
    query: { place_id: 'np-1234' },
    response: {
      place_id: 'np-1234',
      restaurant_id: 1000101,
      address: '서울 강남구 역삼동 823-1',
      zipcode: '06236',
      point: { lat: 37.4995, lng: 127.029 },
    },
    failure: { error_code: 'NOT_AVAILABLE', error_message: '일시적인 오류입니다.' },
  },
  'content.banners': {
    params: {},
    response: [
      {
        id: 1,
        event_name: 'welcome_1',
        image_url: 'banner-1.jpg',
        link_url: '/event/1/',
        tracking_url: '{"tracking_ga":"home_banner_1"}',
        tracking_code: { tracking_ga: 'home_banner_1' },
      },
    ],
  },
  'content.proxy': {
    params: {},
    query: { url: 'https://jumun.example/notices/1.html' },
    response: '<h1>공지</h1>',
  },
  'content.service-info': {
    params: {},
    response: {
      promotion_banners: [
        {
          code: 'mobile.front',
          closed: false,
          start_date: '2026-11-01',
          end_date: '2026-11-30T23:59:59+09:00',
          images: { android_high: 'promo.png' },
        },
      ],
      max_sms_verification_time: 5,
    },
  },
  'content.service-status': { params: {}, response: { active: true, content: '서버 점검 중입니다.' } },
  'content.notices': {
    params: {},
    response: [
      {
        id: 1,
        type: 'DEFAULT',
        url: 'https://jumun.example/notices/1.html',
        is_read: false,
        title: '개인정보처리방침 개정 안내',
        created_at: '2026-11-01T09:00:00+09:00',
      },
    ],
  },
  'content.faq': {
    params: {},
    response: [
      { id: 1, section: 'withdraw', question: '탈퇴는 어떻게 하나요?', answer_html: '<p>내 정보에서</p>' },
    ],
  },
  'content.event': {
    params: { event_id: '1' },
    response: { id: 1, event_name: 'welcome_1', html: '<p>첫 주문 3,000원 할인</p>', tracking_url: null },
  },
  'content.template': {
    params: { template_name: 'checkout.html' },
    query: { version: '2026.11.1' },
    response: '<div></div>',
  },
  'poll.choices': {
    params: {},
    query: { order_number: '20261120-000123' },
    response: [
      { number: 1, text: '맛있어서', has_text: false },
      { number: 9, text: '기타', has_text: true },
    ],
  },
  'poll.submit': {
    params: {},
    query: { order_number: '20261120-000123', number: '9', text: '빨라요', uniq_key: 'u-1' },
    response: { success: true },
  },
};
