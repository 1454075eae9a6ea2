// @module-tag browser
// The app's service worker (web/pwa/) as a returning customer meets it: registered on the first
// visit, in control from the second load; reopened with the network off, home and the last
// restaurant's menu show with the cart as it was, and checkout says that ordering needs the
// network; the customer's own calls are never answered from its cache.
import { createHash } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type AnyCall, callList, calls } from '../../contract/calls.ts';
import { messages } from '../../domain/messages.ts';
import { GANGNAM } from '../../gateway/catalog/testing/wire.ts';
import type { RunningGateway } from '../../gateway/start.ts';
import { CATALOGUE_CACHE, NETWORK_ONLY_FAMILIES } from '../pwa/cache-policy.ts';
import { addToCart, menuRow, openRestaurant } from './cart-steps.ts';
import { appUrl, axeViolations, newCustomer, shoot, startForFile } from './harness.ts';
import { callUrl, controller, fetchFromPage, workerActivated } from './pwa-steps.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));

/** The restaurant page's cart bar ("주문표(1)") and the header's cart ("주문표 1"). */
const cartBar = (page: Page) => page.getByRole('link', { name: /^주문표\(\d+\)/ });
const headerCart = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^주문표 \d+/ });
const categories = (page: Page) => page.getByRole('navigation', { name: '무엇을 드시고 싶으세요?' });

/** The URLs the worker keeps in the catalogue's cache, as paths with their queries. */
function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => {
      const url = new URL(request.url);
      return `${url.pathname}${url.search}`;
    });
  }, CATALOGUE_CACHE.name);
}

/** Opens the hash route as a reopened tab does: the document loaded again, not a hash change. */
async function reopen(page: Page, gatewayUrl: string, hashPath: string): Promise<void> {
  await page.goto(`${gatewayUrl}/#${hashPath}`);
  await page.reload();
}

describe('the service worker', () => {
  it('precaches the index.html the gateway serves, prerendered screens and all (its revision is that of the document)', async () => {
    const [html, worker] = await Promise.all(
      ['/index.html', '/sw.js'].map(async (path) => {
        const answer = await fetch(new URL(path, gateway.url), {
          headers: { 'accept-encoding': 'identity' },
        });
        expect(answer.status, path).toBe(200);
        return answer.text();
      }),
    );
    expect(html).toContain('data-first-screen="home"');
    const revision = createHash('md5')
      .update(html ?? '')
      .digest('hex');
    expect(worker).toContain(`{url:"index.html",revision:"${revision}"}`);
  });

  it('registers on the first visit (without the HTML sanitiser) and controls the page from the second load', async () => {
    const { page, context, errors } = await newCustomer(browser, { serviceWorker: true });
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto(appUrl(gateway, '/'));
    await workerActivated(page);
    expect(await controller(page)).toBeNull();
    // its script URL's policy is web/security/script-urls.ts, not DOMPurify's chunk
    expect(scripts.filter((path) => path.startsWith('/assets/trusted-types-'))).toEqual([]);
    expect(scripts.some((path) => path.startsWith('/assets/start-pwa-'))).toBe(true);
    await page.reload();
    expect(await controller(page)).toBe(`${gateway.url}/sw.js`);
    await categories(page).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reopened offline shows home and the last menu with the cart, and checkout says it needs the network', {
    tags: ['smoke'],
  }, async () => {
    const { page, context } = await newCustomer(browser, { serviceWorker: true });
    await openRestaurant(page, gateway, 1001);
    await addToCart(page, '후라이드치킨', ['양념']);
    await workerActivated(page);
    // the next visits, under the worker: home, and the restaurant as a customer opens it (no staff
    // query); their reads go through the worker and are kept
    await reopen(page, gateway.url, '/');
    await categories(page).waitFor();
    expect(await controller(page)).not.toBeNull();
    await reopen(page, gateway.url, '/1001/');
    await menuRow(page, '후라이드치킨').waitFor();
    await expect
      .poll(() => cachedPaths(page))
      .toEqual(expect.arrayContaining([expect.stringMatching(/^\/api\/v1\/restaurants\/1001\/menu\//)]));

    await context.setOffline(true);
    await reopen(page, gateway.url, '/');
    await categories(page).waitFor();
    await headerCart(page).waitFor();
    expect(await headerCart(page).textContent()).toBe('주문표 1');
    await shoot(page, 'pwa-offline-home-phone');

    await reopen(page, gateway.url, '/1001/');
    await menuRow(page, '후라이드치킨').waitFor();
    await page.getByRole('heading', { level: 1, name: '역삼 황금치킨' }).waitFor();
    await cartBar(page).waitFor();
    expect(await cartBar(page).textContent()).toContain('주문표(1)');
    await shoot(page, 'pwa-offline-menu-phone');

    await reopen(page, gateway.url, '/checkout/');
    // the checkout itself, not a blank screen, and the notice over it
    await page.getByRole('heading', { name: '주문하기', level: 1 }).waitFor();
    const alert = page.getByRole('alert').filter({ hasText: messages.CHECKOUT_NEEDS_NETWORK });
    await alert.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'pwa-offline-checkout-phone');

    // back online, the notice goes
    await context.setOffline(false);
    await alert.waitFor({ state: 'detached' });
    await context.close();
  });

  it("answers the catalogue from its cache offline, and never a customer's own call", async () => {
    const { page, context } = await newCustomer(browser, { serviceWorker: true });
    await page.goto(appUrl(gateway, '/'));
    await workerActivated(page);
    await page.reload();
    expect(await controller(page)).not.toBeNull();
    const own = callList.filter(
      (call: AnyCall) =>
        call.method === 'GET' && NETWORK_ONLY_FAMILIES.includes(call.name.split('.')[0] ?? ''),
    );
    expect(own.map((call) => call.name)).toEqual(expect.arrayContaining(['order.info', 'payment.methods']));
    const query = `?lat=${GANGNAM.lat}&lng=${GANGNAM.lng}`;
    const catalogue = [
      callUrl(gateway.url, calls['restaurant.list'], query),
      callUrl(gateway.url, calls['restaurant.detail'], `${query}&serving_type=vd`),
      callUrl(gateway.url, calls['restaurant.menu']),
      callUrl(gateway.url, calls['content.faq']),
    ];

    // online, every call is answered (whatever the answer), through the worker
    for (const url of own.map((call) => callUrl(gateway.url, call, query)))
      expect(await fetchFromPage(page, url), url).not.toBe('failed');
    for (const url of catalogue) expect(await fetchFromPage(page, url), url).toBe(200);

    await context.setOffline(true);
    for (const url of catalogue) expect(await fetchFromPage(page, url), url).toBe(200);
    for (const call of own)
      expect(await fetchFromPage(page, callUrl(gateway.url, call, query)), call.name).toBe('failed');
    await context.close();
  });
});
