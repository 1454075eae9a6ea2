import { describe, it } from 'vitest';
import { draft } from '../store/decision.ts';
import { given } from './testing/given.ts';
import { progressAt } from './testing/order-facts.ts';

const received = progressAt('received', 1);
const accepted = progressAt('accepted', 2);

describe('ApplyOrderProgress (a change the stream brought)', () => {
  it('records a change newer than the one known', async () => {
    await given([draft('OrderProgressLoaded', { progress: received })])
      .when({ type: 'ApplyOrderProgress', progress: accepted })
      .then({ events: [draft('OrderProgressLoaded', { progress: accepted })] });
  });

  it('records nothing for a change seen already, or older than the one known', async () => {
    await given([draft('OrderProgressLoaded', { progress: accepted })])
      .when({ type: 'ApplyOrderProgress', progress: accepted })
      .then({ events: [] });
    await given([draft('OrderProgressLoaded', { progress: accepted })])
      .when({ type: 'ApplyOrderProgress', progress: received })
      .then({ events: [] });
  });

  it("follows another order's change from its first", async () => {
    const other = { ...received, order_number: '2611210002' };
    await given([draft('OrderProgressLoaded', { progress: accepted })])
      .when({ type: 'ApplyOrderProgress', progress: other })
      .then({ events: [draft('OrderProgressLoaded', { progress: other })] });
  });
});
