// @module-tag browser
// The shell in English (issue "English"): a first visit from a browser that prefers English gets
// home in English, hydrated without a mismatch, under <html lang="en">; the 한국어 / English switch in
// the header's menu and in the footer changes every text at once without leaving the route, is
// remembered after a reload, and <html lang> follows; the restaurant list in English (₩ amounts,
// English sort orders, category names), the page titles in English; axe clean; no Hangul on an
// English screen but the data (restaurant names, addresses), the brand 주문 and the switch's 한국어.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/start.ts';
import { hangulOutsideData } from './hangul.ts';
import { appUrl, axeViolations, newCustomer, shoot, startForFile } from './harness.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));

const hashOf = (page: Page) => decodeURIComponent(new URL(page.url()).hash);
const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const header = (page: Page) => page.getByRole('banner');
const footer = (page: Page) => page.getByRole('contentinfo');

/** What the page shows as data now: restaurant names (and their logo letters), sections, the address. */
async function dataOnScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = (selector: string) =>
      [...document.querySelectorAll(selector)]
        .map((el) => el.textContent?.trim() ?? '')
        .filter((t) => t !== '');
    const names = texts('main h3');
    return [
      ...names,
      ...names.map((name) => name.slice(0, 1)),
      ...texts('main h2'),
      // a closed restaurant's hours in its owner's words
      ...texts('main span').flatMap((t) => (t.startsWith('Hours: ') ? [t.slice('Hours: '.length)] : [])),
      ...texts('header a[href="#/location/"] span:nth-child(2)'),
      // the home's event banners: the server's own titles
      ...[...document.querySelectorAll('main img[alt]')].map((img) => img.getAttribute('alt') ?? ''),
      ...[...document.querySelectorAll('main a[aria-label]')].map((a) => a.getAttribute('aria-label') ?? ''),
    ].filter((t) => t !== '');
  });
}

