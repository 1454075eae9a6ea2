import { describe, it } from 'vitest';
import { draft } from '../store/decision.ts';
import { checkoutOpened } from './testing/facts.ts';
import { given } from './testing/given.ts';

describe('SetAddressDetail', () => {
  it('records the detail as typed, trimmed (spec 000 §4 "Checkout form")', async () => {
    await given(checkoutOpened())
      .when({ type: 'SetAddressDetail', detail: ' 101호 ' })
      .then({ events: [draft('AddressDetailEntered', { detail: '101호' })] });
  });

  it('records nothing when the detail is unchanged', async () => {
    await given([...checkoutOpened(), draft('AddressDetailEntered', { detail: '101호' })])
      .when({ type: 'SetAddressDetail', detail: '101호' })
      .then({ events: [] });
  });
});
