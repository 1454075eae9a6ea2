// The SMS rules that depend on time, on a gateway whose clock the test moves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClockGateway, startClockGateway } from '../member/testing/clock-gateway.ts';
import { sendCode, verifyPhone } from '../member/testing/sms-steps.ts';
import { callWire, okWire } from '../member/testing/wire-client.ts';
import {
  PHONE_VERIFIED_TTL_MS,
  SMS_CODE_VALID_MS,
  SMS_SEND_LIMIT,
  SMS_SEND_WINDOW_MS,
} from './sms-policy.ts';

let gateway: ClockGateway;
beforeAll(async () => {
  gateway = await startClockGateway();
}, 60_000);
afterAll(() => gateway?.close());

const check = (phone: string, code: string) =>
  okWire(gateway.url, 'sms.check', { params: { phone }, payload: { code } });

describe('time limits of SMS verification', () => {
  it('a code is valid for 3 min 30 s after sending, and answers expire after that', async () => {
    const onTime = await sendCode(gateway.url, '01040000001', 'ORDER');
    gateway.clock.advance(SMS_CODE_VALID_MS);
    expect(await check('01040000001', onTime)).toMatchObject({ result: true });

    const late = await sendCode(gateway.url, '01040000002', 'ORDER');
    gateway.clock.advance(SMS_CODE_VALID_MS + 1);
    expect(await check('01040000002', late)).toEqual({
      result: 'expire',
      message: '인증번호 입력 시간이 초과되었습니다.인증번호를 다시 요청해주세요.',
    });
  });

  it("the send limit ('ban') lifts once the 10-minute window has passed", async () => {
    const phone = '01040000003';
    for (let i = 0; i < SMS_SEND_LIMIT; i++) await sendCode(gateway.url, phone, 'ORDER');
    const send = () =>
      callWire(gateway.url, 'sms.send', { payload: { customer_id: null, phone, context: 'ORDER' } });
    expect(await send()).toMatchObject({ ok: false, status: 429 });
    gateway.clock.advance(SMS_SEND_WINDOW_MS);
    expect(await send()).toMatchObject({ ok: true, body: { result: 'success', send_count: 1 } });
  });

  it('a verification holds for 30 minutes: isveriphone answers 1, then 0', async () => {
    const phone = '01040000004';
    await verifyPhone(gateway.url, phone, 'ORDER');
    gateway.clock.advance(PHONE_VERIFIED_TTL_MS);
    expect(await okWire(gateway.url, 'sms.phone-verified', { params: { phone } })).toBe(1);
    gateway.clock.advance(1);
    expect(await okWire(gateway.url, 'sms.phone-verified', { params: { phone } })).toBe(0);
  });
});
