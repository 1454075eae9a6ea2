import { describe, expect, it } from 'vitest';
import { answered } from '../ports/gateway-failure.ts';
import { draft } from '../store/decision.ts';
import { drive } from '../store/testing/drive.ts';
import { findPasswordFlow } from './find-password.ts';
import { accountTest } from './testing/account-fixtures.ts';
import { given } from './testing/given.ts';

const DEFAULT_TEXT = '서비스에 문제가 발생했습니다. 잠시뒤 다시 시도해주세요.';

describe('FindPassword, the password inquiry (spec 001 §7 "Password inquiry | POST /v1/find-password | email")', () => {
  it("sends the inquiry for a member's e-mail", async () => {
    const { store, run } = accountTest();
    const [outcome] = await run({ type: 'FindPassword', email: ' minji@example.com ' });

    expect(outcome).toMatchObject({
      kind: 'accepted',
      events: [{ type: 'PasswordInquirySent', data: { email: 'minji@example.com' } }],
    });
    expect(store.projections().session.passwordInquiryEmail).toBe('minji@example.com');
  });

  it('shows the server message or the default text (spec 001 §8 "Password inquiry failure: message or "서비스에 문제가 발생했습니다. 잠시뒤 다시 시도해주세요."")', async () => {
    const { run } = accountTest();
    const [unknown] = await run({ type: 'FindPassword', email: 'nobody@example.com' });
    expect(unknown).toMatchObject({
      rejection: { code: 'PASSWORD_INQUIRY_FAILED', message: '가입되지 않은 이메일입니다.' },
    });

    const bare = accountTest({
      passwordInquiry: () => Promise.resolve(answered({ success: false, message: null })),
    });
    const [silent] = await bare.run({ type: 'FindPassword', email: 'minji@example.com' });
    expect(silent?.kind === 'rejected' && silent.rejection.message).toBe(DEFAULT_TEXT);

    const down = accountTest();
    down.ports.gateway.failNext('passwordInquiry', { kind: 'unavailable', status: 503 });
    const [unavailable] = await down.run({ type: 'FindPassword', email: 'minji@example.com' });
    expect(unavailable?.kind === 'rejected' && unavailable.rejection.message).toBe(DEFAULT_TEXT);
    expect(down.store.projections().session.passwordInquiryEmail).toBeNull();
  });

  it('needs an e-mail before asking', async () => {
    const { ports, run } = accountTest();
    const [blank, invalid] = await run(
      { type: 'FindPassword', email: '' },
      { type: 'FindPassword', email: 'minji' },
    );
    expect(blank?.kind === 'rejected' && blank.rejection.code).toBe('JOIN_EMAIL_REQUIRED');
    expect(invalid?.kind === 'rejected' && invalid.rejection.code).toBe('JOIN_EMAIL_INVALID');
    expect(ports.gateway.calls.get('passwordInquiry')).toBeUndefined();
  });
});

describe('FindPassword, given no session', () => {
  it('records the notice sent', async () => {
    await given()
      .when({ type: 'FindPassword', email: 'minji@example.com' })
      .then({ events: [draft('PasswordInquirySent', { email: 'minji@example.com' })] });
  });

  it('refuses an address that is not one', async () => {
    const { outcome } = await given().when({ type: 'FindPassword', email: 'minji' }).run();
    expect(outcome.kind).toBe('rejected');
  });
});

describe('FindPassword, its workflow driven with given answers', () => {
  it('shows the server\'s message when it refuses (spec 001 §8 "Password inquiry failure")', () => {
    const { result: decision } = drive(
      findPasswordFlow({ type: 'FindPassword', email: 'minji@example.com' }),
      {
        'gateway.passwordInquiry': answered({ success: false, message: '가입되지 않은 이메일입니다.' }),
      },
    );
    expect(decision.rejection).toEqual({
      code: 'PASSWORD_INQUIRY_FAILED',
      message: '가입되지 않은 이메일입니다.',
    });
  });
});
