// Id and password inquiry over real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../start.ts';
import { startTestGateway } from '../testing/test-gateway.ts';
import { maskEmail } from './inquiry-routes.ts';
import { otherCode, sendCode, verifyPhone } from './testing/sms-steps.ts';
import { okWire } from './testing/wire-client.ts';

let gateway: RunningGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
}, 60_000);
afterAll(() => gateway?.close());

const findUsername = (phone: string, verification_code: string) =>
  okWire(gateway.url, 'member.id-inquiry', { payload: { phone, verification_code } });

describe('member.id-inquiry', () => {
  it('answers the masked e-mail of the member with the phone after a FIND_EMAIL check', async () => {
    const code = await verifyPhone(gateway.url, '01012345678', 'FIND_EMAIL');
    expect(await findUsername('01012345678', code)).toEqual({ username: 'mi***@example.com' });
  });

  it('answers no username before the code was checked, or with another code', async () => {
    const code = await sendCode(gateway.url, '01023456789', 'FIND_EMAIL');
    expect(await findUsername('01023456789', code)).toMatchObject({ username: null });
    await okWire(gateway.url, 'sms.check', { params: { phone: '01023456789' }, payload: { code } });
    expect(await findUsername('01023456789', otherCode(code))).toEqual({
      username: null,
      message: '휴대폰 인증을 먼저 완료해주세요.',
    });
    expect(await findUsername('01023456789', code)).toEqual({ username: 'ju***@example.com' });
  });

  it('brute force: wrong codes use up the tries of the checked code', async () => {
    const code = await verifyPhone(gateway.url, '01034567890', 'FIND_EMAIL');
    for (let i = 1; i <= 5; i++) await findUsername('01034567890', otherCode(String(Number(code) + i)));
    expect(await findUsername('01034567890', code)).toMatchObject({ username: null });
  });

  it('an ORDER check does not count, and a phone without a member answers "not found"', async () => {
    const orderCode = await verifyPhone(gateway.url, '01045678901', 'ORDER');
    expect(await findUsername('01045678901', orderCode)).toMatchObject({ username: null });
    const code = await verifyPhone(gateway.url, '01070000001', 'FIND_EMAIL');
    expect(await findUsername('01070000001', code)).toEqual({
      username: null,
      message: '가입된 아이디를 찾을 수 없습니다.',
    });
  });

  it('masks the name part of an e-mail, keeping two letters (one of a short name)', () => {
    expect(maskEmail('minji@example.com')).toBe('mi***@example.com');
    expect(maskEmail('jo@example.com')).toBe('j***@example.com');
  });
});

describe('member.password-inquiry', () => {
  it('answers the same for a member and a stranger, so it tells no one who is a member', async () => {
    const member = await okWire(gateway.url, 'member.password-inquiry', {
      payload: { email: 'minji@example.com' },
    });
    const stranger = await okWire(gateway.url, 'member.password-inquiry', {
      payload: { email: 'stranger@example.com' },
    });
    expect(member).toEqual({ success: true, message: '비밀번호 재설정 안내를 이메일로 보냈습니다.' });
    expect(stranger).toEqual(member);
  });

  it('refuses a malformed e-mail with success false and the message', async () => {
    const result = await okWire(gateway.url, 'member.password-inquiry', { payload: { email: 'minji' } });
    expect(result).toEqual({ success: false, message: '이메일 형식이 올바르지 않습니다.' });
  });
});
