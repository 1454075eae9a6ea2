import { describe, expect, it } from 'vitest';
import type { LoginAnswer } from '../ports/account-gateway.ts';
import { answered } from '../ports/gateway-failure.ts';
import { draft } from '../store/decision.ts';
import { replay } from '../store/replay.ts';
import { type Answers, callNames, drive } from '../store/testing/drive.ts';
import { socialLogInFlow } from './social-log-in.ts';
import { accountTest, eventTypes } from './testing/account-fixtures.ts';
import { memberLoggedIn, stateOf } from './testing/facts.ts';
import { given } from './testing/given.ts';

describe('SocialLogIn (spec 001 §4 "Social login")', () => {
  it('logs a joined member in with the provider token (spec 001 §4 "Otherwise a JWT token is obtained, the user is marked signed up, and user info is loaded.")', async () => {
    const { store, run } = accountTest();
    const [outcome] = await run({ type: 'SocialLogIn', provider: 'naver', accessToken: 'naver-minji' });

    expect(outcome?.kind).toBe('accepted');
    expect(store.projections().session).toMatchObject({
      loggedIn: true,
      signedUp: true,
      customerId: '900011',
      email: 'minji@naver.com',
      accountOrigin: 'naver',
      socialJoin: null,
    });
    expect(replay(store.log())).toEqual(store.projections());
  });

  it('stops for a withdrawal-reserved member and returns the data (spec 001 §4 "If state is withdrawal-reserved the flow stops and returns the data.")', async () => {
    const { store, ports, run } = accountTest();
    const [outcome] = await run({ type: 'SocialLogIn', provider: 'kakao', accessToken: 'kakao-leaving' });

    expect(outcome).toMatchObject({
      kind: 'rejected',
      rejection: {
        code: 'WITHDRAWAL_RESERVED',
        details: { provider: 'kakao', state: 'WITHDRAWAL_RESERVED' },
      },
      events: [],
    });
    expect(ports.gateway.calls.get('socialLogin')).toBeUndefined();
    expect(store.projections().session.loggedIn).toBe(false);
  });

  it('sends an account not joined yet to the social join form (spec 001 §4 "The server is asked whether the user is joined.")', async () => {
    const { store, run } = accountTest();
    const [outcome] = await run({ type: 'SocialLogIn', provider: 'naver', accessToken: 'naver-new' });

    expect(outcome).toMatchObject({
      kind: 'rejected',
      rejection: { code: 'SOCIAL_JOIN_REQUIRED', details: { next: 'social-join', provider: 'naver' } },
    });
    expect(eventTypes(outcome)).toEqual(['SocialJoinRequired']);
    expect(store.projections().session.socialJoin).toEqual({ provider: 'naver', email: 'newbie@naver.com' });
    expect(store.projections().session.loggedIn).toBe(false);
  });

  it('shows the provider\'s text and goes to /login/ when the provider login failed (spec 001 §8 "Naver login failure: popup "Naver ID login failed. Please try again", then /login/.")', async () => {
    const { ports, run } = accountTest();
    const [naver, kakao] = await run(
      { type: 'SocialLogIn', provider: 'naver', accessToken: '' },
      { type: 'SocialLogIn', provider: 'kakao', accessToken: ' ' },
    );

    expect(naver).toMatchObject({
      rejection: {
        code: 'NAVER_LOGIN_FAILED',
        message: '네이버 아이디로 로그인에 실패하였습니다. 다시 시도해주세요',
      },
      navigate: '/login/',
    });
    expect(kakao).toMatchObject({
      rejection: { message: '카카오 아이디로 로그인에 실패하였습니다. 다시 시도해주세요' },
      navigate: '/login/',
    });
    expect(ports.gateway.calls.get('socialJoined')).toBeUndefined();
  });

  it('shows the server error_message or the default text when our calls fail (spec 001 §8 "Social login failure: popup with error_message or "Social login failed. Please try again"")', async () => {
    const { ports, run } = accountTest();
    ports.gateway.failNext('socialJoined', { kind: 'rejected', status: 400, message: '만료된 토큰입니다.' });
    ports.gateway.failNext('socialLogin', { kind: 'network' });
    const [refused, unreachable] = await run(
      { type: 'SocialLogIn', provider: 'naver', accessToken: 'naver-minji' },
      { type: 'SocialLogIn', provider: 'naver', accessToken: 'naver-minji' },
    );

    expect(refused).toMatchObject({
      rejection: { code: 'SOCIAL_LOGIN_FAILED', message: '만료된 토큰입니다.' },
    });
    expect(unreachable).toMatchObject({
      rejection: { code: 'SOCIAL_LOGIN_FAILED', message: '소셜 로그인에 실패하였습니다. 다시 시도해주세요' },
      events: [],
    });
  });
});

