import { describe, expect, it } from 'vitest';
import { answered } from '../ports/gateway-failure.ts';
import type { InMemoryPorts } from '../ports/in-memory/ports.ts';
import { draft, draft as eventDraft } from '../store/decision.ts';
import { callNames, drive } from '../store/testing/drive.ts';
import { checkoutOpened, phoneEntered, phoneVerified, stateOf } from './testing/facts.ts';
import { given } from './testing/given.ts';
import { verifySmsCodeFlow } from './verify-sms-code.ts';

const requested = draft('SmsCodeRequested', { phone: '01012345678', sendCount: 1 });

describe('VerifySmsCode', () => {
  it('records the phone verified when the server accepts the code (spec 000 §5 "SMS code")', async () => {
    const again = given([...checkoutOpened(), phoneEntered, requested], {
      server: (ports) =>
        ports.gateway.sendSmsCode({ customer_id: 'guest-1', phone: '01012345678', context: 'ORDER' }),
      gateway: (base) => ({
        checkSmsCode: (phone) => base.checkSmsCode(phone, base.outbox.get(phone) ?? ''),
      }),
    });
    await again
      .when({ type: 'VerifySmsCode', code: '1234' }, { after: 1000 })
      .then({ events: [phoneVerified] });
  });

  it('refuses a code before one was requested (spec 000 §5 "SMS code")', async () => {
    const { outcome } = await given([...checkoutOpened(), phoneEntered])
      .when({ type: 'VerifySmsCode', code: '1234' })
      .run();
    expect(outcome.kind).toBe('rejected');
  });

  it('records a wrong code against the phone (spec 000 §8 "SMS")', async () => {
    const { outcome } = await given([...checkoutOpened(), phoneEntered, requested], {
      server: (ports) =>
        ports.gateway.sendSmsCode({ customer_id: 'guest-1', phone: '01012345678', context: 'ORDER' }),
    })
      .when({ type: 'VerifySmsCode', code: '0000' }, { after: 1000 })
      .run();
    expect(outcome.kind).toBe('rejected');
    expect(outcome.events.map((e) => e.type)).toEqual(['SmsCodeRejected']);
  });
});

describe('VerifySmsCode with a code checked already', () => {
  const sent = {
    server: (ports: InMemoryPorts) =>
      ports.gateway.sendSmsCode({ customer_id: 'guest-1', phone: '01012345678', context: 'ORDER' }),
  };
  const refused = draft('SmsCodeRejected', {
    phone: '01012345678',
    message: '인증번호가 일치하지 않습니다. 남은 인증 횟수 4회',
    code: '0000',
  });

  it('records the refused code, so the same code is not sent again', async () => {
    const { outcome } = await given([...checkoutOpened(), phoneEntered, requested], sent)
      .when({ type: 'VerifySmsCode', code: '0000' }, { after: 1000 })
      .run();
    expect(outcome.events.map((e) => e.data)).toEqual([
      { phone: '01012345678', message: '인증번호가 일치하지 않습니다.', code: '0000' },
    ]);
  });

  it('answers the same code as the server did, without asking it or counting a try', async () => {
    let checks = 0;
    const ran = await given([...checkoutOpened(), phoneEntered, requested, refused], {
      ...sent,
      gateway: (base) => ({
        checkSmsCode: (phone, code) => {
          checks += 1;
          return base.checkSmsCode(phone, code);
        },
      }),
    })
      .when({ type: 'VerifySmsCode', code: '0000' }, { after: 1000 })
      .then({ rejected: 'SMS_CODE_WRONG', events: [] });
    expect(checks).toBe(0);
    expect(ran.outcome.kind === 'rejected' && ran.outcome.rejection).toMatchObject({
      message: '인증번호가 일치하지 않습니다. 남은 인증 횟수 4회',
      details: { triesLeft: 4 },
    });
    expect(ran.store.getState().checkout.phone.failedChecks).toBe(1);
  });

  it('sends a changed digit as a new try', async () => {
    let checks = 0;
    const ran = await given([...checkoutOpened(), phoneEntered, requested, refused], {
      ...sent,
      gateway: (base) => ({
        checkSmsCode: (phone, code) => {
          checks += 1;
          return base.checkSmsCode(phone, code);
        },
      }),
    })
      .when({ type: 'VerifySmsCode', code: '0001' }, { after: 1000 })
      .then({
        rejected: 'SMS_CODE_WRONG',
        events: [
          draft('SmsCodeRejected', {
            phone: '01012345678',
            message: '인증번호가 일치하지 않습니다.',
            code: '0001',
          }),
        ],
      });
    expect(checks).toBe(1);
    expect(ran.store.getState().checkout.phone.failedChecks).toBe(2);
  });

  it('sends the code again after a new request (a new code, new tries)', async () => {
    let checks = 0;
    await given([...checkoutOpened(), phoneEntered, requested, refused, requested], {
      ...sent,
      gateway: (base) => ({
        checkSmsCode: (phone, code) => {
          checks += 1;
          return base.checkSmsCode(phone, code);
        },
      }),
    })
      .when({ type: 'VerifySmsCode', code: '0000' }, { after: 1000 })
      .run();
    expect(checks).toBe(1);
  });
});

describe('VerifySmsCode, its workflow driven with given answers', () => {
  const now = Date.parse('2026-11-21T12:00:00+09:00');
  const requested = stateOf([eventDraft('SmsCodeRequested', { phone: '01012345678', sendCount: 1 })], now);
  const command = { type: 'VerifySmsCode', code: '1234' } as const;

  it("records the phone verified on the server's yes", () => {
    const { result: decision, calls } = drive(verifySmsCodeFlow(command, requested, now), {
      'gateway.checkSmsCode': answered({ result: true, message: '' }),
    });
    expect(calls).toEqual([
      expect.objectContaining({ method: 'checkSmsCode', args: ['01012345678', '1234'] }),
    ]);
    expect(decision).toEqual({ events: [eventDraft('PhoneVerified', { phone: '01012345678' })] });
  });

  it("records a wrong code with the tries left on the server's no", () => {
    const { result: decision } = drive(verifySmsCodeFlow(command, requested, now), {
      'gateway.checkSmsCode': answered({ result: false, message: '' }),
    });
    expect(decision.rejection).toMatchObject({ code: 'SMS_CODE_WRONG', details: { triesLeft: 4 } });
    expect(decision.events.map((e) => e.type)).toEqual(['SmsCodeRejected']);
  });

  it('refuses a code the rules refuse, without the server', () => {
    const { result: decision, calls } = drive(verifySmsCodeFlow({ ...command, code: '12' }, requested, now));
    expect(callNames(calls)).toEqual([]);
    expect(decision.rejection).toBeDefined();
    expect(decision.events).toEqual([]);
  });

  it('accepts a phone verified already, recording nothing', () => {
    const verified = stateOf([eventDraft('PhoneVerified', { phone: '01012345678' })], now);
    const { result: decision, calls } = drive(verifySmsCodeFlow(command, verified, now));
    expect(callNames(calls)).toEqual([]);
    expect(decision).toEqual({ events: [] });
  });
});
