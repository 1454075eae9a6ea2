// @vitest-environment happy-dom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRoute } from '../../domain/routes/route-table.ts';
import { SPLASH_COOKIE } from '../../domain/shell/app-download-splash.ts';
import {
  type FirstScreen,
  firstScreenOf,
  fitPrerenderedHome,
  keepsAppBanner,
} from './first-screen-choice.ts';

const nothingStored = { get: () => null };
const storing = (area: string, key: string) => ({
  get: (a: string, k: string) => (a === area && k === key ? '[]' : null),
});

describe('the first screen index.html shows before the app runs', () => {
  it('keeps the prerendered home only for plain home with nothing stored', () => {
    const cases: [string, FirstScreen][] = [
      ['', 'home'],
      ['#', 'home'],
      ['#/', 'home'],
      ['#/1001/', 'restaurant'],
      ['#/1001/17/', 'restaurant'],
      ['#/checkout/', 'screen'],
      ['#/checkout/?code=D&message=x', 'screen'],
      ['#/checkout/thankyou!!/?order_number=1', 'screen'],
      ['#/전체/', 'screen'],
      ['#/location/', 'screen'],
      ['#/?entry=partner_app', 'screen'],
      ['#/?reset', 'screen'],
      ['#/no-such-page/', 'screen'],
    ];
    expect(cases.map(([hash]) => [hash, firstScreenOf(hash, nothingStored)])).toEqual(cases);
  });

  it("reads the hash as the app's route table does", () => {
    const asRouted = (hash: string): FirstScreen => {
      const route = parseRoute(hash);
      if (route.name === 'restaurant') return route.name;
      return route.name === 'home' && !route.hadQuery ? 'home' : 'screen';
    };
    const hashes = [
      '#!/1001/',
      '/1001',
      'checkout',
      '#/?',
      '#/?reset',
      '#/0/',
      '#/01/',
      '#/1001/%20/',
      '#/1001/ /',
      '#/1001/17/18/',
      '#/99999999999999999999/',
      '#/%E0%A4%A/',
      '#/%31%30%30%31/',
      '#/1001/?lat=37.5&lng=127&zipcode=06236&address=x',
      '#/checkout/thankyou!!/',
      '#/checkout/x/',
      '#/checkout/?',
      '#/서울/06236/',
      '#/partner/1001/',
      '#/orders/1001/',
    ];
    for (const hash of hashes)
      expect([hash, firstScreenOf(hash, nothingStored)]).toEqual([hash, asRouted(hash)]);
    const segment = fc.oneof(
      fc.constantFrom('', '1001', '0', '17', 'checkout', 'orders', '전체', '%20', '%zz', '?', '?a=1', '!!'),
      fc.string({ maxLength: 4 }),
    );
    fc.assert(
      fc.property(
        fc.constantFrom('#/', '#', '', '#!/'),
        fc.array(segment, { maxLength: 4 }),
        (start, parts) => {
          const hash = `${start}${parts.join('/')}`;
          expect(firstScreenOf(hash, nothingStored)).toBe(asRouted(hash));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('stands a skeleton in for home when a stored log or a partner mode may change what it draws', () => {
    expect(firstScreenOf('#/', storing('session', 'events'))).toBe('screen');
    expect(firstScreenOf('#/', storing('session', 'partner_mode'))).toBe('screen');
    expect(firstScreenOf('#/', storing('local', 'device_id'))).toBe('home');
    expect(firstScreenOf('#/1001/', storing('session', 'events'))).toBe('restaurant');
  });

  it("keeps the prerendered app banner on a phone's page unless hidden within the day", () => {
    const now = Date.UTC(2026, 0, 15, 3);
    expect(keepsAppBanner({ mobile: true, cookies: '', now })).toBe(true);
    expect(keepsAppBanner({ mobile: true, cookies: 'a=1', now })).toBe(true);
    expect(keepsAppBanner({ mobile: false, cookies: '', now })).toBe(false);
    expect(keepsAppBanner({ mobile: true, cookies: `${SPLASH_COOKIE}=${now - 60_000}`, now })).toBe(false);
    expect(keepsAppBanner({ mobile: true, cookies: `${SPLASH_COOKIE}=${now - 25 * 3_600_000}`, now })).toBe(
      true,
    );
  });

  it('drops the banner from the prerendered home where it does not show, and only the banner', () => {
    const root = document.createElement('div');
    root.innerHTML = '<header>주문</header><aside data-app-banner="">앱</aside><main>홈</main>';
    fitPrerenderedHome(root, { mobile: true, cookies: '', now: 0 });
    expect(root.textContent).toBe('주문앱홈');
    fitPrerenderedHome(root, { mobile: false, cookies: '', now: 0 });
    expect(root.textContent).toBe('주문홈');
    fitPrerenderedHome(root, { mobile: false, cookies: '', now: 0 });
    expect(root.textContent).toBe('주문홈');
  });
});
