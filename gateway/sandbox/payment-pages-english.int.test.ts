// The sandbox payment providers' pages in the customer's language (issue "English"): the app's
// language cookie, else the browser's Accept-Language, picks English; Korean stays as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../start.ts';
import { startTestGateway } from '../testing/test-gateway.ts';
import { languageCookie } from './payment-page.texts.ts';
import { insertAwaitingOrder } from './testing/awaiting-order.ts';

let gateway: RunningGateway;
// Start-up migrates and seeds a fresh PGlite: allow for a busy machine.
beforeAll(async () => {
  gateway = await startTestGateway();
}, 60_000);
afterAll(async () => {
  await gateway.close();
});

const HANGUL = /[\u3131-\u318E\uAC00-\uD7A3]/;
const COOKIE_EN = { cookie: 'other=1; jumun_language=en' };

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${gateway.url}${path}`, { headers });

/** The text a customer reads: tags, the style sheet and hidden fields' values left out. */
const visibleText = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<input type="hidden"[^>]*>/g, '')
    .replace(/<[^>]+>/g, ' ');

describe('the sandbox payment pages in English', () => {
  it('the card PG speaks English by the app cookie: banner, amount in ₩, buttons, no Hangul', async () => {
    const n = await insertAwaitingOrder(gateway.db, 'EN-PG-1', 22000);
    const response = await get(`/sandbox/pg/${n}`, COOKIE_EN);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('SANDBOX — not a real payment');
    expect(html).toContain('₩22,000');
    for (const label of ['Approve payment', 'Decline payment (fail)', 'Cancel payment'])
      expect(html).toContain(label);
    expect(visibleText(html)).not.toMatch(HANGUL);
    for (const action of ['approve', 'decline', 'cancel']) expect(html).toContain(`value="${action}"`);
  });

  it('follows Accept-Language without the cookie, and the cookie over it', async () => {
    const n = await insertAwaitingOrder(gateway.db, 'EN-PG-2', 12000);
    const english = await (await get(`/sandbox/pg/${n}`, { 'accept-language': 'en-US,en;q=0.9' })).text();
    expect(english).toContain('<html lang="en">');
    const korean = await (
      await get(`/sandbox/pg/${n}`, { 'accept-language': 'en-US', cookie: 'jumun_language=ko' })
    ).text();
    expect(korean).toContain('<html lang="ko">');
    expect(korean).toContain('12,000원');
    expect(korean).toContain('결제 거절 (실패)');
  });

  it('the wallet and the mobile-card popup speak English too', async () => {
    const n = await insertAwaitingOrder(gateway.db, 'EN-WALLET-1', 15000);
    const wallet = await (
      await get(
        `/sandbox/wallet/pay?${new URLSearchParams({ merchantPayKey: n, clientId: 'c-1' })}`,
        COOKIE_EN,
      )
    ).text();
    expect(wallet).toContain('Sandbox wallet payment');
    expect(wallet).toContain('Merchant ID (clientId)');
    expect(visibleText(wallet)).not.toMatch(HANGUL);

    const m = await insertAwaitingOrder(gateway.db, 'EN-MC-1', 21000);
    const popup = await (
      await get(`/sandbox/smilepay/popup?${new URLSearchParams({ OrderId: m, Moid: m })}`, COOKIE_EN)
    ).text();
    expect(popup).toContain('Sandbox mobile card payment');
    expect(popup).toContain('Approve payment · result code 535');
    expect(popup).toContain('Mobile card payment SDK v5.4 (sandbox)');
    expect(visibleText(popup)).not.toMatch(HANGUL);
  });

  it('says an unknown or settled order and a bad post in English', async () => {
    const missing = await get('/sandbox/pg/NO-SUCH-ORDER', COOKIE_EN);
    expect(missing.status).toBe(404);
    const missingHtml = await missing.text();
    expect(missingHtml).toContain('Order not found');
    expect(visibleText(missingHtml)).not.toMatch(HANGUL);

    const n = await insertAwaitingOrder(gateway.db, 'EN-PG-3', 12000);
    await fetch(`${gateway.url}/sandbox/pg/${n}`, {
      method: 'POST',
      body: new URLSearchParams({ action: 'approve' }),
      redirect: 'manual',
    });
    const settled = await (await get(`/sandbox/pg/${n}`, COOKIE_EN)).text();
    expect(settled).toContain('Order EN-PG-3: This order has already been paid.');
    expect(settled).toContain('View order');
    expect(visibleText(settled)).not.toMatch(HANGUL);

    const bad = await fetch(`${gateway.url}/sandbox/pg/${n}`, {
      method: 'POST',
      headers: COOKIE_EN,
      body: new URLSearchParams({ action: 'pay' }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('action must be one of approve, decline or cancel.');
  });

  it('reads the language cookie among others', () => {
    expect(languageCookie('a=1; jumun_language=en; b=2')).toBe('en');
    expect(languageCookie('a=1')).toBeUndefined();
    expect(languageCookie(undefined)).toBeUndefined();
  });
});
