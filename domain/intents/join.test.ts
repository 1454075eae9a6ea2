import { describe, expect, it } from 'vitest';
import type { CommandOf } from '../commands/commands.ts';
import type { LoginAnswer } from '../ports/account-gateway.ts';
import { answered } from '../ports/gateway-failure.ts';
import { draft as eventDraft } from '../store/decision.ts';
import { replay } from '../store/replay.ts';
import { callNames, drive } from '../store/testing/drive.ts';
import { joinFlow } from './join.ts';
import { accountTest, allAgreed, eventTypes } from './testing/account-fixtures.ts';
import { stateOf } from './testing/facts.ts';
import { given } from './testing/given.ts';

const PHONE = '010-5555-6666';
const join: CommandOf<'Join'> = {
  type: 'Join',
  email: 'seoyeon@example.com',
  password: 'Jumun!2027',
  confirmPassword: 'Jumun!2027',
  nickname: '서연',
  phone: PHONE,
  agreements: allAgreed,
};

describe('Join (spec 001 §4 "Join", §5)', () => {
  it('joins, asks whether to stay logged in, and logs in on yes (spec 001 §4 "After joining, a confirm asks whether to stay logged in. Yes loads user info and goes home.")', async () => {
    const { store, ports, run, verifyPhone } = accountTest();
    expect((await verifyPhone(PHONE)).kind).toBe('accepted');

    const [asked, yes] = await run(join, { ...join, confirmed: true });
    expect(asked).toMatchObject({
      kind: 'needs-confirmation',
      rejection: { code: 'JOIN_STAY_LOGGED_IN' },
      events: [{ type: 'MemberJoined', data: { accountOrigin: 'email', email: 'seoyeon@example.com' } }],
    });
    expect(yes).toMatchObject({ kind: 'accepted', navigate: '/' });
    expect(eventTypes(yes)).toEqual(['LoggedIn']);
    expect(ports.gateway.calls.get('join')).toBe(1);
    expect(store.projections().session).toMatchObject({
      loggedIn: true,
      signedUp: true,
      email: 'seoyeon@example.com',
      accountOrigin: 'email',
      joinedEmail: null,
    });
    expect(replay(store.log())).toEqual(store.projections());
  });

  it('goes to login on no (spec 001 §4 "No logs out and goes to login.")', async () => {
    const { store, verifyPhone, run } = accountTest();
    await verifyPhone(PHONE);
    const [, no] = await run(join, { ...join, confirmed: false });

    expect(no).toMatchObject({ kind: 'accepted', navigate: '/login/', events: [] });
    expect(store.projections().session).toMatchObject({ loggedIn: false, signedUp: true });
  });

  it('checks a code typed into the form before joining (spec 001 §4 "Phone unverified, then SMS requested, then verified, then joinable.")', async () => {
    const { store, ports, run } = accountTest();
    await run({ type: 'RequestSmsCode', context: 'REGISTER', phone: PHONE });
    const code = ports.gateway.outbox.get('01055556666') ?? '';
    const [outcome] = await run({ ...join, smsCode: code, confirmed: true });

    expect(eventTypes(outcome)).toEqual(['PhoneVerified', 'MemberJoined', 'LoggedIn']);
    expect(store.projections().session.accountPhone).toMatchObject({
      context: 'REGISTER',
      status: 'verified',
    });
  });

  it('refuses an unverified phone, also one verified for an order (spec 001 §5 "Join requires a verified phone ("전화번호를 인증해 주세요.")")', async () => {
    const { ports, run, verifyPhone } = accountTest();
    await run({ type: 'SetPhone', phone: PHONE });
    expect((await verifyPhone(PHONE, 'ORDER')).kind).toBe('accepted');
    const [outcome] = await run(join);

    expect(outcome).toMatchObject({
      kind: 'rejected',
      rejection: { message: '전화번호를 인증해 주세요.', details: { field: 'sms_verify_code' } },
    });
    expect(ports.gateway.calls.get('join')).toBeUndefined();
  });

  it('names the first failing field in form order (spec 001 §5 "all required fields and consents. The first empty one is focused.")', async () => {
    const { run, verifyPhone } = accountTest();
    await verifyPhone(PHONE);
    const [email, mismatch, consent] = await run(
      { ...join, email: ' ', nickname: '' },
      { ...join, confirmPassword: 'Jumun!2028' },
      { ...join, agreements: { ...allAgreed, efinance: false, age14: false } },
    );

    expect(email).toMatchObject({ rejection: { code: 'JOIN_EMAIL_REQUIRED', details: { field: 'email' } } });
    expect(mismatch).toMatchObject({
      rejection: { message: '비밀번호가 일치하지 않습니다.', details: { field: 'confirm_password' } },
    });
    expect(consent).toMatchObject({
      rejection: { code: 'JOIN_AGREE_EFINANCE', details: { field: 'agree_efinance' } },
    });
  });

  it('shows the server message when status_code is not OK (spec 001 §5 "Join succeeds only when status_code is OK.")', async () => {
    const { store, verifyPhone, run } = accountTest();
    await verifyPhone(PHONE);
    const [outcome] = await run({ ...join, email: 'minji@example.com' });

    expect(outcome).toMatchObject({
      kind: 'rejected',
      rejection: { code: 'JOIN_FAILED', message: '이미 가입된 이메일입니다.' },
    });
    expect(store.projections().session.signedUp).toBe(false);
  });

  it('shows the default text without a message, and the old-code text (spec 001 §8 "Join failure: message or "SNS 가입에 실패하였습니다. 다시 시도해 주세요."")', async () => {
    const answers = [
      { status_code: 'FAIL', message: '' },
      { status_code: 'FAIL', message: 'OLD_VERIFICATION_CODE' },
    ];
    const { verifyPhone, run } = accountTest({
      join: () => Promise.resolve(answered(answers.shift() ?? { status_code: 'OK', message: '' })),
    });
    await verifyPhone(PHONE);
    const [bare, old] = await run(join, join);

    expect(bare?.kind === 'rejected' && bare.rejection.message).toBe(
      'SNS 가입에 실패하였습니다. 다시 시도해 주세요.',
    );
    expect(old?.kind === 'rejected' && old.rejection.message).toBe(
      '휴대폰 인증 유효시간이 지났습니다. 다시 인증해 주세요.',
    );
  });
});

