// @module-tag browser
// The terms screen, the policy and information pages, the location terms and the app download
// (spec 001 §2): documents in frames that grow to the height their content sends — and only when it
// comes from the frame's own origin — or shown cleaned in the page.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/start.ts';
import { appUrl, axeViolations, newCustomer, shoot, startForFile } from './harness.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));

const frameHeight = (page: Page) => page.locator('main iframe').getAttribute('height');

/** The height the framed document itself measures. */
const documentHeight = (page: Page) =>
  page
    .locator('main iframe')
    .contentFrame()
    .locator('html')
    .evaluate((html) => Math.ceil(html.getBoundingClientRect().height));

/** A height message as the window would receive it, from the frame's window, with a chosen origin. */
const sendHeight = (page: Page, origin: string, height: number, fromFrame = true) =>
  page.evaluate(
    ({ origin, height, fromFrame }) => {
      const frame = document.querySelector('main iframe') as HTMLIFrameElement;
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'jumun:frame-height', height },
          origin,
          source: fromFrame ? frame.contentWindow : window,
        }),
      );
    },
    { origin, height, fromFrame },
  );

describe('embedded frames (spec 001 §2 "resize when the content sends its height; default heights 1010 and 991")', () => {
  it('starts point policy at 1010 and grows it to its document', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await page.goto(appUrl(gateway, '/point_policy/'));
    await page.getByRole('heading', { name: '포인트 정책', level: 1 }).waitFor();
    const frame = page.locator('main iframe');
    expect(await frame.getAttribute('data-default-height')).toBe('1010');
    expect(await frame.getAttribute('title')).toBe('포인트 정책');
    await frame.contentFrame().getByRole('heading', { name: '제8조 (부칙)' }).waitFor();
    // The document posts its height as it settles (its layout, its fonts), so a first post can be
    // short of its final height on a slow machine: wait for the frame to match the document.
    await expect
      .poll(async () => ({ frame: Number(await frameHeight(page)), document: await documentHeight(page) }))
      .toSatisfy(({ frame, document }) => frame === document && frame !== 1010);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'point-policy-phone');
    // the check sees a fault in the page and one in its framed document
    await page.evaluate(() => document.querySelector('main')?.append(document.createElement('button')));
    await frame
      .contentFrame()
      .locator('body')
      .evaluate((body) => body.append(document.createElement('img')));
    const faults = await axeViolations(page);
    expect(faults.map((f) => f.replace(/ \(.*/, ''))).toEqual(['button-name', 'image-alt']);
    expect(faults[1]).toMatch(/ — \S*iframe\S* img$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('ignores a height from another origin or another window, and takes one from the frame', async () => {
    const { page, context } = await newCustomer(browser);
    await page.goto(appUrl(gateway, '/trust/'));
    const frame = page.locator('main iframe');
    expect(await frame.getAttribute('data-default-height')).toBe('991');
    await frame.contentFrame().getByRole('heading', { name: '안심센터' }).waitFor();
    // The document posts its height again as it settles (its fonts, its images): wait for that,
    // then the three untrusted heights must leave no trace whatever the document posts after.
    await expect
      .poll(async () => Number(await frameHeight(page)) === (await documentHeight(page)))
      .toBe(true);
    await sendHeight(page, 'https://evil.example', 123);
    await sendHeight(page, 'null', 124);
    await sendHeight(page, gateway.url, 125, false);
    expect(['123', '124', '125']).not.toContain(await frameHeight(page));
    await sendHeight(page, gateway.url, 126);
    expect(await frameHeight(page)).toBe('126');
    await context.close();
  });

  it('embeds clean review and each terms document, the third-party consent with its restaurant', async () => {
    const { page, context } = await newCustomer(browser);
    for (const [path, title] of [
      ['/cleanreview/', '클린리뷰 정책'],
      ['/policy/', '이용약관'],
      ['/privacy/', '개인정보처리방침'],
      ['/efinance_agreement/', '전자금융거래 이용약관'],
      ['/collect_join/', '개인정보 수집 및 이용 동의 (회원가입)'],
      ['/collect_member/', '개인정보 수집 및 이용 동의 (회원)'],
      ['/collect_default/', '개인정보 수집 및 이용 동의 (비회원)'],
      ['/partner/1001/', '개인정보 제3자 제공 동의'],
    ] as const) {
      await page.goto(appUrl(gateway, path));
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      const frame = page.locator('main iframe');
      expect(await frame.getAttribute('title')).toBe(title);
      await frame.contentFrame().getByRole('heading', { name: title }).waitFor();
      await expect.poll(() => frameHeight(page)).not.toBe('991');
    }
    await page.getByText('제공받는 자: 역삼 황금치킨').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'partner-terms-phone');
    await context.close();
  });
});

describe('pages shown in place', () => {
  it('shows contact, the lowest price guarantee and the seller info', { tags: ['smoke'] }, async () => {
    const { page, context, errors } = await newCustomer(browser);
    for (const [path, title, text] of [
      ['/contact/', '고객센터', '고객센터 운영 시간'],
      ['/bpg/', '최저가 보상제', '차액을 포인트로 보상'],
      ['/sellerinfo/', '사업자 정보', '사업자등록번호'],
    ] as const) {
      await page.goto(appUrl(gateway, path));
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      await page.getByRole('main').getByText(text).waitFor();
      expect(await page.locator('main iframe').count()).toBe(0);
      // The document's own title is under the page's one h1.
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    }
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'sellerinfo-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks for the location terms agree box, then goes on to the address (spec 000 §5)', async () => {
    const { page, context } = await newCustomer(browser);
    await page.goto(appUrl(gateway, '/locterms/'));
    await page.getByRole('heading', { name: '위치기반서비스 이용약관', level: 1 }).waitFor();
    await page.getByText('배달 가능한 음식점을 찾기 위해 위치 정보를 이용하며').waitFor();
    // The document's own heading, the same as the page's, is shown once.
    expect(await page.getByRole('heading', { name: '위치기반서비스 이용약관' }).count()).toBe(1);
    await page.getByRole('button', { name: '동의하고 계속하기' }).click();
    const alert = page.getByRole('alert');
    await expect(alert.textContent()).resolves.toBe('위치정보 수집,활용,이용약관에 동의해 주세요.');
    const box = page.getByRole('checkbox', { name: /위치정보 수집, 활용, 이용약관에 동의합니다/ });
    expect(await box.getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'locterms-phone');
    await box.check();
    expect(await alert.count()).toBe(0);
    await page.getByRole('button', { name: '동의하고 계속하기' }).click();
    await page.waitForURL((url) => url.hash === '#/location/');
    await context.close();
  });

  it('sends /download/ to the app download page', async () => {
    const { page, context } = await newCustomer(browser);
    await page.goto(appUrl(gateway, '/download/'));
    await page.waitForURL((url) => url.pathname === '/download/');
    await page.getByRole('heading', { name: 'jumun 앱 다운로드' }).waitFor();
    await context.close();
  });
});
