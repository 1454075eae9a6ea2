import { describe, expect, it } from 'vitest';
import { calls } from './calls.ts';
import { decodeBody, decodeFailure, decodeQuery, decodeResponse } from './decode.ts';
import { edit, leftOf, REMOVE, rightOf, sampleOf } from './testing/codec-helpers.ts';

describe('member.login-email', () => {
  const call = calls['member.login-email'];
  const sample = sampleOf('member.login-email');

  it('decodes a session and a refusal with its captcha view', () => {
    const session = rightOf(decodeResponse(call, sample.response));
    expect('access_token' in session ? session.password_change_required : null).toBe(false);
    const refused = rightOf(decodeResponse(call, sample.failure));
    expect('error' in refused ? [refused.error.error_code, refused.captcha] : null).toEqual([
      120001,
      'captchalogin',
    ]);
    expect(rightOf(decodeFailure(call, sample.failure)).captcha).toBe('captchalogin');
  });

  it('names the field of the branch the answer was meant as', () => {
    const refused = edit(sample.failure, ['error', 'error_code'], 'E1');
    expect(leftOf(decodeResponse(call, refused)).path).toBe('$.error.error_code');
    const session = edit(sample.response, ['password_change_required'], REMOVE);
    expect(leftOf(decodeResponse(call, session)).path).toBe('$.password_change_required');
  });

  it('takes username, password, captcha and device_id, nothing else', () => {
    expect(leftOf(decodeBody(call, { ...sample.body, useremail: 'x' })).path).toBe('$.useremail');
    expect(leftOf(decodeBody(call, edit(sample.body, ['device_id'], REMOVE))).path).toBe('$.device_id');
  });
});

describe('the other session calls', () => {
  it('decodes user info, captcha, logout and last login', () => {
    expect(
      rightOf(decodeResponse(calls['member.user-info'], sampleOf('member.user-info').response)).is_user,
    ).toBe(true);
    const anon = { customer_id: 'anon-1', is_user: false, email: null };
    expect(rightOf(decodeResponse(calls['member.user-info'], anon)).email).toBeNull();
    expect(leftOf(decodeResponse(calls['member.user-info'], { ...anon, customer_id: 900001 })).path).toBe(
      '$.customer_id',
    );
    expect(rightOf(decodeResponse(calls['member.captcha-image'], { url: 'c.png' })).url).toBe('c.png');
    expect(rightOf(decodeResponse(calls['member.logout'], { success: true })).success).toBe(true);
  });

  it('social: joined check, login, token refresh and anonymous customer', () => {
    const joined = sampleOf('member.social-joined');
    expect(rightOf(decodeResponse(calls['member.social-joined'], joined.response)).state).toBe(
      'WITHDRAWAL_RESERVED',
    );
    expect(
      leftOf(decodeQuery(calls['member.social-joined'], { ...joined.query, account_origin: 'email' })).path,
    ).toBe('$.account_origin');
    const social = rightOf(
      decodeResponse(calls['member.social-login'], sampleOf('member.social-login').response),
    );
    expect(social.is_signed_up).toBe(true);
    expect(leftOf(decodeBody(calls['member.token-refresh'], { refresh_token: '' })).path).toBe(
      '$.refresh_token',
    );
    const tokens = sampleOf('member.token-refresh').response;
    expect(
      leftOf(decodeResponse(calls['member.token-refresh'], edit(tokens, ['access_token'], 3))).path,
    ).toBe('$.access_token');
    const anon = sampleOf('member.anonymous-customer').response;
    expect(rightOf(decodeResponse(calls['member.anonymous-customer'], anon)).customer_id).toBe('anon-7f3a');
  });
});
