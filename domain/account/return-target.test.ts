import { describe, expect, it } from 'vitest';
import { loginHref, returnTargetOf, safeReturnTarget } from './return-target.ts';

describe('the return target after login', () => {
  it('follows a hash route of this app, rebuilt from its route', () => {
    expect(safeReturnTarget('/checkout/')).toBe('/checkout/');
    expect(safeReturnTarget('#/1001/')).toBe('/1001/');
    expect(safeReturnTarget('/%EC%B9%98%ED%82%A8/')).toBe('/%EC%B9%98%ED%82%A8/');
    expect(safeReturnTarget('/치킨/')).toBe('/%EC%B9%98%ED%82%A8/');
    expect(safeReturnTarget('/')).toBe('/');
  });

  it.each([
    ['an outside URL', 'https://evil.example/'],
    ['an outside URL without the scheme', '//evil.example/'],
    ['a backslash host', '/\\evil.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['JavaScript: with spaces', '  JavaScript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['an encoded outside URL', 'https%3A%2F%2Fevil.example%2F'],
    ['an encoded //host', '%2F%2Fevil.example'],
    ['a slash then an encoded slash', '/%2Fevil.example'],
    ['a twice encoded //host', '%252F%252Fevil.example'],
    ['a twice encoded javascript:', 'javascript%253Aalert(1)'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['a control character', '/\t/evil.example'],
    ['a malformed escape', '/%E0%A4%A/'],
    ['a relative word', 'checkout'],
    ['no route of the app', '/no/such/page/here/'],
    ['the login page itself', '/login/'],
    ['the join page', '/join/'],
  ])('refuses %s', (_name, raw) => {
    expect(safeReturnTarget(raw)).toBeNull();
  });

  it('is null when absent', () => {
    expect(safeReturnTarget(null)).toBeNull();
    expect(safeReturnTarget('')).toBeNull();
  });

  it('reads the target from the login route and writes it there', () => {
    expect(returnTargetOf('#/login/?return=%2Fcheckout%2F')).toBe('/checkout/');
    expect(returnTargetOf('#/login/?return=https%3A%2F%2Fevil.example')).toBeNull();
    expect(returnTargetOf('#/login/')).toBeNull();
    expect(loginHref('/checkout/')).toBe('/login/?return=%2Fcheckout%2F');
    expect(returnTargetOf(loginHref('/checkout/'))).toBe('/checkout/');
    expect(loginHref('/')).toBe('/login/');
    expect(returnTargetOf(loginHref('//evil.example'))).toBeNull();
    expect(loginHref('/login/?return=%2Fcart%2F')).toBe('/login/');
    expect(loginHref(null)).toBe('/login/');
  });
});
