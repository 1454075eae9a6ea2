import { describe, expect, it } from 'vitest';
import { baseRestaurant } from '../ports/in-memory/sample-catalog.ts';
import { restaurantCardFacts } from './card-facts.ts';

const NOW = '2026-11-21T12:00:00+09:00';
const GUIDE =
  'UI guide "Restaurant card: logo (radius 8), name, "★ 4.7 · 리뷰 273 · ...", "12,000원 이상 배달", "배달요금 3,000원""';

describe('a restaurant card', () => {
  it(`says rating, reviews, minimum order and fee as the guide writes them (${GUIDE})`, () => {
    const facts = restaurantCardFacts(
      {
        ...baseRestaurant,
        review_avg: 4.7,
        review_count: 1273,
        min_order_amount: 12000,
        estimated_delivery_time: '40~50분',
      },
      NOW,
    );
    expect(facts).toMatchObject({
      rating: '4.7',
      reviews: '리뷰 1,273',
      minOrder: '12,000원 이상 배달',
      fee: '배달요금 3,000원',
      deliveryTime: '40~50분',
      onlinePayment: true,
      closed: false,
      appOnly: false,
    });
  });

  it('shows no star without a rating, 무료 for no fee, and no online mark without online payment', () => {
    const facts = restaurantCardFacts(
      {
        ...baseRestaurant,
        review_avg: null,
        rating: null,
        review_count: 0,
        delivery_fee: 0,
        payment_methods: ['cash'],
      },
      NOW,
    );
    expect(facts).toMatchObject({
      rating: null,
      reviews: '리뷰 0',
      fee: '배달요금 무료',
      onlinePayment: false,
      deliveryTime: null,
    });
  });

  it('shows the highest tier fee, marked as one that drops (spec 000 §9 "descending order-amount tiers")', () => {
    const tiers = [
      { order_amount: 0, delivery_fee: 4000 },
      { order_amount: 20000, delivery_fee: 3000 },
      { order_amount: 50000, delivery_fee: 0 },
    ];
    const facts = restaurantCardFacts(
      { ...baseRestaurant, delivery_fee: 4000, delivery_fee_by_order_amounts: { basic: tiers } },
      NOW,
    );
    expect(facts.fee).toBe('배달요금 4,000원~');
  });

  it('badges a percent discount only inside its window (spec 000 §3 "discount_from, discount_until")', () => {
    const within = {
      ...baseRestaurant,
      discount_percent: 10,
      discount_from: '2026-11-01T00:00:00+09:00',
      discount_until: '2026-11-30T00:00:00+09:00',
    };
    expect(restaurantCardFacts(within, NOW).badges).toEqual(['10% 할인']);
    expect(
      restaurantCardFacts({ ...within, discount_until: '2026-11-20T00:00:00+09:00' }, NOW).badges,
    ).toEqual([]);
    expect(
      restaurantCardFacts(
        { ...within, discount_from: '2027-01-01T00:00:00+09:00', discount_until: null },
        NOW,
      ).badges,
    ).toEqual([]);
  });

  it('badges the additional delivery discount, member-only and per-menu ones as such (spec 000 §3 "discounts.additional.delivery")', () => {
    const delivery = { amount: 2000, discount_mov: 20000, is_per_menu: false, only_for_member: false };
    const facts = (d: typeof delivery) =>
      restaurantCardFacts({ ...baseRestaurant, discounts: { additional: { delivery: d } } }, NOW).badges;
    expect(facts(delivery)).toEqual(['배달할인 2,000원']);
    expect(facts({ ...delivery, only_for_member: true })).toEqual(['회원 배달할인 2,000원']);
    expect(facts({ ...delivery, is_per_menu: true })).toEqual(['메뉴별 배달할인']);
    expect(facts({ ...delivery, amount: 0 })).toEqual([]);
  });

  it('marks a closed and an app-only restaurant (spec 000 §3 "open", "serving_type (\'od\' = app-only)")', () => {
    expect(restaurantCardFacts({ ...baseRestaurant, open: false }, NOW).closed).toBe(true);
    expect(restaurantCardFacts({ ...baseRestaurant, serving_type: 'od' }, NOW).appOnly).toBe(true);
  });

  it('says when a closed restaurant opens where an open one says its delivery time (issue: no opening time anywhere)', () => {
    const closed = {
      ...baseRestaurant,
      open: false,
      estimated_delivery_time: '25~35분',
      open_hours: [{ from: '18:00', to: '04:00' }],
    };
    expect(restaurantCardFacts(closed, NOW)).toMatchObject({
      closed: true,
      deliveryTime: null,
      opening: '오후 6:00 오픈',
    });
    const byOwner = { ...closed, open_hours: undefined, open_time_description: '매일 11:00 - 02:00' };
    expect(restaurantCardFacts(byOwner, NOW).opening).toBe('영업시간 매일 11:00 - 02:00');
    expect(restaurantCardFacts({ ...closed, open: true }, NOW)).toMatchObject({
      deliveryTime: '25~35분',
      opening: null,
    });
  });

  it('says the same facts in English, won as ₩ (issue "English")', () => {
    const facts = restaurantCardFacts(
      {
        ...baseRestaurant,
        review_avg: 4.7,
        review_count: 1273,
        min_order_amount: 12000,
        estimated_delivery_time: '40~50분',
        discount_percent: 10,
        discount_from: null,
        discount_until: null,
        discounts: {
          additional: {
            delivery: { amount: 2000, discount_mov: 20000, is_per_menu: false, only_for_member: true },
          },
        },
      },
      NOW,
      'en',
    );
    expect(facts).toMatchObject({
      rating: '4.7',
      reviews: '1,273 reviews',
      minOrder: '₩12,000 min. order',
      fee: 'Delivery ₩3,000',
      deliveryTime: '40–50 min',
      badges: ['10% off', 'Members: ₩2,000 off delivery'],
    });
    const one = restaurantCardFacts({ ...baseRestaurant, review_count: 1, delivery_fee: 0 }, NOW, 'en');
    expect(one.reviews).toBe('1 review');
    expect(one.fee).toBe('Free delivery');
    const tiers = [
      { order_amount: 0, delivery_fee: 4000 },
      { order_amount: 20000, delivery_fee: 0 },
    ];
    expect(
      restaurantCardFacts(
        { ...baseRestaurant, delivery_fee: 4000, delivery_fee_by_order_amounts: { basic: tiers } },
        NOW,
        'en',
      ).fee,
    ).toBe('Delivery up to ₩4,000');
  });

  it("says in English when a closed restaurant opens; the owner's words about the hours are shown as written", () => {
    const closed = { ...baseRestaurant, open: false, open_hours: [{ from: '18:00', to: '04:00' }] };
    expect(restaurantCardFacts(closed, NOW, 'en').opening).toBe('Opens at 6:00 PM');
    expect(restaurantCardFacts(closed, '2026-11-21T05:00:00+09:00', 'en').opening).toBe('Opens at 6:00 PM');
    const lunch = { ...closed, open_hours: [{ from: '11:30', to: '15:00' }] };
    expect(restaurantCardFacts(lunch, '2026-11-21T22:30:00+09:00', 'en').opening).toBe(
      'Opens tomorrow at 11:30 AM',
    );
    const byOwner = { ...closed, open_hours: undefined, open_time_description: '매일 11:00 - 02:00' };
    expect(restaurantCardFacts(byOwner, NOW, 'en').opening).toBe('Hours: 매일 11:00 - 02:00');
    expect(restaurantCardFacts(closed, NOW, 'ko').opening).toBe('오후 6:00 오픈');
  });
});
