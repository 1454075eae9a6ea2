import { describe, expect, it } from 'vitest';
import {
  providerLoginFailure,
  providerReturn,
  socialLoginFailure,
  socialLoginStep,
  withoutProviderReturn,
} from './social-login.ts';

describe('social login rules', () => {
  it('shows the provider\'s failure text and goes to /login/ (spec 001 §8 "Naver login failure: popup "Naver ID login failed. Please try again", then /login/." and "Kakao failure: "카카오 아이디로 로그인에 실패하였습니다. 다시 시도해주세요"")', () => {
    expect(providerLoginFailure('naver')).toMatchObject({
      code: 'NAVER_LOGIN_FAILED',
      message: '네이버 아이디로 로그인에 실패하였습니다. 다시 시도해주세요',
      details: { redirectTo: '/login/' },
    });
    expect(providerLoginFailure('kakao').message).toBe(
      '카카오 아이디로 로그인에 실패하였습니다. 다시 시도해주세요',
    );
  });

  it('shows the server error_message or the default text (spec 001 §8 "Social login failure: popup with error_message or "Social login failed. Please try again"")', () => {
    const server = socialLoginFailure({ kind: 'rejected', status: 400, message: '토큰이 만료되었습니다.' });
    expect(server).toEqual({ code: 'SOCIAL_LOGIN_FAILED', message: '토큰이 만료되었습니다.' });
    for (const failure of [{ kind: 'rejected', status: 400, message: ' ' }, { kind: 'timeout' }] as const) {
      expect(socialLoginFailure(failure).message).toBe('소셜 로그인에 실패하였습니다. 다시 시도해주세요');
    }
  });

  it('stops on withdrawal-reserved, else joins first or logs in (spec 001 §4 "If state is withdrawal-reserved the flow stops and returns the data.")', () => {
    expect(socialLoginStep({ is_joined: true, state: 'WITHDRAWAL_RESERVED' })).toBe('withdrawal-reserved');
    expect(socialLoginStep({ is_joined: false, state: null })).toBe('join');
    expect(socialLoginStep({ is_joined: true, state: null })).toBe('log-in');
  });
});

describe("the provider's return", () => {
  it('takes the token back with our state', () => {
    expect(providerReturn('?account_origin=naver&access_token=tok&state=s1', 's1')).toEqual({
      provider: 'naver',
      accessToken: 'tok',
    });
    expect(providerReturn('?account_origin=kakao&access_token=tok&state=s1', 's1')?.provider).toBe('kakao');
  });

  it('reads a denial, a missing token or a foreign state as the provider login failing', () => {
    expect(providerReturn('?account_origin=naver&error=access_denied&state=s1', 's1')?.accessToken).toBe('');
    expect(providerReturn('?account_origin=naver&state=s1', 's1')?.accessToken).toBe('');
    expect(providerReturn('?account_origin=naver&access_token=tok&state=other', 's1')?.accessToken).toBe('');
    expect(providerReturn('?account_origin=naver&access_token=tok&state=s1', null)?.accessToken).toBe('');
  });

  it('is nothing without a known provider, and leaves the rest of the query', () => {
    expect(providerReturn('', 's1')).toBeNull();
    expect(providerReturn('?account_origin=google&access_token=x', 'x')).toBeNull();
    expect(withoutProviderReturn('?account_origin=naver&access_token=t&state=s&a=1')).toBe('?a=1');
    expect(withoutProviderReturn('?account_origin=naver&error=access_denied')).toBe('');
  });
});
