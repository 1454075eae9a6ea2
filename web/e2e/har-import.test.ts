// @module-tag browser
// A customer's session recorded as a HAR and imported as a QA script (issue 31, part 2): a guest
// orders in the browser with HAR recording on; `jumun import-har` turns the HAR into domain
// commands; `jumun run` replays them against a fresh gateway, which ends with the same cart, total
// and order as the browser's. One cash order; one card order declined at the PG, then approved,
// its cart changed in the cart screen after a first look at checkout, and its exit poll answered.
import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildCli } from '../../cli/testing/built-cli.ts';
import { messages } from '../../domain/messages.ts';
import type { RunningGateway } from '../../gateway/start.ts';
import { startTestGateway, TEST_NOW } from '../../gateway/testing/test-gateway.ts';
import { PASSWORD } from './account-steps.ts';
import { detailField, payButton, thankYouOrderNumber, toCheckout, verifyPhone } from './checkout-steps.ts';
import { appUrl, newCustomer, startForFile } from './harness.ts';
import { closeReturnPopup } from './payment-steps.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));

const dir = mkdtempSync(join(tmpdir(), 'jumun-har-'));

interface PlacedOrder {
  readonly restaurant_id: string | number;
  readonly status: string;
  readonly total: number;
}

async function placedOrder(on: RunningGateway, orderNumber: string): Promise<PlacedOrder> {
  const [row] = await on.db.query<PlacedOrder>(
    'SELECT restaurant_id, status, total FROM orders WHERE order_number = $1',
    [orderNumber],
  );
  if (row === undefined) throw new Error(`no order ${orderNumber}`);
  return { ...row, restaurant_id: Number(row.restaurant_id) };
}

interface Replayed {
  readonly cart: { readonly items: readonly unknown[] };
  readonly checkout: {
    readonly total: number;
    readonly stage: string;
    readonly orderNumber: string;
    readonly order: { readonly status: string };
    readonly poll: unknown;
  };
}

/**
 * The HAR imported with the built CLI and its script run against a fresh gateway: the script's
 * lines, the projections the run ended with, and the run's order as the fresh gateway holds it.
 */
async function importAndRun(name: string, har: string, runArgs: readonly string[] = []) {
  const jumun = await buildCli();
  const script = join(dir, `${name}.jsonl`);
  const imported = await jumun(['import-har', har, '--out', script]);
  expect(imported.code, imported.stderr).toBe(0);
  const fresh = await startTestGateway();
  try {
    const events = join(dir, `${name}.events.json`);
    const run = await jumun([
      'run',
      script,
      '--gateway',
      fresh.url,
      '--now',
      TEST_NOW,
      '--events',
      events,
      ...runArgs,
    ]);
    expect(run.code, `${run.stdout}${run.stderr}`).toBe(0);
    const lines = (await readFile(script, 'utf8')).split('\n');
    const replayed = JSON.parse((await jumun(['replay', events])).stdout) as Replayed;
    const order = await placedOrder(fresh, replayed.checkout.orderNumber);
    const rows = await fresh.db.query<{ status: string; customer_id: string }>(
      'SELECT status, customer_id FROM orders ORDER BY order_number',
    );
    const statuses = rows.map((row) => row.status);
    return { imported, lines, replayed, order, statuses, customers: rows.map((row) => row.customer_id) };
  } finally {
    await fresh.close();
  }
}

/**
 * Pays the cash order on checkout and waits for the thank-you page's read of the order to be
 * answered in full, so that the HAR holds that answer when the context closes.
 */
async function payCashAndReadBack(page: Page): Promise<{ paid: number; orderNumber: string }> {
  const paid = Number((await payButton(page).textContent())?.replace(/\D/g, ''));
  const readBack = page.waitForResponse((response) =>
    /\/orders\/\d+\/$/.test(new URL(response.url()).pathname),
  );
  await payButton(page).click();
  const orderNumber = await thankYouOrderNumber(page);
  await (await readBack).finished();
  return { paid, orderNumber };
}

