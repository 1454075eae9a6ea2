import { describe, expect, it } from 'vitest';
import { answered } from '../ports/gateway-failure.ts';
import { draft } from '../store/decision.ts';
import { replay } from '../store/replay.ts';
import { callNames, drive } from '../store/testing/drive.ts';
import { findIdFlow } from './find-id.ts';
import { accountTest } from './testing/account-fixtures.ts';
import { stateOf } from './testing/facts.ts';
import { given } from './testing/given.ts';

const MINJI = '01012345678';

describe('FindId, the id inquiry (spec 001 §5 "Id inquiry succeeds only if a username is returned.")', () => {
  it('finds the username with the code sent for FIND_EMAIL (spec 001 §7 "Id inquiry | POST /v1/find-username | phone, verification_code. Response username.")', async () => {
    const { store, ports, run } = accountTest();
    await run({ type: 'RequestSmsCode', context: 'FIND_EMAIL', phone: '010-1234-5678' });
    const code = ports.gateway.outbox.get(MINJI) ?? '';
    const [outcome] = await run({ type: 'FindId', phone: '010-1234-5678', code });

    expect(outcome).toMatchObject({
      kind: 'accepted',
      events: [{ type: 'UsernameFound', data: { phone: MINJI, username: 'minji@example.com' } }],
    });
    expect(store.projections().session.foundUsername).toBe('minji@example.com');
    expect(store.projections().checkout.phone.number).toBe('');
    expect(replay(store.log())).toEqual(store.projections());
  });

  it('shows no username when none is returned (spec 001 §5 "Id inquiry succeeds only if a username is returned.")', async () => {
    const { store, ports, run } = accountTest();
    await run({ type: 'RequestSmsCode', context: 'FIND_EMAIL', phone: '01099990000' });
    const code = ports.gateway.outbox.get('01099990000') ?? '';
    const [unknown] = await run({ type: 'FindId', phone: '01099990000', code });

    expect(unknown).toMatchObject({
      kind: 'rejected',
      rejection: { code: 'ID_INQUIRY_NOT_FOUND', message: '가입된 아이디를 찾을 수 없습니다.' },
    });
    expect(store.projections().session.foundUsername).toBeNull();
  });

  it('shows the server message for a wrong code', async () => {
    const { ports, run } = accountTest();
    await run({ type: 'RequestSmsCode', context: 'FIND_EMAIL', phone: MINJI });
    const code = ports.gateway.outbox.get(MINJI) === '1111' ? '2222' : '1111';
    const [wrong] = await run({ type: 'FindId', phone: MINJI, code });

    expect(wrong?.kind === 'rejected' && wrong.rejection.message).toBe('인증번호가 일치하지 않습니다.');
  });

  it('applies the code rules before asking (spec 001 §5 "SMS code must be 4 digits ... Not yet requested: "먼저 인증번호를 요청해주세요." Timed out: code-entry-time-exceeded message.")', async () => {
    const { ports, run } = accountTest();
    const [notRequested] = await run({ type: 'FindId', phone: MINJI, code: '1234' });
    await run({ type: 'RequestSmsCode', context: 'FIND_EMAIL', phone: MINJI });
    const [short] = await run({ type: 'FindId', phone: MINJI, code: '12' });
    ports.clock.advance(210_001);
    const [late] = await run({ type: 'FindId', phone: MINJI, code: ports.gateway.outbox.get(MINJI) ?? '' });

    expect(notRequested?.kind === 'rejected' && notRequested.rejection.message).toBe(
      '먼저 인증번호를 요청해주세요.',
    );
    expect(short?.kind === 'rejected' && short.rejection.message).toBe(
      '인증번호는 4자리 숫자만 입력해주세요.',
    );
    expect(late?.kind === 'rejected' && late.rejection.code).toBe('SMS_TIMEOUT');
    expect(ports.gateway.calls.get('idInquiry')).toBeUndefined();
  });
});

describe('FindId, given a code requested for FIND_EMAIL', () => {
  const requested = draft('SmsCodeRequested', { phone: MINJI, sendCount: 1, context: 'FIND_EMAIL' });

  it('records the username found (spec 001 §7 "Id inquiry")', async () => {
    let code = '';
    await given([requested], {
      server: async (ports) => {
        await ports.gateway.sendSmsCode({ customer_id: 'guest-1', phone: MINJI, context: 'FIND_EMAIL' });
        code = ports.gateway.outbox.get(MINJI) ?? '';
      },
      gateway: (base) => ({
        checkSmsCode: (phone) => base.checkSmsCode(phone, code),
        idInquiry: (req) => base.idInquiry({ ...req, verification_code: code }),
      }),
    })
      .when({ type: 'FindId', phone: MINJI, code: '1234' }, { after: 1000 })
      .then({ events: [draft('UsernameFound', { phone: MINJI, username: 'minji@example.com' })] });
  });

  it('refuses without a phone', async () => {
    await given([requested])
      .when({ type: 'FindId', phone: '', code: '1234' })
      .then({ rejected: 'PHONE_REQUIRED' });
  });
});

describe('FindId, its workflow driven with given answers', () => {
  const state = stateOf([draft('SmsCodeRequested', { phone: MINJI, sendCount: 1, context: 'FIND_EMAIL' })]);
  const now = Date.parse('2026-11-21T12:00:30+09:00');
  it("shows the server's message when no username comes back", () => {
    const { result: decision } = drive(
      findIdFlow({ type: 'FindId', phone: MINJI, code: '1234' }, state, now),
      {
        'gateway.checkSmsCode': answered({ result: true, message: '' }),
        'gateway.idInquiry': answered({ username: null, message: '인증번호가 일치하지 않습니다.' }),
      },
    );
    expect(decision.rejection).toEqual({
      code: 'ID_INQUIRY_NOT_FOUND',
      message: '인증번호가 일치하지 않습니다.',
    });
  });

  it('applies the code rules before any call', () => {
    const { result: decision, calls } = drive(
      findIdFlow({ type: 'FindId', phone: MINJI, code: '12' }, state, now),
    );
    expect(callNames(calls)).toEqual([]);
    expect(decision.rejection?.code).toBe('SMS_CODE_FORMAT');
  });

  it("refuses with the server's check of the code before any inquiry (the gateway answers the inquiry only for a checked phone)", () => {
    const { result: decision, calls } = drive(
      findIdFlow({ type: 'FindId', phone: MINJI, code: '1234' }, state, now),
      { 'gateway.checkSmsCode': answered({ result: false, message: '인증번호가 일치하지 않습니다.' }) },
    );
    expect(callNames(calls)).toEqual(['gateway.checkSmsCode']);
    expect(decision.rejection).toEqual({ code: 'SMS_CODE_WRONG', message: '인증번호가 일치하지 않습니다.' });
  });
});
