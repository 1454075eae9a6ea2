// The header's way back per sub-page: given a route and where the customer has been, then where the
// link goes and what it is called.
import { describe, expect, it } from 'vitest';
import { backLinkOf } from './back-link.ts';

const context = { cartRestaurantId: 1001, history: ['/', '/1001/', '/cart/'], home: '/' };

describe('the back link', () => {
  it('takes the cart back to its restaurant and checkout back to the cart', () => {
    expect(backLinkOf({ name: 'cart' }, context)).toEqual({ href: '/1001/', label: '메뉴로 돌아가기' });
    expect(backLinkOf({ name: 'checkout' }, context)).toEqual({ href: '/cart/', label: '주문표로 돌아가기' });
  });

  it('takes one notice to the list, and the other information pages to where the customer came from', () => {
    expect(backLinkOf({ name: 'notice', noticeId: '3' }, context)).toEqual({
      href: '/notice/',
      label: '뒤로',
    });
    // the current path recorded already, or not yet
    expect(backLinkOf({ name: 'faq' }, { ...context, history: ['/', '/1001/', '/faq/'] })).toEqual({
      href: '/1001/',
      label: '뒤로',
    });
    expect(backLinkOf({ name: 'terms', doc: 'privacy' }, context)?.href).toBe('/cart/');
    // opened directly: home
    expect(backLinkOf({ name: 'notices' }, { ...context, history: ['/notice/'] })?.href).toBe('/');
  });

  it('takes 주문내역 back to where the customer opened it from, else home', () => {
    expect(backLinkOf({ name: 'orders' }, { ...context, history: ['/', '/1001/', '/orders/'] })).toEqual({
      href: '/1001/',
      label: '뒤로',
    });
    expect(backLinkOf({ name: 'orders' }, { ...context, history: [] })?.href).toBe('/');
  });

  it('gives none to the screens reached from the header or the footer themselves', () => {
    expect(backLinkOf({ name: 'home', reset: false, hadQuery: false }, context)).toBeNull();
    expect(backLinkOf({ name: 'restaurant', restaurantId: 1001 }, context)).toBeNull();
    expect(backLinkOf({ name: 'cart' }, { ...context, cartRestaurantId: null })).toBeNull();
  });

  it('names the way back in English (issue "English")', () => {
    expect(backLinkOf({ name: 'cart' }, context, 'en')).toEqual({ href: '/1001/', label: 'Back to menu' });
    expect(backLinkOf({ name: 'checkout' }, context, 'en')).toEqual({
      href: '/cart/',
      label: 'Back to cart',
    });
    expect(backLinkOf({ name: 'faq' }, context, 'en')?.label).toBe('Back');
    expect(backLinkOf({ name: 'cart' }, context, 'ko')?.label).toBe('메뉴로 돌아가기');
  });
});
