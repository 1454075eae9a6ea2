// @module-tag browser
// The shell as a customer meets it: the route table drives the screens, unknown routes go home,
// and the header says where to deliver.
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/start.ts';
import { appUrl, newCustomer, startForFile } from './harness.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));

describe('the shell', () => {
  it('sends an unknown route home, and /join/ to /login/ (spec 001 §2)', async () => {
    const { page, context } = await newCustomer(browser);
    await page.goto(appUrl(gateway, '/no/such/page/here/'));
    await page.waitForURL((url) => url.hash === '#/');
    await page.goto(appUrl(gateway, '/join/'));
    await page.waitForURL((url) => url.hash === '#/login/');
    await context.close();
  });

  it('asks for a delivery address in the header while none is set', async () => {
    const { page, context } = await newCustomer(browser, { desktop: true });
    await page.goto(appUrl(gateway, '/'));
    const address = page.getByRole('link', { name: /배달 주소/ });
    await expect(address.textContent()).resolves.toContain('배달 받을 주소를 설정해주세요');
    await address.click();
    await page.waitForURL((url) => url.hash === '#/location/');
    await context.close();
  });
});
