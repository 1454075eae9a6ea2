import { describe, expect, it } from 'vitest';
import { decideIdle } from './idle-logout.ts';
import { type IdleSession, isIdleTracked } from './idle-tracking.ts';

const IDLE =
  'spec 001 §4 "Unless maintain-login is on, 30 minutes without key, click, scroll or hash activity triggers automatic logout with a notice."';
const min = 60_000;
const member: IdleSession = { loggedIn: true, maintainLogin: false, mode: 'main' };

describe('idle logout', () => {
  it(`keeps the session under 30 minutes (${IDLE})`, () => {
    expect(decideIdle(member, 0, 30 * min - 1, 'home')).toEqual({ kind: 'stay' });
  });

  it(`logs out after 30 minutes with a notice (${IDLE})`, () => {
    const decision = decideIdle(member, 0, 30 * min, 'home');
    expect(decision).toEqual({
      kind: 'logout',
      notice: { code: 'IDLE_LOGOUT', message: '30분 동안 사용하지 않아 자동으로 로그아웃 되었습니다.' },
      offerRelogin: false,
    });
  });

  it(`does nothing with maintain-login on (${IDLE})`, () => {
    expect(decideIdle({ ...member, maintainLogin: true }, 0, 5 * 60 * min, 'home').kind).toBe('stay');
  });

  it('skips idle tracking when embedded in the partner app (spec 001 §4 "Partner-embedded mode skips idle tracking.")', () => {
    expect(isIdleTracked({ ...member, mode: 'embedded' })).toBe(false);
    expect(decideIdle({ ...member, mode: 'embedded' }, 0, 60 * min, 'cart').kind).toBe('stay');
  });

  it('offers login again on cart and checkout (spec 001 §4 "On checkout or cart the notice offers login again (then returns to the previous path) or close (reloads).")', () => {
    for (const screen of ['cart', 'checkout'] as const) {
      const decision = decideIdle(member, 0, 31 * min, screen);
      expect(decision.kind === 'logout' && decision.notice.code).toBe('IDLE_LOGOUT_RELOGIN');
      expect(decision.kind === 'logout' && decision.offerRelogin).toBe(true);
    }
  });

  it(`leaves a guest alone (${IDLE})`, () => {
    expect(isIdleTracked({ ...member, loggedIn: false })).toBe(false);
  });
});