describe('SocialLogIn, given no session', () => {
  it('records the joined member logged in (spec 001 §4 "Social login")', async () => {
    const { outcome } = await given()
      .when({ type: 'SocialLogIn', provider: 'naver', accessToken: 'naver-minji' })
      .run();
    expect(outcome.kind).toBe('accepted');
    expect(outcome.events.map((e) => e.type)).toEqual(['LoggedIn']);
  });

  it('refuses an empty provider token and goes to login', async () => {
    await given()
      .when({ type: 'SocialLogIn', provider: 'naver', accessToken: ' ' })
      .then({ rejected: 'NAVER_LOGIN_FAILED', navigate: '/login/' });
  });
});

describe('SocialLogIn, its workflow driven with given answers', () => {
  const command = { type: 'SocialLogIn', provider: 'kakao', accessToken: ' kakao-token ' } as const;
  const state = stateOf([]);
  const session: LoginAnswer & { readonly is_signed_up: boolean } = {
    customer_id: '900012',
    email: 'member@kakao.com',
    account_origin: 'kakao',
    access_token: 'token-900012',
    refresh_token: null,
    state: null,
    password_change_required: false,
    phone: null,
    is_signed_up: true,
  };
  /** The answers for a joined check and, when it says log in, the session. */
  const answers = (joined: unknown, opened?: unknown): Answers =>
    opened === undefined
      ? { 'gateway.socialJoined': joined }
      : { 'gateway.socialJoined': joined, 'ids.next': 'device-1', 'gateway.socialLogin': opened };

  it('records SocialJoinRequired for an account not joined', () => {
    const { result: decision, calls } = drive(
      socialLogInFlow(command, state),
      answers(answered({ is_joined: false, state: null, email: 'member@kakao.com' })),
    );
    expect(callNames(calls)).toEqual(['gateway.socialJoined']);
    expect(decision).toMatchObject({
      rejection: { code: 'SOCIAL_JOIN_REQUIRED' },
      events: [draft('SocialJoinRequired', { provider: 'kakao', email: 'member@kakao.com' })],
    });
  });

  it('logs a joined member in from the session answer', () => {
    const { result: decision, calls } = drive(
      socialLogInFlow(command, state),
      answers(answered({ is_joined: true, state: null }), answered(session)),
    );
    expect(callNames(calls)).toEqual(['gateway.socialJoined', 'ids.next', 'gateway.socialLogin']);
    expect(decision.rejection).toBeUndefined();
    expect(decision.events.map((e) => e.type)).toEqual(['LoggedIn']);
  });

  it('ends the session and refuses a kakao account no longer connected (spec 001 §8 "Kakao non-connected status: logged out and rejected.")', () => {
    const joined = answered({ is_joined: true, state: 'NOT_CONNECTED' });
    const member = stateOf([memberLoggedIn]);
    expect(drive(socialLogInFlow(command, member), answers(joined)).result).toEqual({
      events: [draft('LoggedOut', { reason: 'customer' })],
      rejection: expect.objectContaining({ code: 'KAKAO_LOGIN_FAILED' }),
      navigate: '/login/',
    });
    expect(drive(socialLogInFlow(command, state), answers(joined)).result).toMatchObject({
      events: [],
      rejection: { code: 'KAKAO_LOGIN_FAILED' },
    });
    // naver has no such status: its joined account logs in
    const naver = drive(
      socialLogInFlow({ ...command, provider: 'naver' }, state),
      answers(joined, answered(session)),
    ).result;
    expect(naver.events.map((e) => e.type)).toEqual(['LoggedIn']);
  });

  it('sends an empty token back to the login page', () => {
    const { result: decision, calls } = drive(socialLogInFlow({ ...command, accessToken: ' ' }, state));
    expect(callNames(calls)).toEqual([]);
    expect(decision).toMatchObject({ rejection: { code: 'KAKAO_LOGIN_FAILED' }, navigate: '/login/' });
  });
});
