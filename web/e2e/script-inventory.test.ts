// @module-tag browser
// PCI DSS 11.6.1's change detection on every commit: the checkout is loaded with a cart and paid by
// card up to the PG's page in Chromium, every script and stylesheet that arrives is hashed (SHA-384)
// with the security headers of both documents, and the lot is compared with the checked-in
// inventory (script-inventory.ts says how). `npm run inventory` writes the file from this test.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Browser, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/start.ts';
import { payButton } from './checkout-steps.ts';
import { newCustomer, startForFile } from './harness.ts';
import { readyToPay } from './payment-steps.ts';
import {
  differences,
  INVENTORY_FILE,
  type Inventory,
  type InventoryEntry,
  inlineEntries,
  RULE,
  SECURITY_HEADERS,
  sha384,
  stableName,
  TODO,
  WRITE_COMMAND,
  withPurposes,
} from './script-inventory.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));

/** `npm run inventory` sets it: the test writes the file instead of comparing. */
const WRITING = process.env.JUMUN_INVENTORY === 'write';

const securityHeaders = async (response: Response) => {
  const all = await response.allHeaders();
  return Object.fromEntries(
    SECURITY_HEADERS.filter((h) => all[h] !== undefined).map((h) => [h, all[h] ?? '']),
  );
};

describe('the checkout script inventory', () => {
  it('is what the checkout and the payment hand-off load, file by file and header by header', async () => {
    const { page, context } = await newCustomer(browser);
    await readyToPay(page, gateway, '01032000009', '신용/체크카드');

    // From here on, the checkout as a customer's browser loads it: the document again, with a cart.
    const files = new Map<string, Omit<InventoryEntry, 'purpose'>>();
    const documents: Record<string, Record<string, string>> = {};
    const pending: Promise<void>[] = [];
    const origin = new URL(gateway.url).origin;
    page.on('response', (response) => {
      const type = response.request().resourceType();
      const url = new URL(response.url());
      if (url.origin !== origin) return;
      const record = async () => {
        if (type === 'document') {
          const key = url.pathname === '/' ? 'checkout' : 'payment hand-off';
          documents[key] = await securityHeaders(response);
          for (const entry of inlineEntries(
            key === 'checkout' ? 'index.html' : 'payment page',
            await response.text(),
          ))
            files.set(entry.name, entry);
        } else if (type === 'script' || type === 'stylesheet') {
          const name = stableName(url.pathname.slice(1));
          files.set(name, { name, kind: type, sha384: sha384(await response.body()) });
        }
      };
      pending.push(record());
    });
    await page.reload();
    await page.getByRole('heading', { name: '주문하기', level: 1 }).waitFor();
    // What the app fetches in its first seconds by a timer (the popup's chunk after 1 s) is part of
    // the checkout too: the page's clock is moved past them, so every run records the same files.
    await page.waitForLoadState('networkidle');
    await page.clock.runFor(5_000);
    await page.waitForLoadState('networkidle');
    await payButton(page).click();
    await page.waitForURL((url) => /^\/sandbox\/pg\/\d+$/.test(url.pathname));
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    await context.close();

    const checkedIn: Inventory | null = existsSync(INVENTORY_FILE)
      ? (JSON.parse(readFileSync(INVENTORY_FILE, 'utf8')) as Inventory)
      : null;
    const recorded = withPurposes({ rule: RULE, documents, files: [...files.values()] }, checkedIn);
    expect(Object.keys(documents).sort()).toEqual(['checkout', 'payment hand-off']);
    if (WRITING) writeFileSync(INVENTORY_FILE, `${JSON.stringify(recorded, null, 2)}\n`);
    const changed = checkedIn === null ? ['(no inventory yet)'] : differences(checkedIn, recorded);
    // Writing, the changes are what the commit records: said, not failed on (a new file's purpose still is).
    if (WRITING) console.info(changed.length === 0 ? 'no change' : `written:\n${changed.join('\n')}`);
    else
      expect(
        changed,
        `The checkout's scripts or headers changed. If the change is meant, run \`${WRITE_COMMAND}\` and commit ${INVENTORY_FILE} with it`,
      ).toEqual([]);
    const unexplained = recorded.files.filter((f) => f.purpose === TODO || f.purpose.trim() === '');
    expect(
      unexplained.map((f) => f.name),
      `say in ${INVENTORY_FILE} what each new script is for`,
    ).toEqual([]);
  });
});
