import { describe, expect, it } from 'vitest';
import { draft } from '../store/decision.ts';
import { checkoutOpened, phoneEntered, phoneVerified } from './testing/facts.ts';
import { given } from './testing/given.ts';

describe('SetPhone', () => {
  it('records the phone as digits (spec 000 §4 "Phone")', async () => {
    await given(checkoutOpened())
      .when({ type: 'SetPhone', phone: '010-1234-5678' })
      .then({ events: [draft('PhoneEntered', { phone: '01012345678' })] });
  });

  it('records nothing when the phone is unchanged', async () => {
    await given([...checkoutOpened(), draft('PhoneEntered', { phone: '01012345678' })])
      .when({ type: 'SetPhone', phone: '010 1234 5678' })
      .then({ events: [] });
  });

  it('resets the verification on a new number (spec 000 §4 "Changing the phone resets the requested flag.")', async () => {
    const requested = draft('SmsCodeRequested', { phone: '01012345678', sendCount: 1 });
    for (const done of [requested, phoneVerified]) {
      const { store } = await given([...checkoutOpened(), phoneEntered, done])
        .when({ type: 'SetPhone', phone: '010-9999-8888' })
        .then({ events: [draft('PhoneEntered', { phone: '01099998888' })] });
      expect(store.getState().checkout.phone).toMatchObject({ number: '01099998888', status: 'unverified' });
    }
  });

  it('keeps a verified phone retyped with hyphens (spec 000 §4 "Changing the phone resets the requested flag."; decision: same digits is no change)', async () => {
    const { store } = await given([...checkoutOpened(), phoneEntered, phoneVerified])
      .when({ type: 'SetPhone', phone: '010-1234-5678' })
      .then({ events: [] });
    expect(store.getState().checkout.phone).toMatchObject({ number: '01012345678', status: 'verified' });
  });
});
