import { describe, expect, it } from 'vitest';
import { isJoinView, joinHref, loginHref } from './login-href.ts';

describe('the login route links', () => {
  it('carries the page to come back to, none for home or the login page itself', () => {
    expect(loginHref('/1001/')).toBe('/login/?return=%2F1001%2F');
    expect(loginHref('#/cart/')).toBe('/login/?return=%2Fcart%2F');
    expect(loginHref('/')).toBe('/login/');
    expect(loginHref(null)).toBe('/login/');
    expect(loginHref('/login/?return=%2Fcart%2F')).toBe('/login/');
    expect(loginHref('/join/')).toBe('/login/');
  });

  it('shows the join form on the login route with its flag', () => {
    expect(isJoinView(`#${joinHref}`)).toBe(true);
    expect(isJoinView('/login/?join=1&return=%2F')).toBe(true);
    expect(isJoinView('/login/')).toBe(false);
    expect(isJoinView('/login/?return=%2Fjoin')).toBe(false);
  });
});
