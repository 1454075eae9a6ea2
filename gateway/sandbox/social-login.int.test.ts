// The sandbox social login providers: the consent page, approve and deny, same-site redirects only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideConsent } from '../member/testing/social-steps.ts';
import { okWire } from '../member/testing/wire-client.ts';
import type { RunningGateway } from '../start.ts';
import { startTestGateway } from '../testing/test-gateway.ts';
import { redirectWith } from './social-login.ts';

let gateway: RunningGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
}, 60_000);
afterAll(() => gateway?.close());

describe('GET /sandbox/social/{provider}', () => {
  it('shows a consent page clearly labelled SANDBOX, suggesting the seed member of the provider', async () => {
    const response = await fetch(`${gateway.url}/sandbox/social/naver?redirect=%2Flogin%2F&state=s1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('SANDBOX — 실제 네이버 로그인이 아닙니다');
    expect(html).toContain('value="sora.naver@example.com"');
    expect(html).toContain('value="approve"');
    expect(html).toContain('value="deny"');
    expect(html).toContain('name="state" value="s1"');
  });

  it('refuses a redirect to another site (400) and an unknown provider (404)', async () => {
    const away = await fetch(`${gateway.url}/sandbox/social/kakao?redirect=https%3A%2F%2Fevil.example%2F`);
    expect(away.status).toBe(400);
    expect((await fetch(`${gateway.url}/sandbox/social/facebook?redirect=%2F`)).status).toBe(404);
  });
});

describe('POST /sandbox/social/{provider}', () => {
  it('approve redirects with account_origin, a provider access_token and the state; the token logs in', async () => {
    const consent = await decideConsent(gateway.url, 'kakao', {
      redirect: '/#/login/',
      state: 'xyz',
      account: 'taeyang.kakao@example.com',
      share_email: 'yes',
      decision: 'approve',
    });
    expect(consent.status).toBe(302);
    const target = new URL(consent.location, gateway.url);
    expect(target.pathname).toBe('/');
    expect(target.hash).toBe('#/login/');
    expect(target.searchParams.get('account_origin')).toBe('kakao');
    expect(target.searchParams.get('state')).toBe('xyz');
    const token = target.searchParams.get('access_token') ?? '';
    const session = await okWire(gateway.url, 'member.social-login', {
      payload: { account_origin: 'kakao', access_token: token, device_id: 'd' },
    });
    expect(session).toMatchObject({ customer_id: '900004', is_signed_up: true });
  });

  it('deny redirects with error=access_denied and no token', async () => {
    const consent = await decideConsent(gateway.url, 'naver', { redirect: '/login/', decision: 'deny' });
    expect(consent.status).toBe(302);
    const target = new URL(consent.location, gateway.url);
    expect(target.searchParams.get('error')).toBe('access_denied');
    expect(target.searchParams.has('access_token')).toBe(false);
  });

  it('approve without a valid account e-mail shows the page again with 400', async () => {
    const consent = await decideConsent(gateway.url, 'naver', {
      redirect: '/',
      account: 'x',
      decision: 'approve',
    });
    expect(consent.status).toBe(400);
  });
});

describe('the provider session', () => {
  /** Approves on the consent page; answers the provider's session cookie (name=value). */
  async function signIn(provider: 'naver' | 'kakao', account: string): Promise<string> {
    const response = await fetch(`${gateway.url}/sandbox/social/${provider}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        redirect: '/',
        account,
        share_email: 'yes',
        decision: 'approve',
      }).toString(),
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(
      new RegExp(`^sandbox_${provider}_session=[A-Za-z0-9_-]+; Path=/sandbox/social/${provider};`),
    );
    expect(cookie).toContain('HttpOnly');
    return cookie.split(';')[0] ?? '';
  }
  const consentPage = (provider: string, cookie: string) =>
    fetch(`${gateway.url}/sandbox/social/${provider}?redirect=%2F&state=s2`, {
      headers: { cookie },
      redirect: 'manual',
    });

  it('a signed-in customer goes straight through with a fresh token of the same account', async () => {
    const cookie = await signIn('kakao', 'taeyang.kakao@example.com');
    const again = await consentPage('kakao', cookie);
    expect(again.status).toBe(302);
    const target = new URL(again.headers.get('location') ?? '', gateway.url);
    expect(target.searchParams.get('state')).toBe('s2');
    const session = await okWire(gateway.url, 'member.social-login', {
      payload: {
        account_origin: 'kakao',
        access_token: target.searchParams.get('access_token') ?? '',
        device_id: 'd',
      },
    });
    expect(session).toMatchObject({ customer_id: '900004' });
    // the other provider knows nothing of it
    expect((await consentPage('naver', cookie.replace('kakao', 'naver'))).status).toBe(200);
  });

  it("the provider's logout ends the session: the consent page asks again", async () => {
    const cookie = await signIn('naver', 'sora.naver@example.com');
    const out = await fetch(`${gateway.url}/sandbox/social/naver/logout`, {
      method: 'POST',
      headers: { cookie, accept: 'application/json' },
    });
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ success: true, ended: true });
    expect(out.headers.get('set-cookie')).toContain('Max-Age=0');
    const again = await consentPage('naver', cookie);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('value="approve"');
  });

  it('a logout without a session ends nothing and still answers 200; a foreign redirect is refused', async () => {
    const out = await fetch(`${gateway.url}/sandbox/social/kakao/logout`, {
      method: 'POST',
      headers: { accept: 'application/json' },
    });
    expect(await out.json()).toEqual({ success: true, ended: false });
    const page = await fetch(`${gateway.url}/sandbox/social/kakao/logout`);
    expect(await page.text()).toContain('로그아웃되었습니다.');
    const back = await fetch(`${gateway.url}/sandbox/social/kakao/logout?redirect=%2F%23%2Flogin%2F`, {
      redirect: 'manual',
    });
    expect([back.status, back.headers.get('location')]).toEqual([302, '/#/login/']);
    const away = await fetch(
      `${gateway.url}/sandbox/social/kakao/logout?redirect=https%3A%2F%2Fevil.example%2F`,
    );
    expect(away.status).toBe(400);
    expect((await fetch(`${gateway.url}/sandbox/social/facebook/logout`)).status).toBe(404);
  });
});

