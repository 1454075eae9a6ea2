// @module-tag browser
// A customer's session recorded as a HAR and imported as a QA script (issue 31, part 2): a guest
// orders in the browser with HAR recording on; `jumun import-har` turns the HAR into domain
// commands; `jumun run` replays them against a fresh gateway, which ends with the same cart, total
// and order as the browser's.
import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildCli } from '../../cli/testing/built-cli.ts';
import type { RunningGateway } from '../../gateway/start.ts';
import { startTestGateway, TEST_NOW } from '../../gateway/testing/test-gateway.ts';
import { detailField, payButton, thankYouOrderNumber, toCheckout, verifyPhone } from './checkout-steps.ts';
import { newCustomer, startForFile } from './harness.ts';

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
    const paid = Number((await payButton(page).textContent())?.replace(/\D/g, ''));
    // the thank-you page reads the order back: that read is in the HAR before the context closes
    const readBack = page.waitForResponse((response) =>
      /\/orders\/\d+\/$/.test(new URL(response.url()).pathname),
    );
    await payButton(page).click();
    const orderNumber = await thankYouOrderNumber(page);
    await readBack;
    // the thank-you page emptied the cart of the placed order (its stored event log says so)
    const storedEvents = () => page.evaluate(() => Object.values(sessionStorage).join('\n'));
    await expect.poll(storedEvents).toContain('"reason":"order-complete"');
    expect(errors).toEqual([]);
    await context.close();
    const seen = await placedOrder(gateway, orderNumber);

    // When the HAR is imported and its script run against a fresh gateway
    const jumun = await buildCli();
    const script = join(dir, 'order.jsonl');
    const imported = await jumun(['import-har', har, '--out', script]);
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stderr).toMatch(/: \d+ entries: 1[0-9] commands written to /);
    const fresh = await startTestGateway();
    try {
      const events = join(dir, 'events.json');
      const run = await jumun(['run', script, '--gateway', fresh.url, '--now', TEST_NOW, '--events', events]);
      expect(run.code, `${run.stdout}${run.stderr}`).toBe(0);

      // Then the script added what the browser did and saw its cart's total on the way (the run
      // passed its assertions), and ends where the browser did: the same cart, total and order
      const lines = (await readFile(script, 'utf8')).split('\n');
      expect(lines).toContain(
        '{"type":"AddItem","menu":"후라이드치킨","options":{"맛":["양념"]},"amount":1}',
      );
      expect(lines).toContain(
        '{"type":"AddItem","menu":"후라이드치킨","options":{"맛":["후라이드"]},"amount":1}',
      );
      expect(lines).toContain('{"assert":{"cart.items.length":2,"cart.total":37000}}');
      const replayed = JSON.parse((await jumun(['replay', events])).stdout) as {
        cart: { items: unknown[] };
        checkout: { total: number; stage: string; orderNumber: string; order: { status: string } };
      };
      expect(replayed.cart.items).toEqual([]);
      expect(replayed.checkout).toMatchObject({
        total: paid,
        stage: 'placed',
        order: { status: 'ACCEPTED' },
      });
      expect(await placedOrder(fresh, replayed.checkout.orderNumber)).toEqual(seen);
      expect(seen).toEqual({ restaurant_id: 1001, status: expect.any(String), total: paid });
    } finally {
      await fresh.close();
    }
  });
});
