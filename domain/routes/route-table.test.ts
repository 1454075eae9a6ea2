import { describe, expect, it } from 'vitest';
import { hrefOf } from './route-href.ts';
import { parseRoute, routeRedirect } from './route-table.ts';

describe('route table', () => {
  it('parses home, with reset and query flags (spec 001 §2 "Home with query parameters redirects to plain home. A reset parameter clears stored state first.")', () => {
    expect(parseRoute('#/')).toEqual({ name: 'home', reset: false, hadQuery: false });
    expect(parseRoute('')).toEqual({ name: 'home', reset: false, hadQuery: false });
    const withQuery = parseRoute('#/?reset=1');
    expect(withQuery).toEqual({ name: 'home', reset: true, hadQuery: true });
    expect(routeRedirect(withQuery, '/')).toBe('/');
    expect(routeRedirect(parseRoute('#/'), '/')).toBeNull();
  });

  it('sends home to /전체/ in the embedded mode (spec 001 §2 "In the partner-embedded mode the home is /전체/")', () => {
    expect(routeRedirect(parseRoute('#/'), '/전체/')).toBe('/전체/');
  });

  it('reads numeric segments as restaurants (spec 000 §2 "/{restaurant_id}/ | Restaurant page. The id is a positive number whose first digit is 1-9.")', () => {
    expect(parseRoute('#/254671/')).toEqual({ name: 'restaurant', restaurantId: 254671 });
    expect(parseRoute('#/0254671/').name).toBe('notFound');
  });

  it('reads a restaurant with a menu id (spec 000 §2 "/{restaurant_id}/{menu_id}/ | Restaurant page where the matching menu item opens automatically.")', () => {
    expect(parseRoute('#/254671/5521/')).toEqual({
      name: 'restaurant',
      restaurantId: 254671,
      menuId: '5521',
    });
  });

  it('carries the staff location query (spec 000 §2 "Restaurant page opened with lat, lng, zipcode and address query parameters sets the location from that point")', () => {
    const route = parseRoute('#/77/?lat=37.5&lng=127&zipcode=06236&address=%EC%84%9C%EC%9A%B8');
    expect(route).toEqual({
      name: 'restaurant',
      restaurantId: 77,
      staffLocation: { point: { lat: 37.5, lng: 127 }, zipcode: '06236', address: '서울' },
    });
  });

  it('reads district lists with optional category (spec 000 §2 "/{city}/{zipcode}/ and /{city}/{zipcode}/{category}/ | Restaurant list for a district, with optional category slug.")', () => {
    expect(parseRoute('#/서울/06236/')).toEqual({ name: 'district', city: '서울', zipcode: '06236' });
    expect(parseRoute('#/서울/06236/치킨/')).toEqual({
      name: 'district',
      city: '서울',
      zipcode: '06236',
      category: '치킨',
    });
    expect(parseRoute('#/서울/06236/전체/')).toEqual({ name: 'district', city: '서울', zipcode: '06236' });
  });

  it('refuses a non-digit zipcode or unknown category (spec 000 §2 "The zipcode segment must be digits.")', () => {
    expect(parseRoute('#/서울/강남/').name).toBe('notFound');
    expect(parseRoute('#/서울/06236/버거/').name).toBe('notFound');
  });

  it('percent-decodes Korean segments (spec 000 §2 "/{category}/ | Category list.")', () => {
    expect(parseRoute('#/%EC%A0%84%EC%B2%B4/')).toEqual({ name: 'category', category: '전체' });
    expect(parseRoute('#/치킨')).toEqual({ name: 'category', category: '치킨' });
    expect(parseRoute('#/%E0%A4%A/').name).toBe('notFound');
  });

  it('opens the picker at /location and /location/ (spec 000 §2 "/location and /location/ | Delivery location picker")', () => {
    expect(parseRoute('#/location')).toEqual({ name: 'location' });
    expect(parseRoute('#/location/')).toEqual({ name: 'location' });
    expect(routeRedirect({ name: 'location' }, '/')).toBeNull();
  });

  it('sends the mobile-card form target, a page of the gateway, home when it is reached as a route of the app', () => {
    expect(parseRoute('#/smilepay/next/MC-1/')).toEqual({ name: 'smilepayNext', orderId: 'MC-1' });
    expect(routeRedirect(parseRoute('#/smilepay/next/MC-1/'), '/')).toBe('/');
  });

  it('reads the ordering screens (spec 000 §2 "/checkout/thankyou!!/ | Order complete. An order_number query parameter is accepted.")', () => {
    expect(parseRoute('#/cart/')).toEqual({ name: 'cart' });
    expect(parseRoute('#/checkout/')).toEqual({ name: 'checkout' });
    expect(parseRoute('#/checkout/thankyou!!/?order_number=A123')).toEqual({
      name: 'thankyou',
      orderNumber: 'A123',
    });
    expect(parseRoute('#/checkout/thankyou!!/')).toEqual({ name: 'thankyou' });
    // jumun's extension: an order's page opened again, by its number
    expect(parseRoute('#/orders/20261121001/')).toEqual({ name: 'order', orderNumber: '20261121001' });
    expect(parseRoute('#/smilepay/next/O-9/')).toEqual({ name: 'smilepayNext', orderId: 'O-9' });
  });

  it("reads 주문내역, jumun's extension after the thank-you page", () => {
    expect(parseRoute('#/orders/')).toEqual({ name: 'orders' });
    expect(parseRoute('#/orders')).toEqual({ name: 'orders' });
    expect(hrefOf({ name: 'orders' })).toBe('/orders/');
  });

  it('carries the checkout popup query (spec 000 §2 "It also shows a popup from code and message query parameters.")', () => {
    expect(parseRoute('#/checkout/?code=E1&message=%EC%8B%A4%ED%8C%A8')).toEqual({
      name: 'checkout',
      popup: { code: 'E1', message: '실패' },
    });
  });

  it('reads the account and information pages (spec 001 §2 "/policy/, /privacy/, /efinance_agreement/, /collect_join/, /collect_member/, /collect_default/ | All show the terms screen.")', () => {
    expect(parseRoute('#/privacy/')).toEqual({ name: 'terms', doc: 'privacy' });
    expect(parseRoute('#/partner/12/')).toEqual({ name: 'partnerTerms', restaurantId: 12 });
    expect(parseRoute('#/trust/')).toEqual({ name: 'info', page: 'trust' });
    expect(parseRoute('#/login/')).toEqual({ name: 'login' });
    expect(parseRoute('#/notice/')).toEqual({ name: 'notices' });
    expect(parseRoute('#/notice/31/')).toEqual({ name: 'notice', noticeId: '31' });
    expect(parseRoute('#/faq/withdraw/')).toEqual({ name: 'faq', faqId: 'withdraw' });
    expect(parseRoute('#/event/5/')).toEqual({ name: 'event', eventId: '5' });
    expect(parseRoute('#/restaurants/')).toEqual({ name: 'restaurants' });
  });

  it('redirects /join/ to /login/ (spec 001 §2 "/join/ | Redirects to /login/.")', () => {
    expect(routeRedirect(parseRoute('#/join/'), '/')).toBe('/login/');
  });

  it('shows the dev screen only in debug mode (spec 001 §2 "dev screen | Only in debug mode.")', () => {
    expect(parseRoute('#/dev/', { debug: true })).toEqual({ name: 'dev' });
    expect(parseRoute('#/dev/').name).toBe('notFound');
  });

  it('redirects anything else home (spec 001 §2 "anything else | Redirects to home.")', () => {
    for (const hash of ['#/burger/', '#/cart/123/', '#/a/b/c/d/', '#/partner/0/', '#/event/1/2/']) {
      const route = parseRoute(hash);
      expect(route.name).toBe('notFound');
      expect(routeRedirect(route, '/')).toBe('/');
    }
  });
});
