import { describe, it } from 'vitest';
import { draft } from '../store/decision.ts';
import { cheeseBallsInCart, locationSet } from './testing/facts.ts';
import { given } from './testing/given.ts';

describe('ClearCart', () => {
  it('records the cart cleared by the customer', async () => {
    await given(cheeseBallsInCart)
      .when({ type: 'ClearCart' })
      .then({ events: [draft('CartCleared', { reason: 'customer' })] });
  });

  it('records nothing for an empty cart', async () => {
    await given([locationSet()]).when({ type: 'ClearCart' }).then({ events: [] });
  });
});
