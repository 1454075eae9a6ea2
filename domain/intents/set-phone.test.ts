import { describe, it } from 'vitest';
import { draft } from '../store/decision.ts';
import { checkoutOpened } from './testing/facts.ts';
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
});
