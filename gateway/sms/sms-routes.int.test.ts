// The SMS calls over real HTTP (fixed clock): sending, checking, brute force, the send limit.
// Each test uses its own phone, so the tests share one gateway without touching each other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otherCode, outboxCode, sendCode, verifyPhone } from '../member/testing/sms-steps.ts';
import { callWire, okWire } from '../member/testing/wire-client.ts';
import type { RunningGateway } from '../start.ts';
import { startTestGateway } from '../testing/test-gateway.ts';
import { SMS_SEND_LIMIT } from './sms-policy.ts';

let gateway: RunningGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
}, 60_000);
afterAll(() => gateway?.close());

const send = (
  phone: string,
  context: 'ORDER' | 'REGISTER' | 'FIND_EMAIL' = 'ORDER',
  customer_id: string | null = null,
) => callWire(gateway.url, 'sms.send', { payload: { customer_id, phone, context } });
const check = (phone: string, code: string) =>
  okWire(gateway.url, 'sms.check', { params: { phone }, payload: { code } });

describe('sms.send', () => {
  it('sends a fresh 4-digit code and counts the sends (rule: a code per send, send_count)', async () => {
    const first = await send('01030000001');
    expect(first).toMatchObject({ ok: true, body: { result: 'success', send_count: 1 } });
    const firstCode = await outboxCode(gateway.url, '01030000001');
    expect(firstCode).toMatch(/^\d{4}$/);
    const second = await send('01030000001');
    expect(second).toMatchObject({ ok: true, body: { result: 'success', send_count: 2 } });
  });

  it('answers invalid_number for a number that is not a mobile number and sends nothing', async () => {
    const sent = await send('0212345678');
    expect(sent).toMatchObject({ ok: true, body: { result: 'invalid_number' } });
    expect((await fetch(`${gateway.url}/sandbox/sms?phone=0212345678`)).status).toBe(404);
  });

  it('answers banned_number for a blocklisted customer and phone, also at join without a customer id', async () => {
    expect(await send('01099990000', 'ORDER', '900099')).toMatchObject({ body: { result: 'banned_number' } });
    expect(await send('01099990000', 'REGISTER', null)).toMatchObject({ body: { result: 'banned_number' } });
    expect((await fetch(`${gateway.url}/sandbox/sms?phone=01099990000`)).status).toBe(404);
  });

  it(`answers 'ban' (429) beyond ${SMS_SEND_LIMIT} sends to one phone, and isveriphone says 'ban' too`, async () => {
    const phone = '01030000002';
    for (let i = 1; i <= SMS_SEND_LIMIT; i++)
      expect(await send(phone)).toMatchObject({ body: { send_count: i } });
    const refused = await send(phone);
    expect(refused).toMatchObject({ ok: false, status: 429, body: { error_code: 'ban' } });
    const verified = await callWire(gateway.url, 'sms.phone-verified', { params: { phone } });
    expect(verified).toEqual({ ok: false, status: 429, body: 'ban' });
  });

  it('answers dup_veri_trial once the phone is verified for orders, and isveriphone answers 1', async () => {
    const phone = '01030000003';
    expect(await okWire(gateway.url, 'sms.phone-verified', { params: { phone } })).toBe(0);
    await verifyPhone(gateway.url, phone, 'ORDER');
    expect(await okWire(gateway.url, 'sms.phone-verified', { params: { phone } })).toBe(1);
    expect(await send(phone)).toMatchObject({ body: { result: 'dup_veri_trial', send_count: 1 } });
    const rows = await gateway.db.query('SELECT phone FROM verified_phones WHERE phone = $1', [phone]);
    expect(rows).toHaveLength(1);
  });

  it('refuses a body with a bad phone with 400 naming the field', async () => {
    const response = await fetch(`${gateway.url}/member/v2/send-phone-certification-code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ customer_id: null, phone: '010-1234', context: 'ORDER' }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error_message: string }).error_message).toContain('$.phone');
  });
});

describe('sms.check', () => {
  it('verifies the right code (result true) and only ORDER checks write verified_phones', async () => {
    await verifyPhone(gateway.url, '01030000010', 'REGISTER');
    const rows = await gateway.db.query('SELECT 1 FROM verified_phones WHERE phone = $1', ['01030000010']);
    expect(rows).toHaveLength(0);
  });

  it('answers false with the tries left for a wrong code', async () => {
    const code = await sendCode(gateway.url, '01030000011', 'ORDER');
    const wrong = await check('01030000011', otherCode(code));
    expect(wrong).toEqual({ result: false, message: '인증번호가 일치하지 않습니다. 남은 인증 횟수 4회' });
    expect(await check('01030000011', code)).toMatchObject({ result: true });
  });

  it('brute force: guessing hits too_many_trials after 5 tries, and then even the right code fails', async () => {
    const phone = '01030000012';
    const code = await sendCode(gateway.url, phone, 'ORDER');
    const answers = [];
    for (let i = 1; i <= 5; i++)
      answers.push((await check(phone, otherCode(String(Number(code) + i)))).result);
    expect(answers).toEqual([false, false, false, false, 'too_many_trials']);
    expect(await check(phone, code)).toMatchObject({ result: 'too_many_trials' });
    expect(await okWire(gateway.url, 'sms.phone-verified', { params: { phone } })).toBe(0);
  });

  it('brute force: a used code cannot be used again', async () => {
    const phone = '01030000013';
    const code = await verifyPhone(gateway.url, phone, 'ORDER');
    expect(await check(phone, code)).toMatchObject({ result: 'expire' });
  });

  it('brute force: only the latest code counts, an earlier one no longer verifies', async () => {
    const phone = '01030000014';
    const first = await sendCode(gateway.url, phone, 'REGISTER');
    let second = await sendCode(gateway.url, phone, 'REGISTER');
    while (second === first) second = await sendCode(gateway.url, phone, 'REGISTER');
    expect(await check(phone, first)).toMatchObject({ result: false });
    expect(await check(phone, second)).toMatchObject({ result: true });
  });

  it('answers false with "request first" when no code was sent', async () => {
    expect(await check('01030000015', '1234')).toEqual({
      result: false,
      message: '먼저 인증번호를 요청해주세요.',
    });
  });

  it('refuses a code that is not 4 digits with 400 naming code', async () => {
    const response = await fetch(`${gateway.url}/vericode/checkvericode/01030000016/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: '12345' }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error_message: string }).error_message).toContain('$.code');
  });
});
