// @module-tag browser
// The order-complete page (spec 000 §2 "/checkout/thankyou!!/", §4 "Thank-you page", §8 "Order
// info"): the order is placed by the domain store in Node against the test gateway (the CLI's way),
// and the browser continues as that customer at /#/checkout/thankyou!!/?order_number=….
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '../../domain/messages.ts';
import type { RunningGateway } from '../../gateway/start.ts';
import { logIn, newMember, PASSWORD } from './account-steps.ts';
import { appUrl, axeViolations, newCustomer, shoot, startForFile } from './harness.ts';
import { becomeCustomer, placeOrderInNode } from './node-order.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));

const thankYou = (orderNumber: string) =>
  appUrl(gateway, `/checkout/thankyou!!/?order_number=${orderNumber}`);

/** The stored event log as text: its head and every event, each under its own key. */
const storedEvents = (page: Page) =>
  page.evaluate(() =>
    Object.keys(sessionStorage)
      .filter((key) => key === 'events' || key.startsWith('events.'))
      .map((key) => sessionStorage.getItem(key) ?? '')
      .join('\n'),
  );

/** The amount rows under the items as the customer reads them: [label, amount]. */
const amountRows = (page: Page) =>
  page
    .getByRole('region', { name: '역삼 황금치킨' })
    .locator('dl div')
    .evaluateAll((rows) =>
      rows.map((row) => [
        row.querySelector('dt')?.textContent ?? '',
        row.querySelector('dd')?.textContent ?? '',
      ]),
    );