describe('a browser session imported with jumun import-har', () => {
  it('replays on a fresh gateway to the same cart, total and order state', async () => {
    // Given a guest's cash order in the browser, every request recorded
    const har = join(dir, 'order.har');
    const { page, context, errors } = await newCustomer(browser, { recordHar: har });
    await toCheckout(page, gateway, 1001, [
      ['후라이드치킨', ['양념']],
      ['후라이드치킨', ['후라이드']],
    ]);
    await detailField(page).fill('101동 1001호');
    await verifyPhone(page, gateway, '01055550071');
    await page.getByRole('textbox', { name: '요청사항' }).fill('문 앞에 두세요');
    await page.getByRole('radio', { name: '만나서 현금결제' }).check();
    const { paid, orderNumber } = await payCashAndReadBack(page);
    // the thank-you page emptied the cart of the placed order (its stored event log says so)
    const storedEvents = () => page.evaluate(() => Object.values(sessionStorage).join('\n'));
    await expect.poll(storedEvents).toContain('"reason":"order-complete"');
    expect(errors).toEqual([]);
    await context.close();
    const seen = await placedOrder(gateway, orderNumber);

    // When the HAR is imported and its script run against a fresh gateway
    const { imported, lines, replayed, order } = await importAndRun('order', har);
    expect(imported.stderr).toMatch(/: \d+ entries: 1[0-9] commands written to /);

    // Then the script added what the browser did and saw its cart's total on the way (the run
    // passed its assertions), and ends where the browser did: the same cart, total and order
    expect(lines).toContain('{"type":"AddItem","menu":"후라이드치킨","options":{"맛":["양념"]},"amount":1}');
    expect(lines).toContain(
      '{"type":"AddItem","menu":"후라이드치킨","options":{"맛":["후라이드"]},"amount":1}',
    );
    expect(lines).toContain('{"assert":{"cart.items.length":2,"cart.total":37000}}');
    expect(replayed.cart.items).toEqual([]);
    expect(replayed.checkout).toMatchObject({ total: paid, stage: 'placed', order: { status: 'ACCEPTED' } });
    expect(order).toEqual(seen);
    expect(seen).toEqual({ restaurant_id: 1001, status: expect.any(String), total: paid });
  });

  it('replays a card order declined then approved, its cart changed before paying, its exit poll answered', async () => {
    // Given a guest who looks at checkout, goes back to the cart and changes it (one line lowered,
    // one raised, one removed), pays by card, is declined, pays again and is approved, and answers
    // the exit poll, every request recorded
    const har = join(dir, 'card.har');
    const { page, context, errors } = await newCustomer(browser, { recordHar: har });
    // the PG's sandbox page is no app page and has no favicon: the browser's own request 404s
    await context.route('**/favicon.ico', (route) => route.fulfill({ status: 204, body: '' }));
    await toCheckout(page, gateway, 1001, [
      ['후라이드치킨', ['양념']],
      ['후라이드치킨', ['양념']],
      ['후라이드치킨', ['간장']],
      ['치즈볼 (5개)', []],
    ]);
    await page.goBack();
    await page.waitForURL((url) => url.hash === '#/cart/');
    const main = page.getByRole('main');
    const amounts = main.getByRole('status', { name: '후라이드치킨 수량' });
    await expect.poll(() => amounts.allTextContents()).toEqual(['2', '1']);
    await main.getByRole('button', { name: '후라이드치킨 수량 줄이기' }).first().click();
    await main.getByRole('button', { name: '후라이드치킨 수량 늘리기' }).nth(1).click();
    await expect.poll(() => amounts.allTextContents()).toEqual(['1', '2']);
    await main.getByRole('button', { name: '치즈볼 (5개) 삭제' }).click();
    await main.getByText('치즈볼 (5개)').waitFor({ state: 'detached' });
    await main.getByRole('button', { name: '주문하기' }).click();
    await page.waitForURL((url) => url.hash === '#/checkout/');
    await detailField(page).fill('101호');
    await verifyPhone(page, gateway, '01055550072');
    await page.getByRole('radio', { name: '신용/체크카드' }).check();
    const paid = Number((await payButton(page).textContent())?.replace(/\D/g, ''));
    await payButton(page).click();
    await page.waitForURL((url) => /^\/sandbox\/pg\/\d+$/.test(url.pathname));
    await page.getByRole('button', { name: '결제 거절 (실패)' }).click();
    await closeReturnPopup(page, messages.PAYMENT_FAILED);
    await payButton(page).click();
    await page.waitForURL((url) => /^\/sandbox\/pg\/\d+$/.test(url.pathname));
    await page.getByRole('button', { name: '결제 승인' }).click();
    const orderNumber = await thankYouOrderNumber(page);
    const poll = page.getByRole('dialog', { name: '이번 주문은 어떠셨나요?' });
    await poll.getByRole('radio', { name: '주문이 간편했어요' }).check();
    const answered = page.waitForResponse((response) => response.url().includes('/poll_submit/'));
    await poll.getByRole('button', { name: '의견 보내기' }).click();
    await answered;
    await poll.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
    const seen = await placedOrder(gateway, orderNumber);

    // When the HAR is imported and its script run against a fresh gateway
    const { lines, replayed, order, statuses } = await importAndRun('card', har);

    // Then the second checkout is the first one changed, the PG's two answers are the customer's,
    // the poll's answer is theirs, and the run ends where the browser did
    const commands = lines.filter((line) => line.startsWith('{"type"')).map((line) => JSON.parse(line).type);
    expect(commands).not.toContain('ClearCart');
    expect(lines).toContain('{"type":"ChangeAmount","line":0,"amount":1}');
    expect(lines).toContain('{"type":"ChangeAmount","line":1,"amount":2}');
    expect(lines).toContain('{"type":"RemoveItem","line":2}');
    expect(lines).toContain('{"type":"AnswerPayment","answer":"decline"}');
    expect(lines).toContain('{"type":"AnswerPayment","answer":"approve"}');
    expect(lines).toContain('{"type":"AnswerPoll","number":1}');
    expect(replayed.cart.items).toEqual([]);
    expect(replayed.checkout).toMatchObject({ total: paid, stage: 'placed', poll: { number: 1 } });
    expect(replayed.checkout.order.status).toBe('ACCEPTED');
    expect(order).toEqual(seen);
    expect(seen).toEqual({ restaurant_id: 1001, status: expect.any(String), total: paid });
    expect(statuses).toEqual(['payment_failed', seen.status]);
  });

  it("replays a member's login and order, the password taken as a variable", async () => {
    // Given a member who logs in with e-mail and orders in cash, every request recorded
    const har = join(dir, 'member.har');
    const { page, context, errors } = await newCustomer(browser, { recordHar: har });
    await page.goto(appUrl(gateway, '/login/'));
    await page.getByLabel('이메일', { exact: true }).fill('minji@example.com');
    await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await page.getByRole('banner').getByRole('button', { name: '로그아웃' }).waitFor();
    await toCheckout(page, gateway, 1001, [['후라이드치킨', ['간장']]]);
    await detailField(page).fill('3층');
    await verifyPhone(page, gateway, '01012345678');
    await page.getByRole('radio', { name: '만나서 현금결제' }).check();
    const { paid, orderNumber } = await payCashAndReadBack(page);
    expect(errors).toEqual([]);
    await context.close();
    const seen = await placedOrder(gateway, orderNumber);

    // When the HAR is imported and its script run with the password against a fresh gateway
    const { imported, lines, replayed, order, customers } = await importAndRun('member', har, [
      '--var',
      `password=${PASSWORD}`,
    ]);

    // Then the login is LogIn with {{password}}, never the recorded one, and the run ends where the
    // browser did, as the same member
    expect(imported.stderr).toContain('run it with --var password=');
    expect(lines).toContain('{"type":"LogIn","email":"minji@example.com","password":"{{password}}"}');
    expect(lines.join('\n')).not.toContain(PASSWORD);
    expect(replayed.cart.items).toEqual([]);
    expect(replayed.checkout).toMatchObject({ total: paid, stage: 'placed', order: { status: 'ACCEPTED' } });
    expect(order).toEqual(seen);
    const [customer] = await gateway.db.query<{ customer_id: string }>(
      'SELECT customer_id FROM orders WHERE order_number = $1',
      [orderNumber],
    );
    expect(customers).toEqual([customer?.customer_id]);
    expect(customers).toEqual(['900001']);
  });
});
