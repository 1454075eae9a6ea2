// @module-tag browser
// The checkout's SMS verification (spec 000 §4 "Phone", §5 "SMS code", §8 "SMS", §9): every message
// tied to its field, the 4-digit field (typed, pasted), the "남은 시간 03:30" countdown by the
// browser's fixed clock and the timeout, tries left, resend and the send limit ('ban'), a changed
// phone starting over, and the notice that closes after 1 s.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/start.ts';
import { codeField, countdownStarted, phoneField, smsCode, toCheckout } from './checkout-steps.ts';
import { axeViolations, newCustomer, startForFile } from './harness.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));

/** The message tied to a field by aria-describedby. */
async function describedBy(page: Page, field: ReturnType<typeof codeField>): Promise<string> {
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.join(' ');
}

const confirmButton = (page: Page) => page.getByRole('button', { name: '확인', exact: true });
const requestButton = (page: Page) => page.getByRole('button', { name: '인증번호 요청' });
const resendButton = (page: Page) => page.getByRole('button', { name: '재전송' });

async function expectMessage(page: Page, field: ReturnType<typeof codeField>, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor();
  await expect(describedBy(page, field)).resolves.toContain(text);
}

describe('SMS verification at checkout', () => {
  it('says what is wrong with the phone and the code before a request, each tied to its field', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await toCheckout(page, gateway);
    await requestButton(page).click();
    await expectMessage(page, phoneField(page), '휴대 전화 번호를 입력해 주세요');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('checkout-phone');
    await phoneField(page).fill('0101234');
    await requestButton(page).click();
    await expectMessage(page, phoneField(page), '휴대 전화 번호를 정확히 입력해 주세요.');

    await confirmButton(page).click();
    await expectMessage(page, codeField(page), '인증번호를 입력해주세요.');
    await codeField(page).fill('12');
    await confirmButton(page).click();
    await expectMessage(page, codeField(page), '인증번호는 4자리 숫자만 입력해주세요.');
    await codeField(page).fill('1234');
    await confirmButton(page).click();
    await expectMessage(page, codeField(page), '먼저 인증번호를 요청해주세요.');
    await expect(codeField(page).getAttribute('inputmode')).resolves.toBe('numeric');
    await expect(codeField(page).getAttribute('autocomplete')).resolves.toBe('one-time-code');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('counts down from 03:30 by the clock, and refuses the code once the time is up', async () => {
    const { page, context } = await newCustomer(browser);
    await toCheckout(page, gateway);
    await context.clock.pauseAt(Date.parse('2026-11-21T12:05:00+09:00'));
    await phoneField(page).fill('01055551001');
    await requestButton(page).click();
    await page.getByText('남은 시간 03:30').waitFor();
    await expect(page.getByText('남은 인증 횟수 5회').isVisible()).resolves.toBe(true);
    await context.clock.fastForward('01:00');
    await page.getByText('남은 시간 02:30').waitFor();
    await context.clock.fastForward('02:31');
    await page.getByText('남은 시간 00:00').waitFor();
    await expectMessage(
      page,
      codeField(page),
      '인증번호 입력 시간이 초과되었습니다.인증번호를 다시 요청해주세요.',
    );
    // the right code, too late: refused before it reaches the server
    await codeField(page).fill(await smsCode(gateway, '01055551001'));
    await expectMessage(
      page,
      codeField(page),
      '인증번호 입력 시간이 초과되었습니다.인증번호를 다시 요청해주세요.',
    );
    // a resend starts the time again
    await resendButton(page).click();
    await page.getByText('남은 시간 03:30').waitFor();
    await context.close();
  });

  it('shows the server message and the tries left for a wrong code, then verifies a pasted code and closes the notice after 1 s', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await toCheckout(page, gateway);
    await phoneField(page).fill('01055551002');
    await requestButton(page).click();
    await countdownStarted(page);
    const code = await smsCode(gateway, '01055551002');
    const wrong = code === '0000' ? '1111' : '0000';
    await codeField(page).fill(wrong);
    await expectMessage(page, codeField(page), '인증번호가 일치하지 않습니다. 남은 인증 횟수 4회');
    await page.getByText('남은 인증 횟수 4회', { exact: true }).waitFor();

    await codeField(page).fill('');
    await codeField(page).focus();
    await page.evaluate((text) => navigator.clipboard.writeText(text), code);
    // how long the notice stays is read in the page, from when it opened to when it closed, not
    // from when a busy machine let this test see it
    await page.evaluate(() => {
      const w = window as unknown as { noticeShown?: number; noticeClosed?: number };
      new MutationObserver(() => {
        const open =
          document.querySelector('dialog[open]')?.textContent?.includes('인증되었습니다.') ?? false;
        if (open && w.noticeShown === undefined) w.noticeShown = performance.now();
        if (!open && w.noticeShown !== undefined && w.noticeClosed === undefined)
          w.noticeClosed = performance.now();
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await page.keyboard.press('ControlOrMeta+V');
    const notice = page.getByRole('dialog', { name: '휴대전화 인증' });
    await notice.waitFor();
    await expect(notice.getByText('인증되었습니다.').isVisible()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await notice.waitFor({ state: 'detached' });
    const shownMs = await page.evaluate(() => {
      const w = window as unknown as { noticeShown: number; noticeClosed: number };
      return w.noticeClosed - w.noticeShown;
    });
    // it closes itself after its second (VERIFIED_NOTICE_MS), not at once
    expect(shownMs).toBeGreaterThanOrEqual(950);
    await expect(page.getByText('인증완료').isVisible()).resolves.toBe(true);
    await expect(codeField(page).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('checks a code once: 확인 after the check on the fourth digit shows the same answer, a changed digit is a new try', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await toCheckout(page, gateway);
    const phone = '01055551006';
    const checks: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes(`/vericode/checkvericode/${phone}`)) checks.push(r.postData() ?? '');
    });
    /** The tries the gateway counted against the code it sent. */
    const triesUsed = async () =>
      Number(
        (
          await gateway.db.query<{ tries: number }>(
            'SELECT tries FROM sms_codes WHERE phone = $1 ORDER BY sent_at DESC LIMIT 1',
            [phone],
          )
        )[0]?.tries ?? -1,
      );
    await phoneField(page).fill(phone);
    await requestButton(page).click();
    await countdownStarted(page);
    const code = await smsCode(gateway, phone);
    const [wrong = '', other = ''] = ['0000', '1111', '2222'].filter((c) => c !== code);

    await codeField(page).fill(wrong); // checked on the fourth digit
    await expectMessage(page, codeField(page), '인증번호가 일치하지 않습니다. 남은 인증 횟수 4회');
    await expect.poll(triesUsed).toBe(1);
    await confirmButton(page).click(); // the same code: the same answer, not a second try
    await codeField(page).press('Enter');
    // a changed digit is a new try; it is answered after the taps above (one command at a time)
    await codeField(page).fill(other);
    await expectMessage(page, codeField(page), '인증번호가 일치하지 않습니다. 남은 인증 횟수 3회');
    await expect(triesUsed()).resolves.toBe(2);
    expect(checks).toHaveLength(2);
    await page.getByText('남은 인증 횟수 3회', { exact: true }).waitFor();

    // the earlier code typed again is not sent again either
    await codeField(page).fill(wrong);
    await expectMessage(page, codeField(page), '인증번호가 일치하지 않습니다.');
    await page.getByText('남은 인증 횟수 3회', { exact: true }).waitFor();
    await confirmButton(page).click();
    await codeField(page).fill(code);
    await page.getByText('인증완료').waitFor();
    expect(checks).toHaveLength(3);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('runs out of tries after five wrong codes', async () => {
    const { page, context } = await newCustomer(browser);
    await toCheckout(page, gateway);
    await phoneField(page).fill('01055551003');
    await requestButton(page).click();
    await countdownStarted(page);
    const code = await smsCode(gateway, '01055551003');
    // five different wrong codes: the same code is checked once only
    const wrong = ['0000', '1111', '2222', '3333', '4444', '5555'].filter((c) => c !== code);
    for (let left = 4; left >= 1; left--) {
      await codeField(page).fill('');
      await codeField(page).fill(wrong[4 - left] ?? '');
      await expectMessage(page, codeField(page), `인증번호가 일치하지 않습니다. 남은 인증 횟수 ${left}회`);
    }
    await codeField(page).fill('');
    await codeField(page).fill(wrong[4] ?? '');
    await expectMessage(
      page,
      codeField(page),
      '인증 가능 횟수를 모두 사용했습니다. 인증번호를 다시 요청해주세요.',
    );
    await context.close();
  });

  it('starts over when the phone changes, and refuses a sixth code within the limit (ban)', async () => {
    const { page, context } = await newCustomer(browser);
    await toCheckout(page, gateway);
    await phoneField(page).fill('01055551004');
    await requestButton(page).click();
    await countdownStarted(page);
    await phoneField(page).fill('01055551005');
    await requestButton(page).waitFor(); // back to 인증번호 요청, the countdown gone
    await expect(page.getByText(/남은 시간/).count()).resolves.toBe(0);

    // each send waits until the gateway has it: a tap while the last request is out is not a send
    const sends = async () =>
      Number(
        (
          await gateway.db.query<{ n: string | number }>(
            "SELECT count(*) AS n FROM sms_sends WHERE phone = '01055551005'",
          )
        )[0]?.n ?? 0,
      );
    await requestButton(page).click();
    await expect.poll(sends).toBe(1);
    for (let sent = 2; sent <= 5; sent++) {
      await resendButton(page).click();
      await expect.poll(sends).toBe(sent);
    }
    await resendButton(page).click();
    await expectMessage(page, phoneField(page), '요청 회수를 초과했습니다. 잠시 기다렸다 다시 요청해주세요.');
    await context.close();
  });
});
