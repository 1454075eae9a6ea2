import { describe, expect, it } from 'vitest';
import type { SmsContext } from '../codecs/primitives.ts';
import type { CommandOf } from '../commands/commands.ts';
import { answered, failed } from '../ports/gateway-failure.ts';
import { draft } from '../store/decision.ts';
import { replay } from '../store/replay.ts';
import type { State } from '../store/state.ts';
import type { Answers } from '../store/testing/drive.ts';
import { drive } from '../store/testing/drive.ts';
import { requestSmsCodeFlow } from './request-sms-code.ts';
import { accountTest } from './testing/account-fixtures.ts';
import { checkoutOpened, phoneEntered, stateOf } from './testing/facts.ts';
import { given } from './testing/given.ts';

type RequestSmsCode = CommandOf<'RequestSmsCode'>;

describe('RequestSmsCode and VerifySmsCode with a context (spec 001 §7 "SMS send ... context REGISTER or FIND_EMAIL")', () => {
  it("sends the join's code for REGISTER without touching the checkout's phone", async () => {
    const contexts: SmsContext[] = [];
    const { store, ports, run } = accountTest((base) => ({
      sendSmsCode: (req) => {
        contexts.push(req.context);
        return base.sendSmsCode(req);
      },
    }));
    const [outcome] = await run({ type: 'RequestSmsCode', context: 'REGISTER', phone: '010-5555-6666' });

    expect(outcome).toMatchObject({
      kind: 'accepted',
      events: [
        { type: 'CustomerIdentified' },
        { type: 'SmsCodeRequested', data: { phone: '01055556666', context: 'REGISTER' } },
      ],
    });
    expect(contexts).toEqual(['REGISTER']);
    // Only the order's phone asks isveriphone first.
    expect(ports.gateway.calls.get('isPhoneVerified')).toBeUndefined();
    const { session, checkout } = store.projections();
    expect(session.accountPhone).toMatchObject({
      context: 'REGISTER',
      number: '01055556666',
      status: 'requested',
    });
    expect(checkout.phone.status).toBe('unverified');
  });

  it('counts a wrong join code against the join\'s phone (spec 000 §8 "SMS")', async () => {
    const { store, ports, run } = accountTest();
    await run({ type: 'RequestSmsCode', context: 'REGISTER', phone: '01055556666' });
    const wrong = ports.gateway.outbox.get('01055556666') === '1111' ? '2222' : '1111';
    const [outcome] = await run({ type: 'VerifySmsCode', context: 'REGISTER', code: wrong });

    expect(outcome).toMatchObject({
      kind: 'rejected',
      events: [{ type: 'SmsCodeRejected', data: { context: 'REGISTER' } }],
    });
    expect(store.getState().session.accountPhone.failedChecks).toBe(1);
    expect(store.getState().checkout.phone.failedChecks).toBe(0);
    expect(replay(store.log())).toEqual(store.projections());
  });

  it('marks an already verified number verified (spec 001 §4 "dup_veri_trial: already verified, marks verified.")', async () => {
    const { store, run } = accountTest({
      sendSmsCode: () =>
        Promise.resolve(answered({ result: 'dup_veri_trial', display_message: '', send_count: 1 })),
    });
    await run({ type: 'RequestSmsCode', context: 'REGISTER', phone: '01055556666' });
    expect(store.projections().session.accountPhone).toMatchObject({
      context: 'REGISTER',
      status: 'verified',
    });
  });

  it('starts over when another screen asks for a code', async () => {
    const { store, run, verifyPhone } = accountTest();
    await verifyPhone('01055556666');
    await run({ type: 'RequestSmsCode', context: 'FIND_EMAIL', phone: '01055556666' });
    expect(store.projections().session.accountPhone).toMatchObject({
      context: 'FIND_EMAIL',
      status: 'requested',
    });
  });

  it('refuses a missing or invalid number (spec 000 §5 "Checkout form")', async () => {
    const { ports, run } = accountTest();
    const [missing, invalid] = await run(
      { type: 'RequestSmsCode', context: 'REGISTER', phone: '' },
      { type: 'RequestSmsCode', context: 'FIND_EMAIL', phone: '02-123-4567' },
    );
    expect(missing?.kind === 'rejected' && missing.rejection.code).toBe('PHONE_REQUIRED');
    expect(invalid?.kind === 'rejected' && invalid.rejection.code).toBe('PHONE_INVALID');
    expect(ports.gateway.calls.get('sendSmsCode')).toBeUndefined();
  });
});

