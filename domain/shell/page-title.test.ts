import { describe, expect, it } from 'vitest';
import { pageTitle, SITE_TITLE } from './page-title.ts';

describe('page titles (spec 001 §4 "Route changes ... page titles")', () => {
  it('is the site title at home and on unknown routes', () => {
    expect(pageTitle({ name: 'home', reset: false, hadQuery: false })).toBe(SITE_TITLE);
    expect(pageTitle({ name: 'notFound', path: '/x/y/z/w/' })).toBe(SITE_TITLE);
  });

  it('names the screen', () => {
    expect(pageTitle({ name: 'cart' })).toBe('주문표 | 주문');
    expect(pageTitle({ name: 'checkout' })).toBe('주문하기 | 주문');
    expect(pageTitle({ name: 'login' })).toBe('로그인 | 주문');
    expect(pageTitle({ name: 'terms', doc: 'privacy' })).toBe('개인정보처리방침 | 주문');
    expect(pageTitle({ name: 'info', page: 'bpg' })).toBe('최저가 보상제 | 주문');
    expect(pageTitle({ name: 'notice', noticeId: '3' })).toBe('공지사항 | 주문');
  });

  it('names the restaurant once known, and the category of a list', () => {
    expect(pageTitle({ name: 'restaurant', restaurantId: 1001 })).toBe('음식점 | 주문');
    expect(pageTitle({ name: 'restaurant', restaurantId: 1001 }, '역삼치킨')).toBe('역삼치킨 | 주문');
    expect(pageTitle({ name: 'category', category: '치킨' })).toBe('치킨 | 주문');
    expect(pageTitle({ name: 'district', city: '서울', zipcode: '06236' })).toBe('음식점 목록 | 주문');
    expect(pageTitle({ name: 'district', city: '서울', zipcode: '06236', category: '피자양식' })).toBe(
      '피자양식 | 주문',
    );
  });

  it('speaks English, the brand in Latin letters and a category by its English name (issue "English")', () => {
    expect(pageTitle({ name: 'home', reset: false, hadQuery: false }, null, 'en')).toBe(
      'jumun — food delivery from your neighbourhood',
    );
    expect(pageTitle({ name: 'cart' }, null, 'en')).toBe('Cart | jumun');
    expect(pageTitle({ name: 'terms', doc: 'privacy' }, null, 'en')).toBe('Privacy policy | jumun');
    expect(pageTitle({ name: 'info', page: 'bpg' }, null, 'en')).toBe('Best price guarantee | jumun');
    expect(pageTitle({ name: 'restaurant', restaurantId: 1001 }, null, 'en')).toBe('Restaurant | jumun');
    // a restaurant's name is data: shown as it is
    expect(pageTitle({ name: 'restaurant', restaurantId: 1001 }, '역삼치킨', 'en')).toBe('역삼치킨 | jumun');
    expect(pageTitle({ name: 'category', category: '치킨' }, null, 'en')).toBe('Chicken | jumun');
    expect(pageTitle({ name: 'district', city: '서울', zipcode: '06236' }, null, 'en')).toBe(
      'Restaurants | jumun',
    );
    expect(
      pageTitle({ name: 'district', city: '서울', zipcode: '06236', category: '피자양식' }, null, 'en'),
    ).toBe('Pizza & Western | jumun');
  });

  it('has an English title for every screen with a Korean one, with no Hangul', () => {
    const routes = [
      { name: 'download' },
      { name: 'location' },
      { name: 'checkout' },
      { name: 'thankyou', orderId: '1' },
      { name: 'orders' },
      { name: 'login' },
      { name: 'withdraw' },
      { name: 'faq' },
      { name: 'terms', doc: 'collect_join' },
      { name: 'info', page: 'sellerinfo' },
    ] as const;
    for (const route of routes) expect(pageTitle(route as never, null, 'en')).not.toMatch(/[가-힣]/);
  });
});
