// @module-tag browser
// The order's page (jumun's extension; the seeds stop at the thank-you page): the thank-you page's
// summary with the order followed below it, moved by hand on the sandbox restaurant's order desk
// (the test gateway's clock stands still, so nothing moves by itself): each change shows as it is
// made, the customer cancels while it is 접수 대기 and is refused after, a dropped stream comes back
// with what it missed, and offline the page keeps the last known state and says so.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '../../domain/messages.ts';
import type { RunningGateway } from '../../gateway/start.ts';
import { appUrl, axeViolations, newCustomer, shoot, startForFile } from './harness.ts';
import { becomeCustomer, placeOrderInNode } from './node-order.ts';
import { desk } from './order-desk.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));

const STREAM = '**/order/api/v2/orders/*/progress/stream/';

/** A guest's cash order placed in Node, and a browser context that is that guest. */
async function customerWithOrder(phone: string, options: { readonly desktop?: boolean } = {}) {
  const order = await placeOrderInNode(gateway, { phone, payment: 'cash' });
  const orderNumber = order.checkout.orderNumber ?? '';
  const customer = await newCustomer(browser, options);
  await becomeCustomer(customer.page, gateway, order);
  return { ...customer, orderNumber };
}

/** The thank-you page, its exit poll closed, down to the order's status. */
async function openThankYou(page: Page, orderNumber: string) {
  await page.goto(appUrl(gateway, `/checkout/thankyou!!/?order_number=${orderNumber}`));
  const poll = page.getByRole('dialog', { name: '이번 주문은 어떠셨나요?' });
  await poll.getByRole('button', { name: '닫기' }).click();
  await poll.waitFor({ state: 'detached' });
  const status = page.getByRole('region', { name: '주문 상태' });
  await status.getByRole('list', { name: '배달 진행 단계' }).waitFor();
  return status;
}

/** The steps as the customer reads them: [label, time], the current one marked. */
const stepsOf = (status: ReturnType<Page['getByRole']>) =>
  status
    .getByRole('list', { name: '배달 진행 단계' })
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((li) => {
        const [label, time] = [...li.children].slice(1).map((c) => c.textContent ?? '');
        return `${li.getAttribute('aria-current') === 'step' ? '▸' : ''}${label} ${time}`.trim();
      }),
    );

/** The status line: the status and, from accepted on, the estimated arrival. */
const nowOf = (status: ReturnType<Page['getByRole']>) => status.locator('p[aria-live]').textContent();

