import { describe, expect, it } from 'vitest';
import { answered, failed } from '../ports/gateway-failure.ts';
import { draft } from '../store/decision.ts';
import { callNames, drive } from '../store/testing/drive.ts';
import { logOutFlow } from './log-out.ts';
import { memberLoggedIn, stateOf } from './testing/facts.ts';
import { given } from './testing/given.ts';

/** A member's session that spec 001 §4 "Social login" opened. */
const socialLoggedIn = (accountOrigin: 'naver' | 'kakao') =>
  draft('LoggedIn', {
    customerId: '900003',
    email: `sora.${accountOrigin}@example.com`,
    accountOrigin,
    accessToken: 'token-900003',
    maintainLogin: true,
    phone: null,
  });
const naverLoggedIn = socialLoggedIn('naver');
const kakaoLoggedIn = socialLoggedIn('kakao');

/** The in-memory server without a session answers user info as the reference gateway does: 401. */
const guest = { isUser: false, customerId: null };

describe('LogOut', () => {
  it('records the member logged out, and user info read afterwards as a guest (spec 001 §4 "Logout ... refreshes user info")', async () => {
    const { ports, store } = await given([memberLoggedIn])
      .when({ type: 'LogOut' })
      .then({ events: [draft('LoggedOut', { reason: 'customer', userInfo: guest })] });
    expect(ports.gateway.calls.get('logout')).toBeDefined();
    expect(ports.gateway.calls.get('userInfo')).toBeDefined();
    // an e-mail session has no provider session to end
    expect(ports.providerLogouts).toEqual([]);
    expect(store.projections().session).toMatchObject({ loggedIn: false, customerId: null });
  });

  it('records an idle logout as such (spec 001 §4 "Session idle")', async () => {
    const { ports } = await given([memberLoggedIn])
      .when({ type: 'LogOut', idle: true })
      .then({ events: [draft('LoggedOut', { reason: 'idle', userInfo: guest })] });
    expect(ports.gateway.calls.get('logout')).toBeDefined();
  });

  for (const [name, login] of [
    ['naver', naverLoggedIn],
    ['kakao', kakaoLoggedIn],
  ] as const) {
    it(`ends the ${name} provider's session of a ${name} login (spec 001 §4 "logs out of the social provider")`, async () => {
      const { ports } = await given([login])
        .when({ type: 'LogOut' })
        .then({
          events: [draft('LoggedOut', { reason: 'customer', providerLogout: 'ended', userInfo: guest })],
        });
      expect(ports.providerLogouts).toEqual([name]);
    });
  }

  it('a provider that fails does not block the logout; the event records it, and the customer is told nothing', async () => {
    const { store, outcome } = await given([naverLoggedIn], {
      server: (ports) => {
        ports.providerAnswer = 'failed';
      },
    })
      .when({ type: 'LogOut' })
      .then({
        events: [draft('LoggedOut', { reason: 'customer', providerLogout: 'failed', userInfo: guest })],
      });
    expect(outcome.kind).toBe('accepted');
    expect(store.projections().session.loggedIn).toBe(false);
  });

  it('a guest the server still knows by its non-user token keeps that id in the session', async () => {
    const { store } = await given([memberLoggedIn], {
      gateway: { userInfo: async () => answered({ customer_id: 'guest-7', is_user: false, email: null }) },
    })
      .when({ type: 'LogOut' })
      .then({
        events: [
          draft('LoggedOut', { reason: 'customer', userInfo: { isUser: false, customerId: 'guest-7' } }),
        ],
      });
    expect(store.projections().session).toMatchObject({ loggedIn: false, customerId: 'guest-7' });
    expect(store.getState().session.anonymous).toBe(true);
  });

  it('user info that does not answer is recorded as unavailable; the session ends all the same', async () => {
    const { store } = await given([memberLoggedIn], {
      gateway: { userInfo: async () => failed({ kind: 'unavailable', status: 503 }) },
    })
      .when({ type: 'LogOut' })
      .then({ events: [draft('LoggedOut', { reason: 'customer', userInfo: 'unavailable' })] });
    expect(store.projections().session).toMatchObject({ loggedIn: false, customerId: null });
  });

  it('a server that still answers a member after its logout is recorded so; the local session ends', async () => {
    const { store } = await given([memberLoggedIn], {
      gateway: {
        userInfo: async () => answered({ customer_id: '900001', is_user: true, email: 'minji@example.com' }),
      },
    })
      .when({ type: 'LogOut' })
      .then({
        events: [
          draft('LoggedOut', { reason: 'customer', userInfo: { isUser: true, customerId: '900001' } }),
        ],
      });
    expect(store.projections().session).toMatchObject({ loggedIn: false, customerId: null });
  });

  // Logging out never refuses: the local session ends whatever the server says.
  it('records nothing and asks nothing of the server or the provider for a guest', async () => {
    const { ports } = await given().when({ type: 'LogOut' }).then({ events: [] });
    expect(ports.gateway.calls.get('logout')).toBeUndefined();
    expect(ports.gateway.calls.get('userInfo')).toBeUndefined();
    expect(ports.providerLogouts).toEqual([]);
  });
});

describe('LogOut, its workflow driven with given answers', () => {
  it('decides from the state and the answers alone', () => {
    const answers = {
      'gateway.logout': answered(null),
      'socialProvider.logout': 'failed',
      'gateway.userInfo': failed({ kind: 'rejected', status: 401, code: 'login_required' }),
    } as const;
    const social = drive(logOutFlow({ type: 'LogOut' }, stateOf([naverLoggedIn])), answers);
    expect(social.result.events).toEqual([
      draft('LoggedOut', { reason: 'customer', providerLogout: 'failed', userInfo: guest }),
    ]);
    expect(callNames(social.calls)).toEqual(['gateway.logout', 'socialProvider.logout', 'gateway.userInfo']);
    const guestLogout = drive(logOutFlow({ type: 'LogOut' }, stateOf([])), answers);
    expect(guestLogout.result.events).toEqual([]);
    expect(callNames(guestLogout.calls)).toEqual([]);
  });
});
