import { describe, expect, it } from 'vitest';
import { draft } from '../store/decision.ts';
import { checkoutOpened, phoneEntered, phoneVerified } from './testing/facts.ts';
import { given } from './testing/given.ts';

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
    expect(outcome.status).toBe('rejected');
  });

  it('records a wrong code against the phone (spec 000 §8 "SMS")', async () => {
    const { outcome } = await given([...checkoutOpened(), phoneEntered, requested], {
      server: (ports) =>
        ports.gateway.sendSmsCode({ customer_id: 'guest-1', phone: '01012345678', context: 'ORDER' }),
    })
      .when({ type: 'VerifySmsCode', code: '0000' }, { after: 1000 })
      .run();
    expect(outcome.status).toBe('rejected');
    expect(outcome.events.map((e) => e.type)).toEqual(['SmsCodeRejected']);
  });
});
