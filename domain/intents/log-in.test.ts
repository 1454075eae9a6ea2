import { describe, expect, it } from 'vitest';
import type { LoginAnswer } from '../ports/account-gateway.ts';
import { answered, failed } from '../ports/gateway-failure.ts';
import type { InMemoryGateway } from '../ports/in-memory/gateway.ts';
import { type Answers, callNames, drive } from '../store/testing/drive.ts';
import { logInFlow } from './log-in.ts';
import { accountTest } from './testing/account-fixtures.ts';
import { memberLoggedIn } from './testing/facts.ts';
import { given } from './testing/given.ts';

describe('LogIn and LogOut (spec 001 §4 "Login", "Logout")', () => {
  it('logs a member in and out (spec 001 §4 "Logout. Clears user, login and social info in the session and removes the access token.")', async () => {
    const { store, run } = accountTest();
    const [login] = await run({ type: 'LogIn', email: 'minji@example.com', password: 'Jumun!2026' });
    expect(login?.kind).toBe('accepted');
    expect(store.projections().session).toMatchObject({
      loggedIn: true,
      signedUp: true,
      customerId: '900001',
    });

    const [logout] = await run({ type: 'LogOut' });
    expect(logout?.events.map((e) => e.data)).toEqual([
      { reason: 'customer', userInfo: { isUser: false, customerId: null } },
    ]);
    expect(store.projections().session).toMatchObject({ loggedIn: false, signedUp: false, customerId: null });
  });

  it('keeps a withdrawal-reserved member logged out (spec 001 §6 "Members flagged WITHDRAWAL_RESERVED count as not logged in.")', async () => {
    const { store, run } = accountTest();
    const [outcome] = await run({ type: 'LogIn', email: 'leaving@example.com', password: 'Jumun!2026' });
    expect(outcome).toMatchObject({
      kind: 'rejected',
      rejection: { code: 'WITHDRAWAL_RESERVED' },
      events: [],
    });
    expect(store.projections().session.loggedIn).toBe(false);
  });
});

describe('LogIn, given no session', () => {
  it('records the member logged in (spec 001 §4 "Login")', async () => {
    await given()
      .when({ type: 'LogIn', email: 'minji@example.com', password: 'Jumun!2026' })
      .then({ events: [memberLoggedIn] });
  });

  it('records the last login on the gateway only once the session opens (spec 001 §7 "Update last login")', async () => {
    const recorded: string[] = [];
    const counting = (gateway: InMemoryGateway) => ({
      updateLastLogin: (device: string) => {
        recorded.push(device);
        return gateway.updateLastLogin(device);
      },
    });
    await given([], { gateway: counting })
      .when({ type: 'LogIn', email: 'minji@example.com', password: 'Wrong!2026' })
      .then({ rejected: 'LOGIN_FAILED' });
    await given([], { gateway: counting })
      .when({ type: 'LogIn', email: 'leaving@example.com', password: 'Jumun!2026' })
      .then({ rejected: 'WITHDRAWAL_RESERVED' });
    expect(recorded).toEqual([]);
    await given([], { gateway: counting })
      .when({ type: 'LogIn', email: 'minji@example.com', password: 'Jumun!2026' })
      .then({ events: [memberLoggedIn] });
    expect(recorded).toEqual(['']);
  });

  it("refuses a wrong password with the server's text", async () => {
    await given()
      .when({ type: 'LogIn', email: 'minji@example.com', password: 'Wrong!2026' })
      .then({ rejected: 'LOGIN_FAILED' });
  });
});

describe('LogIn, its workflow driven with given answers', () => {
  const command = { type: 'LogIn', email: 'minji@example.com', password: 'Jumun!2026' } as const;
  const decide = (c: typeof command, answers: Answers) => drive(logInFlow(c), answers).result;
  const answer: LoginAnswer = {
    customer_id: '900002',
    email: 'leaving@example.com',
    account_origin: 'email',
    access_token: 'token-900002',
    refresh_token: null,
    state: 'WITHDRAWAL_RESERVED',
    password_change_required: false,
    phone: null,
  };

  it('refuses a WITHDRAWAL_RESERVED member (spec 001 §6)', () => {
    const decision = decide(command, {
      'device.cookiesEnabled': true,
      'ids.next': 'device-1',
      'gateway.loginEmail': answered(answer),
    });
    expect(decision.rejection?.code).toBe('WITHDRAWAL_RESERVED');
  });

  it('marks the password-change notice on the session it opens (spec 001 §4 "password_change_required")', () => {
    const decision = decide(command, {
      'device.cookiesEnabled': true,
      'ids.next': 'device-1',
      'gateway.loginEmail': answered({ ...answer, state: null, password_change_required: true }),
    });
    expect(decision.events[0]).toMatchObject({ type: 'LoggedIn', data: { passwordChangeRequired: true } });
  });

  it('names the captcha view a refusal asks for (spec 001 §8)', () => {
    const decision = decide(command, {
      'device.cookiesEnabled': true,
      'ids.next': 'device-1',
      'gateway.loginEmail': failed({
        kind: 'rejected',
        status: 401,
        code: '120000',
        message: '자동입력 방지 문자를 입력해주세요.',
        body: { captcha: 'captchalogin' },
      }),
    });
    expect(decision.rejection).toMatchObject({
      code: 'LOGIN_FAILED',
      message: '자동입력 방지 문자를 입력해주세요.',
      details: { captcha: 'captchalogin', code: '120000' },
    });
  });

  it('refuses the form before any call to the server when cookies are off', () => {
    const { result: decision, calls } = drive(logInFlow(command), { 'device.cookiesEnabled': false });
    expect(callNames(calls)).toEqual(['device.cookiesEnabled']);
    expect(decision.rejection).toBeDefined();
    expect(decision.events).toEqual([]);
  });
});