describe('the order page on a phone', () => {
  it('follows the order from 접수 대기 to 배달 완료 as the restaurant moves it, with the times, the estimate and the phone', {
    tags: ['smoke'],
  }, async () => {
    const { page, context, errors, orderNumber } = await customerWithOrder('010-3200-0001');
    const status = await openThankYou(page, orderNumber);
    // below the summary, which stays as the thank-you page had it
    await page.getByRole('region', { name: '역삼 황금치킨' }).waitFor();
    await expect(nowOf(status)).resolves.toBe('접수 대기');
    expect(await stepsOf(status)).toEqual([
      '▸접수 대기 12:00',
      '접수 완료 아직',
      '조리 중 아직',
      '배달 중 아직',
      '배달 완료 아직',
    ]);
    const call = status.getByRole('link', { name: /가게에 전화하기/ });
    await expect(call.getAttribute('href')).resolves.toMatch(/^tel:0507\d{8}$/);
    await status.getByRole('button', { name: '주문 취소' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'order-received-phone', { fullPage: true });

    await desk(gateway, orderNumber, { action: 'accept', minutes: 30 });
    await expect.poll(() => nowOf(status)).toBe('접수 완료12:30 도착 예정');
    // once the restaurant has taken it, it decides: no cancel, the phone instead
    await expect(status.getByRole('button', { name: '주문 취소' }).count()).resolves.toBe(0);
    await expect(status.getByText(messages.ORDER_NOT_CANCELLABLE).isVisible()).resolves.toBe(true);
    await desk(gateway, orderNumber, { action: 'cook' });
    await expect.poll(() => nowOf(status)).toBe('조리 중12:30 도착 예정');
    await desk(gateway, orderNumber, { action: 'depart' });
    await expect.poll(() => nowOf(status)).toBe('배달 중12:30 도착 예정');
    expect(await stepsOf(status)).toEqual([
      '접수 대기 12:00',
      '접수 완료 12:00',
      '조리 중 12:00',
      '▸배달 중 12:00',
      '배달 완료 아직',
    ]);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'order-delivering-phone', { fullPage: true });

    await desk(gateway, orderNumber, { action: 'deliver' });
    await expect.poll(() => nowOf(status)).toBe('배달 완료');
    expect(await stepsOf(status)).toEqual([
      '접수 대기 12:00',
      '접수 완료 12:00',
      '조리 중 12:00',
      '배달 중 12:00',
      '▸배달 완료 12:00',
    ]);
    await expect(status.getByText(messages.ORDER_NOT_CANCELLABLE).count()).resolves.toBe(0);
    // a reload shows where it ended
    await page.reload();
    await expect.poll(() => nowOf(page.getByRole('region', { name: '주문 상태' }))).toBe('배달 완료');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('cancelling the order', () => {
  it('cancels while 접수 대기, after a confirm whose buttons say what they do, and says so', async () => {
    const { page, context, errors, orderNumber } = await customerWithOrder('010-3200-0002');
    const status = await openThankYou(page, orderNumber);
    await status.getByRole('button', { name: '주문 취소' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.textContent()).resolves.toContain(messages.ORDER_CANCEL_CONFIRM);
    expect(await axeViolations(page)).toEqual([]);
    // 닫기 keeps the order
    await confirm.getByRole('button', { name: '닫기' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect(nowOf(status)).resolves.toBe('접수 대기');

    await status.getByRole('button', { name: '주문 취소' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '주문 취소' }).click();
    await page.getByRole('status').filter({ hasText: messages.ORDER_CANCELLED }).waitFor();
    await expect.poll(() => nowOf(status)).toBe('주문 취소');
    // who and why: the customer, paid on delivery, so nothing to refund
    await expect(status.getByText(messages.ORDER_CANCELLED, { exact: true }).isVisible()).resolves.toBe(true);
    await expect(status.getByText('환불').count()).resolves.toBe(0);
    await expect(status.getByRole('button', { name: '주문 취소' }).count()).resolves.toBe(0);
    expect(await stepsOf(status)).toEqual([
      '접수 대기 12:00',
      '접수 완료 아직',
      '조리 중 아직',
      '배달 중 아직',
      '배달 완료 아직',
    ]);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'order-cancelled-phone', { fullPage: true });
    // the gateway has it cancelled: the restaurant can no longer take it
    await expect(desk(gateway, orderNumber, { action: 'accept', minutes: 30 })).rejects.toThrow('409');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("is refused once the restaurant has taken it, with the gateway's words, and the page then shows 접수 완료", async () => {
    const { page, context, errors, orderNumber } = await customerWithOrder('010-3200-0003');
    // the stream held back, so the page has not yet heard of the acceptance when the customer taps
    await page.route(STREAM, () => undefined);
    const status = await openThankYou(page, orderNumber);
    await desk(gateway, orderNumber, { action: 'accept', minutes: 25 });
    await expect(nowOf(status)).resolves.toBe('접수 대기');

    await status.getByRole('button', { name: '주문 취소' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '주문 취소' }).click();
    const refusal = page.getByRole('alertdialog');
    await refusal.getByText(messages.ORDER_NOT_CANCELLABLE).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await refusal.getByRole('button', { name: '확인' }).click();
    await expect.poll(() => nowOf(status)).toBe('접수 완료12:25 도착 예정');
    await expect(status.getByRole('button', { name: '주문 취소' }).count()).resolves.toBe(0);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    // the refused cancel, as the browser logs any 4xx
    expect(errors.filter((e) => !e.includes('409 (Conflict)'))).toEqual([]);
    await context.close();
  });

  it('shows who cancelled and why when the restaurant rejects the order', async () => {
    const { page, context, errors, orderNumber } = await customerWithOrder('010-3200-0004');
    const status = await openThankYou(page, orderNumber);
    await desk(gateway, orderNumber, { action: 'reject', reason: '재료 소진' });
    await expect.poll(() => nowOf(status)).toBe('주문 취소');
    await expect(
      status.getByText('음식점 사정으로 주문이 취소되었습니다. (재료 소진)', { exact: true }).isVisible(),
    ).resolves.toBe(true);
    await expect(status.getByRole('button', { name: '주문 취소' }).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('when the connection goes', () => {
  it('a dropped stream comes back by itself and shows what changed meanwhile', async () => {
    const { page, context, errors, orderNumber } = await customerWithOrder('010-3200-0005');
    // the first connection is dropped at once, the next held until the restaurant has moved on
    let connections = 0;
    let letThrough = () => {};
    const moved = new Promise<void>((resolve) => {
      letThrough = resolve;
    });
    const lastEventIds: (string | null)[] = [];
    await page.route(STREAM, async (route) => {
      connections++;
      lastEventIds.push(route.request().headers()['last-event-id'] ?? null);
      if (connections === 1)
        return route.fulfill({ status: 200, contentType: 'text/event-stream', body: ': dropped\n\n' });
      await moved;
      return route.fallback();
    });
    const status = await openThankYou(page, orderNumber);
    // dropped for longer than a moment: the page says what it shows may be old
    await status.getByText(messages.ORDER_FOLLOW_OFFLINE).waitFor();
    await desk(gateway, orderNumber, { action: 'accept', minutes: 30 });
    await expect(nowOf(status)).resolves.toBe('접수 대기');
    letThrough();
    await expect.poll(() => nowOf(status)).toBe('접수 완료12:30 도착 예정');
    await status.getByText(messages.ORDER_FOLLOW_OFFLINE).waitFor({ state: 'detached' });
    // it asked from the version it knew, so the gateway sent the change it had missed
    expect(lastEventIds.slice(0, 2)).toEqual(['1', '1']);
    // and follows on from there
    await desk(gateway, orderNumber, { action: 'cook' });
    await expect.poll(() => nowOf(status)).toBe('조리 중12:30 도착 예정');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offline, keeps the last known state and says so; back online, catches up', async () => {
    const { page, context, errors, orderNumber } = await customerWithOrder('010-3200-0006');
    const status = await openThankYou(page, orderNumber);
    await desk(gateway, orderNumber, { action: 'accept', minutes: 30 });
    await expect.poll(() => nowOf(status)).toBe('접수 완료12:30 도착 예정');

    await context.setOffline(true);
    await status.getByText(messages.ORDER_FOLLOW_OFFLINE).waitFor();
    await desk(gateway, orderNumber, { action: 'cook' });
    await desk(gateway, orderNumber, { action: 'depart' });
    // what it knew stays, the steps and the estimate with it
    await expect(nowOf(status)).resolves.toBe('접수 완료12:30 도착 예정');
    expect(await stepsOf(status)).toEqual([
      '접수 대기 12:00',
      '▸접수 완료 12:00',
      '조리 중 아직',
      '배달 중 아직',
      '배달 완료 아직',
    ]);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'order-offline-phone');

    await context.setOffline(false);
    await expect.poll(() => nowOf(status)).toBe('배달 중12:30 도착 예정');
    await status.getByText(messages.ORDER_FOLLOW_OFFLINE).waitFor({ state: 'detached' });
    expect(errors.filter((e) => !e.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
    await context.close();
  });
});

describe('the order opened again at /orders/{number}/', () => {
  it('shows the same summary and status, follows it, and leaves the cart as it was (desktop)', async () => {
    const { page, context, errors, orderNumber } = await customerWithOrder('010-3200-0007', {
      desktop: true,
    });
    await page.goto(appUrl(gateway, `/orders/${orderNumber}/`));
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: '주문 상세', level: 1 }).waitFor();
    await main.getByRole('heading', { name: '역삼 황금치킨' }).waitFor();
    const status = main.getByRole('region', { name: '주문 상태' });
    await expect.poll(() => nowOf(status)).toBe('접수 대기');
    await desk(gateway, orderNumber, { action: 'accept', minutes: 40 });
    await expect.poll(() => nowOf(status)).toBe('접수 완료12:40 도착 예정');
    // no exit poll here, and the cart the order was placed from is still in the store
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    const events = await page.evaluate(() =>
      Object.keys(sessionStorage)
        .filter((key) => key === 'events' || key.startsWith('events.'))
        .map((key) => sessionStorage.getItem(key) ?? '')
        .join('\n'),
    );
    expect(events).not.toContain('"CartCleared"');
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'order-page-desktop', { fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("says '주문 정보가 없습니다.' for another customer's order, once", async () => {
    const theirs = await placeOrderInNode(gateway, { phone: '010-3200-0008', payment: 'cash' });
    const { page, context, errors } = await customerWithOrder('010-3200-0009');
    await page.goto(appUrl(gateway, `/orders/${theirs.checkout.orderNumber ?? ''}/`));
    const main = page.getByRole('main');
    await main.getByText(messages.ORDER_INFO_MISSING).waitFor();
    await expect(main.getByText(messages.ORDER_INFO_MISSING).count()).resolves.toBe(1);
    await expect(main.getByRole('heading', { name: '역삼 황금치킨' }).count()).resolves.toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    await context.close();
  });
});