describe('the page in the app language', () => {
  const HANGUL = /[\u3131-\u318E\uAC00-\uD7A3]/;
  const consent = (headers: Record<string, string>) =>
    fetch(`${gateway.url}/sandbox/social/naver?redirect=%2Flogin%2F&state=s1`, { headers });

  it('speaks English to the app set to English (its cookie), still labelled SANDBOX', async () => {
    const html = await (await consent({ cookie: 'jumun_language=en', 'accept-language': 'ko-KR' })).text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('SANDBOX — not a real Naver login');
    expect(html).toContain('Agree and continue');
    expect(html).toContain('value="sora.naver@example.com"');
    expect(html).not.toMatch(HANGUL);
  });

  it('speaks English to a browser preferring English without the cookie, Korean when the cookie says so', async () => {
    const english = await (await consent({ 'accept-language': 'en-US,en;q=0.9' })).text();
    expect(english).toContain('Naver login (for testing)');
    expect(english).not.toMatch(HANGUL);
    const korean = await (
      await consent({ cookie: 'x=1; jumun_language=ko', 'accept-language': 'en-US' })
    ).text();
    expect(korean).toContain('<html lang="ko">');
    expect(korean).toContain('SANDBOX — 실제 네이버 로그인이 아닙니다');
  });

  it('refuses a bad account and a foreign redirect in English', async () => {
    const bad = await fetch(`${gateway.url}/sandbox/social/kakao`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'jumun_language=en' },
      body: new URLSearchParams({ redirect: '/', account: 'x', decision: 'approve' }).toString(),
    });
    expect(bad.status).toBe(400);
    const again = await bad.text();
    expect(again).toContain('Please enter the test account&#39;s email correctly.');
    expect(again).not.toMatch(HANGUL);
    const away = await fetch(`${gateway.url}/sandbox/social/kakao?redirect=https%3A%2F%2Fevil.example%2F`, {
      headers: { 'accept-language': 'en' },
    });
    expect(away.status).toBe(400);
    expect(await away.text()).toContain('redirect: an address on this site is needed.');
    const out = await fetch(`${gateway.url}/sandbox/social/kakao/logout`, {
      headers: { cookie: 'jumun_language=en' },
    });
    expect(await out.text()).toContain('You&#39;ve been logged out.');
  });
});

describe('redirectWith', () => {
  it('keeps paths and same-host or loopback URLs, and refuses other sites and protocol-relative URLs', () => {
    expect(redirectWith('/a?b=1#/c', 'jumun.test', { t: '2' })).toBe('/a?b=1&t=2#/c');
    expect(redirectWith('http://jumun.test:5173/', 'jumun.test', {})).toBe('http://jumun.test:5173/');
    expect(redirectWith('http://localhost:5173/x', 'jumun.test', {})).toBe('http://localhost:5173/x');
    expect(redirectWith('//evil.example/', 'jumun.test', {})).toBeNull();
    expect(redirectWith('https://evil.example/', 'jumun.test', {})).toBeNull();
    expect(redirectWith('javascript:alert(1)', 'jumun.test', {})).toBeNull();
    expect(redirectWith('', 'jumun.test', {})).toBeNull();
  });
});
