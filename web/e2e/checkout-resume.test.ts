// @module-tag browser
// Checkout survives a reload and a lost connection (issue 11 "Submit and every outcome"): a reload
// restores what was typed except the SMS code (the request and its countdown go on); offline shows
// the network message, the pay refusal loses nothing, and back online the order goes through.
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/start.ts';
import {
  codeField,
  countdownStarted,
  detailField,
  payButton,
  phoneField,
  thankYouOrderNumber,
  toCheckout,
  verifyPhone,
} from './checkout-steps.ts';
import { axeViolations, newCustomer, startForFile } from './harness.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));

describe('checkout after a reload and offline', () => {
  it('restores the detail, phone, payment, coupon code and comment, but not the SMS code', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await toCheckout(page, gateway);
    await detailField(page).fill('101동 202호');
    await phoneField(page).fill('01055555001');
    await page.getByRole('button', { name: '인증번호 요청' }).click();
    await countdownStarted(page);
    await codeField(page).fill('12');
    await page.getByRole('radio', { name: '만나서 카드결제' }).check();
    await page.getByRole('textbox', { name: '쿠폰코드' }).fill('WELCOME3000');
    await page.getByRole('textbox', { name: '요청사항' }).fill('벨 누르지 마세요');
    await page.getByRole('textbox', { name: '요청사항' }).blur();
    await context.clock.fastForward('00:10');
    await page.reload();
    await page.getByRole('heading', { name: '주문하기', level: 1 }).waitFor();
    await expect.poll(() => detailField(page).inputValue()).toBe('101동 202호');
    await expect(phoneField(page).inputValue()).resolves.toBe('010-5555-5001');
    await expect(page.getByRole('textbox', { name: '쿠폰코드' }).inputValue()).resolves.toBe('WELCOME3000');
    await expect(page.getByRole('textbox', { name: '요청사항' }).inputValue()).resolves.toBe(
      '벨 누르지 마세요',
    );
    await expect(page.getByRole('radio', { name: '만나서 카드결제' }).isChecked()).resolves.toBe(true);
    await expect(codeField(page).inputValue()).resolves.toBe('');
    await page.getByText(/남은 시간 03:(1|2)\d/).waitFor();
    await expect(page.getByRole('button', { name: '재전송' }).isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the network message offline, keeps everything, and orders once back online', async () => {
    const { page, context } = await newCustomer(browser);
    await toCheckout(page, gateway);
    await detailField(page).fill('3층');
    await verifyPhone(page, gateway, '01055555002');
    await page.getByRole('radio', { name: '만나서 현금결제' }).check();
    await context.setOffline(true);
    const note = page.getByText('서버에 연결할 수 없습니다. 잠시 후 다시 시도해주세요');
    await note.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await payButton(page).click();
    // the service-problem text in a banner with 다시 시도, no field marked (the form was not wrong)
    const banner = page
      .getByRole('alert')
      .filter({ hasText: '서비스에 문제가 발생했습니다. 잠시뒤 다시 시도해주세요.' });
    await banner.getByRole('button', { name: '다시 시도' }).waitFor();
    await expect(page.locator('[aria-invalid="true"]').count()).resolves.toBe(0);
    await expect(detailField(page).inputValue()).resolves.toBe('3층');
    await context.setOffline(false);
    await note.waitFor({ state: 'hidden' });
    await banner.getByRole('button', { name: '다시 시도' }).click();
    await thankYouOrderNumber(page);
    await context.close();
  });
});
