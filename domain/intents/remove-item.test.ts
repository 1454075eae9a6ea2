import { describe, it } from 'vitest';
import { lineKey } from '../cart/line-key.ts';
import { draft } from '../store/decision.ts';
import { cheeseBallsInCart, itemAdded, line, menuItem } from './testing/facts.ts';
import { given } from './testing/given.ts';

const fried = line(menuItem('반반치킨'));

describe('RemoveItem', () => {
  it('records the line removed while others remain (spec 000 §4 "Cart")', async () => {
    await given([...cheeseBallsInCart, itemAdded(fried)])
      .when({ type: 'RemoveItem', line: 1 })
      .then({ events: [draft('ItemRemoved', { lineKey: lineKey(fried) })] });
  });

  it('clears the cart when its last line goes', async () => {
    await given(cheeseBallsInCart)
      .when({ type: 'RemoveItem', line: 0 })
      .then({ events: [draft('CartCleared', { reason: 'customer' })] });
  });

  it('refuses a line that is not in the cart', async () => {
    await given(cheeseBallsInCart)
      .when({ type: 'RemoveItem', line: 'nope' })
      .then({ rejected: 'CART_ITEM_UNKNOWN' });
  });
});