describe('the shell in English', () => {
  it('greets an English browser with home in English, hydrated without a mismatch, under <html lang="en">', async () => {
    const { page, context, errors } = await newCustomer(browser, { language: 'en' });
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (/hydrat|did not match|mismatch/i.test(m.text())) warnings.push(`${m.type()}: ${m.text()}`);
    });
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive')
          Object.assign(window, { parsedHeading: document.querySelector('h1') });
      });
    });
    await page.goto(appUrl(gateway, '/'));
    await page.getByRole('heading', { level: 1, name: 'Where should we deliver?' }).waitFor();
    // The app has run: the event banners come from its first reads, after hydration.
    await page.getByRole('region', { name: 'Events' }).getByRole('link').first().waitFor();
    // Hydrated, not drawn again: the heading is still the one the HTML parser made.
    await expect(
      page.evaluate(
        () =>
          document.querySelector('h1') === (window as unknown as { parsedHeading: Element }).parsedHeading,
      ),
    ).resolves.toBe(true);
    expect(await htmlLang(page)).toBe('en');
    await expect(page.title()).resolves.toBe('jumun — food delivery from your neighbourhood');
    await header(page).getByRole('link', { name: '주문 (jumun) home' }).waitFor();
    await header(page).getByRole('link', { name: 'Log in' }).waitFor();
    await page.getByRole('complementary', { name: 'Get the app' }).waitFor();
    await footer(page)
      .getByRole('navigation', { name: 'About jumun' })
      .getByRole('link', { name: 'FAQ' })
      .waitFor();
    expect(await hangulOutsideData(page, await dataOnScreen(page))).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'english-home-phone');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await shoot(page, 'english-footer-phone');
    expect(warnings).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('switches 한국어 ↔ English from the header menu and the footer, on the same route, remembered after a reload', async () => {
    const { page, context, errors } = await newCustomer(browser, { language: 'en' });
    await page.goto(appUrl(gateway, '/faq/'));
    await page.waitForFunction(() => document.title.endsWith('| jumun'));
    const route = hashOf(page);

    // the header's menu: the globe names the language the page speaks
    const globe = header(page).getByRole('button', { name: 'Language: English' });
    await globe.click();
    expect(await globe.getAttribute('aria-expanded')).toBe('true');
    const menu = header(page).getByRole('group', { name: 'Language' });
    expect(await menu.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    expect(await menu.getByRole('button', { name: '한국어' }).getAttribute('lang')).toBe('ko');
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'english-language-menu');
    await menu.getByRole('button', { name: '한국어' }).click();
    // every text at once: the header, the footer, the title; the route stays
    await header(page).getByRole('link', { name: '주문 홈' }).waitFor();
    await header(page)
      .getByRole('group', { name: '언어' })
      .getByRole('button', { name: '한국어', pressed: true })
      .waitFor();
    await footer(page).getByRole('navigation', { name: '서비스 정보' }).waitFor();
    await page.waitForFunction(() => document.title === '자주 묻는 질문 | 주문');
    expect(await htmlLang(page)).toBe('ko');
    expect(hashOf(page)).toBe(route);
    await page.keyboard.press('Escape');
    expect(await header(page).getByRole('group').count()).toBe(0);

    // remembered on the device: a reload (an English browser still) stays Korean
    await page.reload();
    await footer(page).getByRole('navigation', { name: '서비스 정보' }).waitFor();
    expect(await htmlLang(page)).toBe('ko');
    expect(hashOf(page)).toBe(route);

    // the footer's switch, back to English
    const footerSwitch = footer(page).getByRole('group', { name: '언어' });
    await footerSwitch.getByRole('button', { name: 'English' }).click();
    await footer(page)
      .getByRole('group', { name: 'Language' })
      .getByRole('button', { name: 'English', pressed: true })
      .waitFor();
    await header(page).getByRole('link', { name: '주문 (jumun) home' }).waitFor();
    await page.waitForFunction(() => document.title === 'FAQ | jumun');
    expect(await htmlLang(page)).toBe('en');
    expect(hashOf(page)).toBe(route);
    await page.reload();
    await header(page).getByRole('link', { name: '주문 (jumun) home' }).waitFor();
    expect(await htmlLang(page)).toBe('en');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lists restaurants in English: ₩ amounts, English sort orders and category names, an English title (phone)', async () => {
    const { page, context, errors } = await newCustomer(browser, { language: 'en' });
    await page.goto(appUrl(gateway, '/치킨/'));
    await page.getByRole('heading', { level: 1, name: /^We don't know your location/ }).waitFor();
    await page.keyboard.type('역삼동');
    await page.keyboard.press('Enter');
    await page.waitForURL(() => hashOf(page) === '#/서울/06236/치킨/');
    const heading = page.getByRole('heading', { level: 1, name: /^\d+ restaurants?$/ });
    await heading.waitFor();
    await page.waitForFunction(() => document.title === 'Chicken | jumun');
    const categories = page.getByRole('navigation', { name: 'Food categories' });
    expect(await categories.getByRole('link', { name: 'Chicken' }).getAttribute('aria-current')).toBe('page');
    expect(await categories.getByRole('link').first().textContent()).toBe('All');
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    expect(await sort.locator('option').allTextContents()).toEqual([
      'Recommended',
      'Top rated',
      'Most reviewed',
      'Lowest minimum order',
      'Nearest',
      'Fastest delivery',
    ]);
    const card = page.getByRole('main').getByRole('link').filter({ hasText: '역삼 황금치킨' });
    const text = (await card.textContent()) ?? '';
    expect(text).toContain('₩15,000 min. order');
    expect(text).toContain('Delivery ₩3,000');
    expect(text).toMatch(/\d+ reviews?/);
    await page.getByRole('searchbox', { name: 'Search restaurants' }).waitFor();
    expect(await hangulOutsideData(page, await dataOnScreen(page))).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'english-list-phone');

    // another order: the list says it in English, the route stays the list's
    await sort.selectOption({ label: 'Top rated' });
    await heading.waitFor();
    expect(hashOf(page)).toBe('#/서울/06236/치킨/');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks for the address on a list in English without a location', async () => {
    const { page, context, errors } = await newCustomer(browser, { language: 'en' });
    await page.goto(appUrl(gateway, '/치킨/'));
    await page.getByRole('heading', { level: 1, name: /^We don't know your location/ }).waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Find address' }).waitFor();
    expect(await hangulOutsideData(page, [])).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'english-list-no-location');
    expect(errors).toEqual([]);
    await context.close();
  });
});
