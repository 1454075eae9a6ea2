// @module-tag browser
// An alert (web/dialogs/popup-dialog.tsx) as a customer sees it: its text sits as far from the
// dialog's top and sides as a titled dialog's heading does (24 px, 20 px), not pressed against its edge.
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/start.ts';
import { openRestaurant } from './cart-steps.ts';
import { appUrl, newCustomer, startForFile } from './harness.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));

describe('an alert', () => {
  it('keeps its text 24 px from the top of its box and 20 px from its sides', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await openRestaurant(page, gateway, 1001);
    // a menu id that matches nothing: '현재 서비스되지 않는 메뉴입니다.'
    await page.goto(appUrl(gateway, '/1001/없는메뉴/'));
    const alert = page.getByRole('alertdialog');
    const text = alert.getByText('현재 서비스되지 않는 메뉴입니다.');
    await text.waitFor();
    // Measured until it holds: one CI run read both boxes as zero once, between the text's first
    // paint and a later frame (a box not laid out yet measures 0 × 0 at 0, 0).
    await expect
      .poll(() =>
        text.evaluate((p) => {
          const box = p.closest('dialog')?.firstElementChild?.getBoundingClientRect();
          const at = p.getBoundingClientRect();
          return box === undefined
            ? null
            : { top: Math.round(at.top - box.top), left: Math.round(at.left - box.left) };
        }),
      )
      .toEqual({ top: 24, left: 20 });
    expect(errors).toEqual([]);
    await context.close();
  });
});
