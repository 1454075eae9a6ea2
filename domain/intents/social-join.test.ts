import { describe, expect, it } from 'vitest';
import type { CommandOf } from '../commands/commands.ts';
import type { LoginAnswer, SocialJoinRequest } from '../ports/account-gateway.ts';
import { answered } from '../ports/gateway-failure.ts';
import { draft as eventDraft } from '../store/decision.ts';
import { replay } from '../store/replay.ts';
import { callNames, drive } from '../store/testing/drive.ts';
import { socialJoinFlow } from './social-join.ts';
import { accountTest, allAgreed, eventTypes } from './testing/account-fixtures.ts';
import { stateOf } from './testing/facts.ts';
import { given } from './testing/given.ts';

const PHONE = '01077778888';
const naverJoin: CommandOf<'SocialJoin'> = {
  type: 'SocialJoin',
  provider: 'naver',
  accessToken: 'naver-new',
  phone: PHONE,
  agreements: allAgreed,
};

describe('SocialJoin (spec 001 §4 "Social join sets is_signed_up on success.")', () => {
  it('joins the provider account found not joined and logs it in, without asking the provider\'s e-mail (spec 001 §5 "Social join skips e-mail and password unless e-mail is needed.")', async () => {
    const sent: SocialJoinRequest[] = [];
    const { store, run, verifyPhone } = accountTest((base) => ({
      socialJoin: (req) => {
        sent.push(req);
        return base.socialJoin(req);
      },
    }));
    await run({ type: 'SocialLogIn', provider: 'naver', accessToken: 'naver-new' });
    await verifyPhone(PHONE);
    const [outcome] = await run(naverJoin);

    expect(eventTypes(outcome)).toEqual(['MemberJoined', 'LoggedIn']);
    expect(sent).toEqual([expect.objectContaining({ account_origin: 'naver', phone: PHONE, email: null })]);
    expect(store.projections().session).toMatchObject({
      loggedIn: true,
      signedUp: true,
      accountOrigin: 'naver',
      email: 'newbie@naver.com',
      socialJoin: null,
    });
    expect(replay(store.log())).toEqual(store.projections());
  });

  it('asks the e-mail when the provider gave none (spec 001 §5 "Social join skips e-mail and password unless e-mail is needed.")', async () => {
    const { store, run, verifyPhone } = accountTest();
    await run({ type: 'SocialLogIn', provider: 'kakao', accessToken: 'kakao-new' });
    await verifyPhone(PHONE);
    const kakaoJoin = { ...naverJoin, provider: 'kakao', accessToken: 'kakao-new' } as const;
    const [missing, joined] = await run(kakaoJoin, { ...kakaoJoin, email: 'kakao.user@example.com' });

    expect(missing).toMatchObject({
      rejection: { code: 'JOIN_EMAIL_REQUIRED', details: { field: 'email' } },
    });
    expect(joined?.kind).toBe('accepted');
    expect(store.projections().session).toMatchObject({
      accountOrigin: 'kakao',
      email: 'kakao.user@example.com',
    });
  });

  it('refuses an unverified phone (spec 001 §5 "Join requires a verified phone ("전화번호를 인증해 주세요.")")', async () => {
    const { ports, run } = accountTest();
    await run({ type: 'SocialLogIn', provider: 'naver', accessToken: 'naver-new' });
    const [outcome] = await run(naverJoin);

    expect(outcome?.kind === 'rejected' && outcome.rejection.message).toBe('전화번호를 인증해 주세요.');
    expect(ports.gateway.calls.get('socialJoin')).toBeUndefined();
  });

  it('fails without the success flag (spec 001 §5 "Social join success requires the success flag.", §8 "Join failure: message or "SNS 가입에 실패하였습니다. 다시 시도해 주세요."")', async () => {
    const { store, run, verifyPhone } = accountTest({
      socialJoin: () => Promise.resolve(answered({ success: false, message: null })),
    });
    await run({ type: 'SocialLogIn', provider: 'naver', accessToken: 'naver-new' });
    await verifyPhone(PHONE);
    const [outcome] = await run(naverJoin);

    expect(outcome).toMatchObject({
      kind: 'rejected',
      rejection: { code: 'JOIN_FAILED', message: 'SNS 가입에 실패하였습니다. 다시 시도해 주세요.' },
    });
    expect(store.projections().session).toMatchObject({ signedUp: false, loggedIn: false });
  });
});

