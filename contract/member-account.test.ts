import { describe, expect, it } from 'vitest';
import { calls } from './calls.ts';
import { decodeBody, decodeResponse } from './decode.ts';
import { edit, leftOf, REMOVE, rightOf, sampleOf } from './testing/codec-helpers.ts';

describe('member.join and member.social-join', () => {
  it('decodes the join body and its status_code answer', () => {
    const sample = sampleOf('member.join');
    expect(rightOf(decodeBody(calls['member.join'], sample.body)).efinance_agreement).toBe(true);
    expect(rightOf(decodeResponse(calls['member.join'], sample.response)).status_code).toBe('OK');
  });

  it('names a consent sent as text, and a join form field the call does not take', () => {
    const sample = sampleOf('member.join');
    expect(leftOf(decodeBody(calls['member.join'], edit(sample.body, ['tos'], 'Y'))).path).toBe('$.tos');
    const extra = edit(sample.body, ['confirm_password'], 'x');
    expect(leftOf(decodeBody(calls['member.join'], extra)).path).toBe('$.confirm_password');
  });

  it('social join needs the success flag', () => {
    const call = calls['member.social-join'];
    expect(rightOf(decodeResponse(call, sampleOf('member.social-join').response)).success).toBe(true);
    expect(leftOf(decodeResponse(call, { message: '실패' })).path).toBe('$.success');
  });
});

describe('inquiries and withdrawal', () => {
  it('id inquiry answers a username or null', () => {
    const call = calls['member.id-inquiry'];
    expect(rightOf(decodeResponse(call, sampleOf('member.id-inquiry').response)).username).toBe(
      'mi***@example.com',
    );
    expect(rightOf(decodeResponse(call, { username: null, message: '없음' })).username).toBeNull();
    expect(leftOf(decodeResponse(call, {})).path).toBe('$.username');
  });

  it('password inquiry takes an e-mail', () => {
    const call = calls['member.password-inquiry'];
    expect(leftOf(decodeBody(call, {})).path).toBe('$.email');
    expect(rightOf(decodeResponse(call, sampleOf('member.password-inquiry').response)).message).toBeDefined();
  });

  it('withdraw takes one of the six reasons', () => {
    const call = calls['member.withdraw'];
    const sample = sampleOf('member.withdraw');
    expect(rightOf(decodeBody(call, sample.body)).reason_type).toBe('ETC');
    expect(leftOf(decodeBody(call, edit(sample.body, ['reason_type'], 'BORED'))).path).toBe('$.reason_type');
    expect(leftOf(decodeBody(call, edit(sample.body, ['reason_detail'], REMOVE))).path).toBe(
      '$.reason_detail',
    );
  });
});
