// @module-tag browser
// The restaurant list as a customer meets it (spec 000 §2, §5 "Search", §8, §9; spec 001 §2): with
// no location it asks for the address and moves to the district's list; categories, the six sort
// orders (kept across a reload), keyword and 초성 search (2+ characters, IME-safe), section groups,
// the second page of 60 on scrolling under the list's total, closed restaurants greyed out with when
// they open and their popup over the list, the list's place kept when the customer comes back, the
// failure texts with a retry.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/start.ts';
import { appUrl, axeViolations, newCustomer, shoot, startForFile } from './harness.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));

const LOCATION_UNKNOWN = '위치를 알 수 없습니다. 주소를 입력하면 주변 음식점을 찾아드립니다.';
const LOAD_FAILED = '레스토랑 정보를 가져오지 못했습니다. 잠시 뒤 다시 시도해주세요.';
const NETWORK_ERROR = '서버에 연결할 수 없습니다. 잠시 후 다시 시도해주세요';

const hashOf = (page: Page) => decodeURIComponent(new URL(page.url()).hash);
const cards = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('link')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
const countHeading = (page: Page) => page.getByRole('heading', { level: 1, name: /^음식점 \d+곳$/ });

async function countShown(page: Page): Promise<number> {
  const text = (await countHeading(page).textContent()) ?? '';
  return Number(/(\d+)곳/.exec(text)?.[1]);
}

async function cardNames(page: Page, n = 8): Promise<string[]> {
  return (await page.getByRole('main').getByRole('heading', { level: 3 }).allTextContents()).slice(0, n);
}

/** The customer's way in: a list route with no location asks for the address, then lists. */
async function arriveWithLocation(page: Page, listPath: string, expectHash: string) {
  await page.goto(appUrl(gateway, listPath));
  await page.getByRole('heading', { name: LOCATION_UNKNOWN }).waitFor();
  await page.keyboard.type('역삼동');
  await page.keyboard.press('Enter');
  await page.waitForURL(() => hashOf(page) === expectHash);
  await countHeading(page).waitFor();
}