describe('SocialJoin, given the provider account found not joined and the phone verified', () => {
  const facts = [
    eventDraft('SocialJoinRequired', { provider: 'naver', email: 'new@naver.com' }),
    eventDraft('PhoneVerified', { phone: PHONE, context: 'REGISTER' }),
  ];

  it('records the member joined and logged in (spec 001 §4 "Social join sets is_signed_up on success")', async () => {
    const { outcome } = await given(facts).when(naverJoin).run();
    expect(outcome.kind).toBe('accepted');
    expect(outcome.events.map((e) => e.type)).toEqual(['MemberJoined', 'LoggedIn']);
  });

  it('refuses an unverified phone (spec 001 §5 "Join requires a verified phone")', async () => {
    await given(facts.slice(0, 1)).when(naverJoin).then({ rejected: 'JOIN_PHONE_NOT_VERIFIED' });
  });
});

describe('SocialJoin, its workflow driven with given answers', () => {
  const now = Date.parse('2026-11-21T12:00:00+09:00');
  const pending = stateOf(
    [
      eventDraft('SocialJoinRequired', { provider: 'naver', email: 'new@naver.com' }),
      eventDraft('PhoneVerified', { phone: PHONE, context: 'REGISTER' }),
    ],
    now,
  );
  const session: LoginAnswer & { readonly is_signed_up: boolean } = {
    customer_id: '900011',
    email: 'new@naver.com',
    account_origin: 'naver',
    access_token: 'token-900011',
    refresh_token: null,
    state: null,
    password_change_required: false,
    phone: PHONE,
    is_signed_up: true,
  };

  it("records the join with the provider's e-mail and logs in", () => {
    const { result: decision, calls } = drive(socialJoinFlow(naverJoin, pending, now), {
      'gateway.socialJoin': answered({ success: true, message: null }),
      'ids.next': 'device-1',
      'gateway.socialLogin': answered(session),
    });
    expect(callNames(calls)).toEqual(['gateway.socialJoin', 'ids.next', 'gateway.socialLogin']);
    expect(decision.rejection).toBeUndefined();
    expect(decision.events.map((e) => e.type)).toEqual(['MemberJoined', 'LoggedIn']);
    expect(decision.events[0]).toEqual(
      eventDraft('MemberJoined', { accountOrigin: 'naver', email: 'new@naver.com', phone: PHONE }),
    );
  });

  it('refuses without the success flag, with the server text', () => {
    const { result: decision, calls } = drive(socialJoinFlow(naverJoin, pending, now), {
      'gateway.socialJoin': answered({ success: false, message: '이미 가입된 번호입니다.' }),
    });
    expect(callNames(calls)).toEqual(['gateway.socialJoin']);
    expect(decision).toMatchObject({
      events: [],
      rejection: { code: 'JOIN_FAILED', message: '이미 가입된 번호입니다.' },
    });
  });

  it('keeps the join recorded when the session stops at WITHDRAWAL_RESERVED', () => {
    const { result: decision } = drive(socialJoinFlow(naverJoin, pending, now), {
      'gateway.socialJoin': answered({ success: true, message: null }),
      'ids.next': 'device-1',
      'gateway.socialLogin': answered({ ...session, state: 'WITHDRAWAL_RESERVED' }),
    });
    expect(decision.rejection?.code).toBe('WITHDRAWAL_RESERVED');
    expect(decision.events.map((e) => e.type)).toEqual(['MemberJoined']);
  });
});
