// @module-tag browser
// A refused field is scrolled fully into view (UI guide "Errors a customer can see"): after 결제하기,
// the field the checkout refused and its message lie between the sticky header's bottom and the pay
// bar's top, wherever the customer had scrolled to, at phone and desktop size. Read by geometry: the
// boxes the browser laid out, not the classes that should place them.
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/start.ts';
import { detailField, payButton, phoneField, toCheckout, verifyPhone } from './checkout-steps.ts';
import { newCustomer, shoot, startForFile } from './harness.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  if (b === null) throw new Error(`${locator} is not laid out`);
  return b;
}

/**
 * What of the field and its message the bars hide: '' when both lie between the header's bottom
 * and the pay bar's top (the viewport's bottom where the bar does not lie across the field, as on
 * a desktop, where it sits in the summary column beside the form).
 */
async function hidden(page: Page, field: Locator, message: Locator): Promise<string> {
  const header = await box(page.getByRole('banner'));
  const bar = await box(payButton(page).locator('..'));
  const viewport = page.viewportSize()?.height ?? 0;
  const top = header.y + header.height;
  const out: string[] = [];
  for (const [name, b] of [
    ['field', await box(field)],
    ['message', await box(message)],
  ] as const) {
    const across = bar.x < b.x + b.width && b.x < bar.x + bar.width;
    const bottom = across ? Math.min(bar.y, viewport) : viewport;
    if (b.y < top - 0.5) out.push(`${name} top ${b.y} above the header's bottom ${top}`);
    if (b.y + b.height > bottom + 0.5)
      out.push(
        `${name} bottom ${b.y + b.height} below ${across ? "the pay bar's top" : 'the viewport'} ${bottom}`,
      );
  }
  return out.join('; ');
}

/** Scrolls to `where`, taps 결제하기 and waits for the field's message; answers what is hidden. */
async function payAndLook(page: Page, where: 'top' | 'bottom', field: Locator, text: string) {
  await page.evaluate((to) => window.scrollTo(0, to === 'top' ? 0 : document.body.scrollHeight), where);
  await payButton(page).click();
  const message = page.getByText(text, { exact: true });
  await message.waitFor();
  // the field is focused when it is in place (a scroll, if any, is instant)
  await expect.poll(() => field.evaluate((e) => e.contains(document.activeElement))).toBe(true);
  return hidden(page, field, message);
}

describe.each([
  ['phone', false],
  ['desktop', true],
] as const)('a refused field at %s size', (size, desktop) => {
  it('lies with its message between the header and the pay bar, from the top or the bottom of the page', async () => {
    const { page, context, errors } = await newCustomer(browser, { desktop });
    await toCheckout(page, gateway);
    const detail = detailField(page);
    for (const where of ['top', 'bottom'] as const)
      expect(
        await payAndLook(page, where, detail, '상세 주소를 입력해 주세요'),
        `상세주소 from the ${where}`,
      ).toBe('');

    await detail.fill('101호');
    for (const where of ['top', 'bottom'] as const)
      expect(
        await payAndLook(page, where, phoneField(page), '휴대 전화 번호를 입력해 주세요'),
        `휴대전화 from the ${where}`,
      ).toBe('');

    await verifyPhone(page, gateway, size === 'phone' ? '01055557001' : '01055557002');
    const payment = page.getByRole('group', { name: '결제수단' });
    for (const where of ['top', 'bottom'] as const)
      expect(
        await payAndLook(page, where, payment, '결제수단을 선택해주세요.'),
        `결제수단 from the ${where}`,
      ).toBe('');
    await shoot(page, `checkout-refused-payment-${size}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