describe('the thank-you page on a phone', () => {
  it('shows the order, clears the cart and the bridging values, and takes the exit poll with free text', {
    tags: ['smoke'],
  }, async () => {
    const order = await placeOrderInNode(gateway, {
      phone: '010-3100-0001',
      payment: 'cash',
      comment: '문 앞에 두고 벨 눌러주세요',
    });
    const orderNumber = order.checkout.orderNumber ?? '';
    expect(orderNumber).toMatch(/^\d+$/);
    const { page, context, errors } = await newCustomer(browser);
    await becomeCustomer(page, gateway, order);
    // what a checkout before this page would have left behind
    await page.evaluate(() => {
      localStorage.setItem('last_checkout', '{"value":{},"storedAt":0}');
      localStorage.setItem('payment', '{"value":{},"storedAt":0}');
    });
    expect(await storedEvents(page)).not.toContain('"CartCleared"');

    await page.goto(thankYou(orderNumber));
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: '주문이 완료되었습니다', level: 1 }).waitFor();
    await main.getByRole('heading', { name: '역삼 황금치킨' }).waitFor();
    await expect(main.getByText(orderNumber, { exact: true }).isVisible()).resolves.toBe(true);
    const lines = main.getByRole('list', { name: '주문 메뉴' });
    await expect(lines.textContent()).resolves.toContain('후라이드치킨');
    await expect(lines.textContent()).resolves.toContain('19,000원');
    // the lines of checkout with their meaning: 주문금액 the food alone, the fee its own line, and the
    // total what is charged (19,000 + 3,000)
    expect(await amountRows(page)).toEqual([
      ['주문금액', '19,000원'],
      ['배달요금', '3,000원'],
    ]);
    await expect(main.getByText('총 결제금액').locator('..').textContent()).resolves.toBe(
      '총 결제금액22,000원',
    );
    // where it goes, the request and how it is paid
    const delivery = main.getByRole('region', { name: '배달 정보' });
    await expect(delivery.getByText('서울 강남구 테헤란로 152 역삼빌딩 5층').isVisible()).resolves.toBe(true);
    await expect(delivery.getByText('문 앞에 두고 벨 눌러주세요').isVisible()).resolves.toBe(true);
    await expect(delivery.getByText('만나서 현금결제').isVisible()).resolves.toBe(true);

    // the store cleared the cart; last_checkout and the payment result are gone
    await expect.poll(() => storedEvents(page)).toContain('"CartCleared"');
    await expect
      .poll(() =>
        page.evaluate(() => [localStorage.getItem('last_checkout'), localStorage.getItem('payment')]),
      )
      .toEqual([null, null]);

    // the exit poll opens with the choices of the poll call
    const poll = page.getByRole('dialog', { name: '이번 주문은 어떠셨나요?' });
    await poll.getByRole('radio', { name: '주문이 간편했어요' }).waitFor();
    await expect(poll.getByRole('radio').count()).resolves.toBe(5);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'thank-you-poll-phone');

    await poll.getByRole('button', { name: '의견 보내기' }).click();
    await expect(poll.getByRole('alert').textContent()).resolves.toBe(messages.POLL_ANSWER_REQUIRED);
    await poll.getByRole('radio', { name: '기타 (직접 입력)' }).check();
    const text = poll.getByRole('textbox', { name: '의견 내용' });
    await text.waitFor();
    await poll.getByRole('button', { name: '의견 보내기' }).click();
    await expect(poll.getByRole('alert').textContent()).resolves.toBe(messages.POLL_TEXT_REQUIRED);
    await expect(text.getAttribute('aria-describedby')).resolves.toBeTruthy();
    expect(await axeViolations(page)).toEqual([]);
    await text.fill('포장이 꼼꼼했어요');
    await poll.getByRole('button', { name: '의견 보내기' }).click();
    await poll.waitFor({ state: 'detached' });
    await expect(
      page.getByRole('status').filter({ hasText: '소중한 의견 감사합니다.' }).isVisible(),
    ).resolves.toBe(true);
    await expect.poll(() => storedEvents(page)).toContain('"PollAnswered"');
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'thank-you-phone', { fullPage: true });

    // a reload shows the order again without asking the poll twice
    await page.reload();
    await main.getByRole('heading', { name: '역삼 황금치킨' }).waitFor();
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('notes the shortfall to the minimum order, and the poll can be closed unanswered (desktop)', async () => {
    const order = await placeOrderInNode(gateway, {
      phone: '010-3100-0002',
      payment: 'cash',
      items: [{ menu: '치즈볼 (5개)' }, { menu: '감자튀김' }, { menu: '감자튀김' }],
    });
    const { page, context, errors } = await newCustomer(browser, { desktop: true });
    await becomeCustomer(page, gateway, order);
    await page.goto(thankYou(order.checkout.orderNumber ?? ''));
    const poll = page.getByRole('dialog', { name: '이번 주문은 어떠셨나요?' });
    await poll.getByRole('radio', { name: '할인 혜택이 좋았어요' }).waitFor();
    await poll.getByRole('button', { name: '닫기' }).click();
    await poll.waitFor({ state: 'detached' });
    await expect(
      page.getByText('최소 주문 금액 15,000원에 모자란 2,000원이 결제 금액에 포함되었습니다.').isVisible(),
    ).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'thank-you-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the exit poll', () => {
  it('asks about the ordering, and is offered once per order: closed unanswered, a reload does not open it again', async () => {
    const order = await placeOrderInNode(gateway, { phone: '010-3100-0007', payment: 'cash' });
    const { page, context, errors } = await newCustomer(browser);
    await becomeCustomer(page, gateway, order);
    await page.goto(thankYou(order.checkout.orderNumber ?? ''));
    const main = page.getByRole('main');
    const poll = page.getByRole('dialog', { name: '이번 주문은 어떠셨나요?' });
    // the food has not come yet: the choices are about ordering, none about the taste
    await poll.getByRole('radio', { name: '주문이 간편했어요' }).waitFor();
    await expect(poll.getByRole('radio', { name: /맛/ }).count()).resolves.toBe(0);
    await poll.getByRole('button', { name: '닫기' }).click();
    await poll.waitFor({ state: 'detached' });

    for (let i = 0; i < 2; i++) {
      await page.reload();
      await main.getByRole('heading', { name: '역삼 황금치킨' }).waitFor();
      await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('logging in from the thank-you page', () => {
  it('comes back to the guest’s order, still shown, with no "주문 정보가 없습니다."', async () => {
    const order = await placeOrderInNode(gateway, { phone: '010-3100-0008', payment: 'cash' });
    const email = await newMember(gateway);
    const { page, context, errors } = await newCustomer(browser);
    await becomeCustomer(page, gateway, order);
    const orderNumber = order.checkout.orderNumber ?? '';
    await page.goto(thankYou(orderNumber));
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: '역삼 황금치킨' }).waitFor();
    const poll = page.getByRole('dialog', { name: '이번 주문은 어떠셨나요?' });
    await poll.getByRole('button', { name: '닫기' }).click();
    await poll.waitFor({ state: 'detached' });

    // the header's login, which comes back here
    await page.getByRole('banner').getByRole('link', { name: '로그인' }).click();
    await page.getByRole('heading', { name: '로그인' }).waitFor();
    await logIn(page, email, PASSWORD);
    await page.waitForURL((url) => decodeURIComponent(url.hash).startsWith('#/checkout/thankyou!!/'));
    await page.getByRole('banner').getByRole('button', { name: '로그아웃' }).waitFor();

    await main.getByRole('heading', { name: '역삼 황금치킨' }).waitFor();
    await expect(main.getByText(orderNumber, { exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('alertdialog').count()).resolves.toBe(0);
    await expect(page.getByText(messages.ORDER_INFO_MISSING).count()).resolves.toBe(0);
    // and a reload as the member still shows it
    await page.reload();
    await main.getByRole('heading', { name: '역삼 황금치킨' }).waitFor();
    await expect(page.getByRole('alertdialog').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('when the order cannot be shown', () => {
  it("says '주문 정보가 없습니다.' for an order that is not there, then goes home", async () => {
    const order = await placeOrderInNode(gateway, { phone: '010-3100-0003', payment: 'cash' });
    const { page, context } = await newCustomer(browser);
    await becomeCustomer(page, gateway, order);
    await page.goto(thankYou('9999999999'));
    const alert = page.getByRole('alertdialog');
    await expect(alert.textContent()).resolves.toContain(messages.ORDER_INFO_MISSING);
    expect(await axeViolations(page)).toEqual([]);
    await alert.getByRole('button', { name: '확인' }).click();
    await page.waitForURL((url) => url.hash === '#/');
    await context.close();
  });

  it("says '주문 정보를 가져오는데 실패 했습니다.' when the order info call fails, then goes home", async () => {
    const order = await placeOrderInNode(gateway, { phone: '010-3100-0004', payment: 'cash' });
    const { page, context } = await newCustomer(browser);
    await becomeCustomer(page, gateway, order);
    await page.route('**/order/api/v2/orders/**', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: '{}' }),
    );
    await page.goto(thankYou(order.checkout.orderNumber ?? ''));
    const alert = page.getByRole('alertdialog');
    await expect(alert.textContent()).resolves.toContain(messages.ORDER_INFO_LOAD_FAILED);
    await alert.getByRole('button', { name: '확인' }).click();
    await page.waitForURL((url) => url.hash === '#/');
    await context.close();
  });

  it('without an order number goes to the district page, or home with no location', async () => {
    const order = await placeOrderInNode(
      gateway,
      { phone: '010-3100-0005', payment: 'cash' },
      { submit: false },
    );
    const { page, context } = await newCustomer(browser);
    await becomeCustomer(page, gateway, order);
    await page.goto(appUrl(gateway, '/checkout/thankyou!!/'));
    await page.waitForURL((url) => /^#\/[^/]+\/06236\/$/.test(decodeURIComponent(url.hash)));
    await context.close();

    const fresh = await newCustomer(browser);
    await fresh.page.goto(appUrl(gateway, '/checkout/thankyou!!/'));
    await fresh.page.waitForURL((url) => url.hash === '#/');
    await fresh.context.close();
  });

  it('shows a warning block instead of a blank page when the page fails to render', async () => {
    const order = await placeOrderInNode(gateway, { phone: '010-3100-0006', payment: 'cash' });
    const { page, context, errors } = await newCustomer(browser);
    await becomeCustomer(page, gateway, order);
    await page.goto(appUrl(gateway, '/'));
    await page.getByRole('main').waitFor();
    // Making a description list now throws: the order summary (its facts and amounts are <dl>s)
    // cannot render, while the rest of the app, already drawn, stays.
    await page.evaluate(() => {
      const create = Document.prototype.createElement;
      Document.prototype.createElement = function (
        this: Document,
        tag: string,
        options?: ElementCreationOptions,
      ) {
        if (tag.toLowerCase() === 'dl') throw new Error('broken renderer');
        return create.call(this, tag, options);
      } as typeof Document.prototype.createElement;
    });
    await page.evaluate((hash) => {
      location.hash = hash;
    }, `/checkout/thankyou!!/?order_number=${order.checkout.orderNumber}`);
    const warning = page.getByRole('alert').filter({ hasText: '주문 완료 화면을 표시하지 못했습니다' });
    await warning.waitFor();
    await expect(warning.getByRole('link', { name: '홈으로' }).isVisible()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'thank-you-warning-phone');
    expect(errors.join('\n')).toContain('broken renderer');
    await context.close();
  });
});