describe('VerifySmsCode for a phone already verified', () => {
  it('accepts and records nothing: RequestSmsCode found the number verified and sent no code', async () => {
    // given a number the gateway already knows as verified (an earlier order with the same phone)
    const { store, ports, run } = accountTest({
      isPhoneVerified: () => Promise.resolve(answered('verified' as const)),
    });
    await run({ type: 'SetPhone', phone: '01055556666' });
    const [requested] = await run({ type: 'RequestSmsCode' });
    expect(requested).toMatchObject({ kind: 'accepted', events: [{ type: 'PhoneVerified' }] });
    expect(ports.gateway.calls.get('sendSmsCode')).toBeUndefined();

    // when the flow verifies anyway, with whatever code it has
    const [verified] = await run({ type: 'VerifySmsCode', code: '1234' });

    // then nothing is left to check: accepted, no event, the phone stays verified
    expect(verified).toMatchObject({ kind: 'accepted', events: [] });
    expect(ports.gateway.calls.get('checkSmsCode')).toBeUndefined();
    expect(store.projections().checkout.phone.status).toBe('verified');
  });
});

describe('RequestSmsCode, given the checkout is open', () => {
  it('records the code sent to the checkout\'s phone (spec 000 §4 "Phone")', async () => {
    await given([...checkoutOpened(), phoneEntered])
      .when({ type: 'RequestSmsCode' })
      .then({ events: [draft('SmsCodeRequested', { phone: '01012345678', sendCount: 1 })] });
  });

  it('refuses without a phone', async () => {
    await given(checkoutOpened()).when({ type: 'RequestSmsCode' }).then({ rejected: 'PHONE_REQUIRED' });
  });
});

describe('RequestSmsCode, its workflow driven with given answers', () => {
  const now = Date.parse('2026-11-21T12:00:00+09:00');
  const checkout = stateOf([...checkoutOpened(), phoneEntered], now);
  const sent = answered({ result: 'ok', display_message: '', send_count: 2 });
  const decide = (command: RequestSmsCode, state: State, answers: Answers) =>
    drive(requestSmsCodeFlow(command, state), answers).result;

  it('records the checkout phone verified when isveriphone says so, without sending', () => {
    expect(
      decide({ type: 'RequestSmsCode' }, checkout, { 'gateway.isPhoneVerified': answered('verified') }),
    ).toEqual({
      events: [draft('PhoneVerified', { phone: '01012345678' })],
    });
  });

  it('records the code requested after the send', () => {
    const decision = decide({ type: 'RequestSmsCode' }, checkout, {
      'gateway.isPhoneVerified': answered('unverified'),
      'gateway.sendSmsCode': sent,
    });
    expect(decision).toEqual({ events: [draft('SmsCodeRequested', { phone: '01012345678', sendCount: 2 })] });
  });

  it('refuses a banned phone (spec 000 §8 "SMS")', () => {
    const decision = decide({ type: 'RequestSmsCode' }, checkout, {
      'gateway.isPhoneVerified': answered('ban'),
    });
    expect(decision.rejection?.code).toBe('SMS_BAN');
  });

  it('says the service failed when a call found it down, not that the phone was wrong (spec 000 §8 "General")', () => {
    const down = [
      failed({ kind: 'network' }),
      failed({ kind: 'timeout' }),
      failed({ kind: 'rejected', status: 502 }),
    ];
    for (const failure of down) {
      expect(
        decide({ type: 'RequestSmsCode' }, checkout, { 'gateway.isPhoneVerified': failure }).rejection,
      ).toMatchObject({
        code: 'SERVICE_PROBLEM',
        message: '서비스에 문제가 발생했습니다. 잠시뒤 다시 시도해주세요.',
      });
      const send = { 'gateway.isPhoneVerified': answered('unverified'), 'gateway.sendSmsCode': failure };
      expect(decide({ type: 'RequestSmsCode' }, checkout, send).rejection?.code).toBe('SERVICE_PROBLEM');
    }
  });

  it('asks to retry later when the server refused the send (spec 000 §8 "SMS": "Other failures give \'잠시 기다렸다 다시 재요청해주세요.\'")', () => {
    const refused = {
      'gateway.isPhoneVerified': answered('unverified'),
      'gateway.sendSmsCode': failed({ kind: 'rejected', status: 400 }),
    };
    expect(decide({ type: 'RequestSmsCode' }, checkout, refused).rejection).toMatchObject({
      code: 'SMS_RETRY_LATER',
      message: '잠시 기다렸다 다시 재요청해주세요.',
    });
  });

  it("identifies a guest first for a join's code, without isveriphone", () => {
    const decision = decide(
      { type: 'RequestSmsCode', context: 'REGISTER', phone: '010-5555-6666' },
      stateOf([], now),
      {
        'gateway.anonymousCustomer': answered({ customer_id: 'guest-9' }),
        'gateway.sendSmsCode': sent,
      },
    );
    expect(decision).toEqual({
      events: [
        draft('CustomerIdentified', { customerId: 'guest-9', anonymous: true }),
        draft('SmsCodeRequested', { phone: '01055556666', sendCount: 2, context: 'REGISTER' }),
      ],
    });
  });

  it('refuses a missing phone before any call', () => {
    expect(decide({ type: 'RequestSmsCode' }, stateOf([], now), {}).rejection?.code).toBe('PHONE_REQUIRED');
  });
});