describe('Join, given the phone verified for REGISTER', () => {
  const verified = eventDraft('PhoneVerified', { phone: '01055556666', context: 'REGISTER' });

  it('records the member joined and asks whether to stay logged in (spec 001 §4 "Join")', async () => {
    await given([verified])
      .when(join)
      .then({
        confirm: 'JOIN_STAY_LOGGED_IN',
        events: [
          eventDraft('MemberJoined', {
            accountOrigin: 'email',
            email: 'seoyeon@example.com',
            phone: '01055556666',
          }),
        ],
      });
  });

  it('refuses an unverified phone (spec 001 §5 "Join requires a verified phone")', async () => {
    await given().when(join).then({ rejected: 'JOIN_PHONE_NOT_VERIFIED' });
  });
});

describe('Join, its workflow driven with given answers', () => {
  const now = Date.parse('2026-11-21T12:00:00+09:00');
  const verified = stateOf([eventDraft('PhoneVerified', { phone: '01055556666', context: 'REGISTER' })], now);
  const login: LoginAnswer = {
    customer_id: '900010',
    email: 'seoyeon@example.com',
    account_origin: 'email',
    access_token: 'token-900010',
    refresh_token: null,
    state: null,
    password_change_required: false,
    phone: '01055556666',
  };

  it('records the member joined and asks whether to stay logged in', () => {
    const { result: decision, calls } = drive(joinFlow(join, verified, now), {
      'gateway.join': answered({ status_code: 'OK', message: '' }),
    });
    expect(callNames(calls)).toEqual(['gateway.join']);
    expect(decision).toEqual({
      events: [
        eventDraft('MemberJoined', {
          accountOrigin: 'email',
          email: 'seoyeon@example.com',
          phone: '01055556666',
        }),
      ],
      confirm: expect.objectContaining({ code: 'JOIN_STAY_LOGGED_IN' }),
    });
  });

  it("refuses when the server's status_code is not OK", () => {
    const { result: decision } = drive(joinFlow(join, verified, now), {
      'gateway.join': answered({ status_code: 'FAIL', message: '' }),
    });
    expect(decision).toMatchObject({ events: [], rejection: { code: 'JOIN_FAILED' } });
  });

  it("checks a typed-in code before the join, and joins only on the server's yes", () => {
    const requested = stateOf(
      [eventDraft('SmsCodeRequested', { phone: '01055556666', sendCount: 1, context: 'REGISTER' })],
      now,
    );
    const typed = { ...join, smsCode: '1234' };
    const yes = drive(joinFlow(typed, requested, now), {
      'gateway.checkSmsCode': answered({ result: true, message: '' }),
      'gateway.join': answered({ status_code: 'OK', message: '' }),
    });
    expect(callNames(yes.calls)).toEqual(['gateway.checkSmsCode', 'gateway.join']);
    expect(yes.result.events.map((e) => e.type)).toEqual(['PhoneVerified', 'MemberJoined']);
    const no = drive(joinFlow(typed, requested, now), {
      'gateway.checkSmsCode': answered({ result: false, message: '' }),
    });
    expect(callNames(no.calls)).toEqual(['gateway.checkSmsCode']);
    expect(no.result.events.map((e) => e.type)).toEqual(['SmsCodeRejected']);
  });

  it('refuses an unverified phone before any call', () => {
    const { result: decision, calls } = drive(joinFlow(join, stateOf([], now), now));
    expect(callNames(calls)).toEqual([]);
    expect(decision.rejection).toBeDefined();
    expect(decision.events).toEqual([]);
  });

  it('logs the joined member in on yes, without joining again', () => {
    const joined = stateOf(
      [
        eventDraft('MemberJoined', {
          accountOrigin: 'email',
          email: 'seoyeon@example.com',
          phone: '01055556666',
        }),
      ],
      now,
    );
    const { result: decision, calls } = drive(joinFlow({ ...join, confirmed: true }, joined, now), {
      'ids.next': 'device-1',
      'gateway.loginEmail': answered(login),
    });
    expect(callNames(calls)).toEqual(['ids.next', 'gateway.loginEmail']);
    expect(decision.navigate).toBe('/');
    expect(decision.events.map((e) => e.type)).toEqual(['LoggedIn']);
  });
});
