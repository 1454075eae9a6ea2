import { describe, expect, it } from 'vitest';
import { calls } from './calls.ts';
import { decodeBody, decodeFailure, decodeParams, decodeResponse } from './decode.ts';
import { edit, leftOf, rightOf, sampleOf } from './testing/codec-helpers.ts';

describe('sms calls', () => {
  it('phone verified answers 1 or 0, and is rejected with ban', () => {
    const call = calls['sms.phone-verified'];
    expect(rightOf(decodeResponse(call, 1))).toBe(1);
    expect(rightOf(decodeFailure(call, 'ban'))).toBe('ban');
    expect(leftOf(decodeResponse(call, '1'))).toMatchObject({
      path: '$',
      message: 'expected (1 | 0), got "1"',
    });
    expect(leftOf(decodeParams(call, { phone: '010-1234-5678' })).path).toBe('$.phone');
  });

  it('sends with a context of ORDER, REGISTER or FIND_EMAIL', () => {
    const call = calls['sms.send'];
    const sample = sampleOf('sms.send');
    expect(rightOf(decodeBody(call, edit(sample.body, ['context'], 'FIND_EMAIL'))).context).toBe(
      'FIND_EMAIL',
    );
    expect(leftOf(decodeBody(call, edit(sample.body, ['context'], 'LOGIN'))).path).toBe('$.context');
    expect(rightOf(decodeResponse(call, sample.response)).send_count).toBe(1);
    expect(leftOf(decodeResponse(call, edit(sample.response, ['send_count'], '1'))).path).toBe(
      '$.send_count',
    );
  });

  it('checks a 4-digit code; result is a boolean or a reason', () => {
    const call = calls['sms.check'];
    expect(leftOf(decodeBody(call, { code: '12345' })).path).toBe('$.code');
    expect(rightOf(decodeResponse(call, { result: true, message: '' })).result).toBe(true);
    expect(rightOf(decodeResponse(call, sampleOf('sms.check').response)).result).toBe('too_many_trials');
    expect(leftOf(decodeResponse(call, { result: null, message: '' })).path).toBe('$.result');
  });

  it('app link takes a phone', () => {
    expect(leftOf(decodeBody(calls['sms.app-link'], {})).path).toBe('$.phone');
  });
});