describe('the restaurant list', () => {
  it('asks for the address without a location (focused), refuses an unknown one, then lists the district (phone)', {
    tags: ['smoke'],
  }, async () => {
    const { page, context, errors } = await newCustomer(browser);
    context.setDefaultTimeout(6000);
    await page.goto(appUrl(gateway, '/치킨/'));
    await page.getByRole('heading', { name: LOCATION_UNKNOWN }).waitFor();
    const focused = await page.evaluate(
      () => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent,
    );
    expect(focused).toContain('배달 받을 주소를 입력해주세요');
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.type('화성시 없는동');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').textContent()).resolves.toContain(
      '검색하신 주소를 찾을 수 없습니다.',
    );

    await page.getByRole('textbox', { name: '배달 받을 주소를 입력해주세요' }).fill('역삼동');
    await page.getByRole('button', { name: '주소 찾기' }).click();
    await page.waitForURL(() => hashOf(page) === '#/서울/06236/치킨/');
    await countHeading(page).waitFor();
    const chicken = page.getByRole('navigation', { name: '음식 분류' }).getByRole('link', { name: '치킨' });
    expect(await chicken.getAttribute('aria-current')).toBe('page');
    expect(await cardNames(page, 30)).toContain('역삼 황금치킨');
    const golden = cards(page).filter({ hasText: '역삼 황금치킨' });
    const text = (await golden.textContent()) ?? '';
    expect(text).toContain('15,000원 이상 배달');
    expect(text).toContain('배달요금 3,000원');
    expect(text).toContain('온라인결제');
    expect(text).toMatch(/리뷰 \d+/);
    await expect(golden.getAttribute('href')).resolves.toBe('#/1001/');
    await expect(
      golden.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'list-phone');
    await golden.click();
    await page.waitForURL(() => hashOf(page) === '#/1001/');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('browses a category from the strip, with the count of what it lists', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await arriveWithLocation(page, '/restaurants/', '#/서울/06236/');
    await page.getByRole('navigation', { name: '음식 분류' }).getByRole('link', { name: '한식' }).click();
    await page.waitForURL(() => hashOf(page) === '#/서울/06236/한식/');
    await page.getByRole('link', { name: /역삼 순대국 명가/ }).waitFor();
    const names = await cardNames(page, 100);
    expect(await countShown(page)).toBe(names.length);
    expect(names).not.toContain('역삼 황금치킨');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('changes the sort order, and a reload keeps it (spec 000 §9 "Sort options", §3 "the session holds ... sort order")', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await arriveWithLocation(page, '/한식/', '#/서울/06236/한식/');
    const sort = page.getByRole('combobox', { name: '정렬' });
    expect(await sort.inputValue()).toBe('rank');
    expect(await sort.locator('option').allTextContents()).toHaveLength(6);
    const byRank = await cardNames(page);

    await sort.selectOption({ label: '최소 주문 금액순' });
    // the list in its new order (not the skeleton in between)
    await page.waitForFunction((before) => {
      const first = document.querySelector('main h3')?.textContent;
      return typeof first === 'string' && first !== '' && first !== before;
    }, byRank[0]);
    const byMinimum = await cardNames(page);
    expect(byMinimum).not.toEqual(byRank);
    const minimums = await cards(page).evaluateAll((links) =>
      links
        .filter((a) => !a.textContent?.includes('준비중'))
        .map((a) => Number(/([\d,]+)원 이상 배달/.exec(a.textContent ?? '')?.[1]?.replace(/,/g, ''))),
    );
    expect(minimums).toEqual([...minimums].sort((a, b) => a - b));

    await page.reload();
    await countHeading(page).waitFor();
    await page.getByRole('main').getByRole('heading', { level: 3 }).first().waitFor();
    expect(await page.getByRole('combobox', { name: '정렬' }).inputValue()).toBe('min_order_value');
    expect(await cardNames(page)).toEqual(byMinimum);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('searches from 2 characters, by 초성 too, never while a syllable is composed, once per settled text (spec 000 §5 "Search")', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await arriveWithLocation(page, '/restaurants/', '#/서울/06236/');
    const searches: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/discovery/search/restaurant'))
        searches.push(new URL(r.url()).searchParams.get('search') ?? '');
    });
    const box = page.getByRole('searchbox', { name: '음식점 검색' });
    await box.fill('떡');
    await expect(page.getByText('검색어를 2글자 이상 입력해주세요.').textContent()).resolves.toBeTruthy();
    await page.waitForTimeout(500);
    expect(searches).toEqual([]);

    await box.fill('떡볶이');
    await page.getByText('‘떡볶이’ 검색 결과').waitFor();
    const byWord = await cardNames(page, 100);
    expect(byWord).toContain('역삼 할매떡볶이');
    expect(byWord).toContain('대치 엄마손분식');
    expect(await countShown(page)).toBe(byWord.length);
    expect(searches).toEqual(['떡볶이']);

    // 초성 typed through the input method: nothing is searched while ㅂ is still being composed.
    await box.fill('');
    await box.focus();
    const cdp = await context.newCDPSession(page);
    for (const jamo of ['ㄸ', 'ㅂ', 'ㅇ']) {
      await cdp.send('Input.imeSetComposition', { text: jamo, selectionStart: 1, selectionEnd: 1 });
      await page.waitForTimeout(50);
      if (jamo !== 'ㅇ') await cdp.send('Input.insertText', { text: jamo });
    }
    await box.press('Enter'); // Enter during composition neither submits nor searches
    await page.waitForTimeout(600);
    expect(await box.inputValue()).toBe('ㄸㅂㅇ');
    expect(searches).toEqual(['떡볶이']);
    await cdp.send('Input.insertText', { text: 'ㅇ' });
    await page.getByText('‘ㄸㅂㅇ’ 검색 결과').waitFor();
    await page.waitForTimeout(500);
    expect(searches).toEqual(['떡볶이', 'ㄸㅂㅇ']);
    expect(await cardNames(page, 100)).toEqual(byWord);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'list-search-phone');

    await page.getByRole('button', { name: '검색어 지우기' }).click();
    await page.waitForFunction(() => !document.body.textContent?.includes('검색 결과'));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('loads the second page of 60 near the bottom under the total said from the first page; closed restaurants greyed out in their section, saying when they open (spec 000 §2, §9 "List page size 60")', async () => {
    const { page, context, errors } = await newCustomer(browser);
    const pages: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v2/restaurants?'))
        pages.push(new URL(r.url()).searchParams.get('page') ?? '');
    });
    await arriveWithLocation(page, '/restaurants/', '#/서울/06236/');
    // The whole list's count from the first page: it does not grow from 60 while scrolling.
    const total = await countShown(page);
    expect(total).toBeGreaterThan(60);
    expect(await cardNames(page, 200)).toHaveLength(60);
    expect(pages).toEqual(['1']);

    await page.mouse.wheel(0, 4000);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(() => document.querySelectorAll('main h3').length > 60);
    expect(await countShown(page)).toBe(total);
    expect(await cardNames(page, 200)).toHaveLength(total);
    expect(new Set(await cardNames(page, 200)).size).toBe(total);
    expect(pages).toEqual(['1', '2']);

    const closedSection = page.getByRole('heading', { level: 2, name: '준비중' });
    await closedSection.scrollIntoViewIfNeeded();
    const closed = cards(page).filter({ hasText: '양재 할머니보쌈' });
    const closedText = (await closed.textContent()) ?? '';
    expect(closedText).toContain('준비중');
    // Closed by its owner: its own hours where an open card says its delivery time.
    expect(closedText).toContain('영업시간 매주 월요일 휴무 · 16:00 - 24:00');
    expect(closedText).not.toMatch(/\d+~\d+분/);
    // Closed until its hours (18:00-04:00) start, at the gateway's noon.
    const night = (await cards(page).filter({ hasText: '역삼 심야닭발' }).textContent()) ?? '';
    expect(night).toContain('오후 6:00 오픈');
    expect(night).not.toMatch(/\d+~\d+분/);
    const look = await closed.evaluate((a) => ({
      logo: getComputedStyle(a.querySelector('img') ?? a).filter,
      background: getComputedStyle(a).backgroundColor,
    }));
    expect(look.logo).toContain('grayscale');
    expect(look.background).not.toBe('rgb(255, 255, 255)');
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'list-closed-phone');

    // Its tap shows the spec's popup over the list, which the customer never leaves.
    const hash = hashOf(page);
    const nightCard = cards(page).filter({ hasText: '역삼 심야닭발' });
    await nightCard.scrollIntoViewIfNeeded();
    const y = await page.evaluate(() => window.scrollY);
    await nightCard.click();
    const popup = page.getByRole('alertdialog');
    await expect(popup.textContent()).resolves.toContain('현재 배달 서비스가 제공 되지않는 음식점입니다.');
    await expect(popup.textContent()).resolves.toContain('오후 6:00 오픈');
    await shoot(page, 'list-closed-popup-phone');
    await popup.getByRole('button', { name: '확인' }).click();
    await popup.waitFor({ state: 'hidden' });
    expect(hashOf(page)).toBe(hash);
    expect(await page.evaluate(() => window.scrollY)).toBe(y);
    await expect(
      page.evaluate(() => document.activeElement?.textContent?.includes('역삼 심야닭발')),
    ).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is back at its place, sort and category when the customer comes back: from a restaurant page, from another category', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await arriveWithLocation(page, '/restaurants/', '#/서울/06236/');
    await page.getByRole('combobox', { name: '정렬' }).selectOption({ label: '최소 주문 금액순' });
    await page.getByRole('main').getByRole('heading', { level: 3 }).first().waitFor();
    await page.evaluate(() => window.scrollTo(0, 2500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(2500);
    const inView = async () =>
      page.evaluate(() => {
        const names = [...document.querySelectorAll('main h3')];
        const first = names.find((h) => h.getBoundingClientRect().top > 120);
        return first?.textContent ?? '';
      });
    const seen = await inView();
    const list = hashOf(page);

    // A restaurant in view, and back.
    await cards(page).filter({ hasText: seen }).click();
    await page.waitForURL(() => hashOf(page) !== list);
    await page.getByRole('heading', { level: 1, name: seen }).waitFor();
    await page.goBack();
    await page.waitForURL(() => hashOf(page) === list);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(2500);
    expect(await inView()).toBe(seen);
    expect(await page.getByRole('combobox', { name: '정렬' }).inputValue()).toBe('min_order_value');

    // Another category from the strip, and 전체 again.
    const strip = page.getByRole('navigation', { name: '음식 분류' });
    await strip.getByRole('link', { name: '치킨' }).click();
    await page.waitForURL(() => hashOf(page) === '#/서울/06236/치킨/');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await strip.getByRole('link', { name: '전체' }).click();
    await page.waitForURL(() => hashOf(page) === list);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(2500);
    expect(await inView()).toBe(seen);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the list failure text with a retry when the gateway fails, and the network text when it cannot be reached (spec 000 §8)', async () => {
    const { page, context } = await newCustomer(browser);
    await arriveWithLocation(page, '/restaurants/', '#/서울/06236/');
    await page.route('**/api/v2/restaurants?**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error_code":"boom"}' }),
    );
    await page.getByRole('navigation', { name: '음식 분류' }).getByRole('link', { name: '중국집' }).click();
    const alert = page.getByRole('alert').filter({ hasText: LOAD_FAILED });
    await alert.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'list-error-phone');

    await page.unroute('**/api/v2/restaurants?**');
    await page.route('**/api/v2/restaurants?**', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: '다시 시도' }).click();
    await page.getByRole('alert').filter({ hasText: NETWORK_ERROR }).waitFor();

    await page.unroute('**/api/v2/restaurants?**');
    await page.getByRole('button', { name: '다시 시도' }).click();
    await page.getByRole('link', { name: /역삼 진짜장/ }).waitFor();
    expect(await page.getByRole('alert').filter({ hasText: LOAD_FAILED }).count()).toBe(0);
    await context.close();
  });

  it('lays out the list on a desktop, accessibly', async () => {
    const { page, context, errors } = await newCustomer(browser, { desktop: true });
    await arriveWithLocation(page, '/치킨/', '#/서울/06236/치킨/');
    await page.getByRole('link', { name: /역삼 황금치킨/ }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'list-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });
});
