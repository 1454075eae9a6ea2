import { describe, it } from 'vitest';
import { lineKey } from '../cart/line-key.ts';
import { draft } from '../store/decision.ts';
import { cheeseBallsInCart, line, menuItem } from './testing/facts.ts';
import { given } from './testing/given.ts';

const cheeseBalls = lineKey(line(menuItem('치즈볼')));

describe('ChangeAmount', () => {
  it('records the new amount of the line, by position or key (spec 000 §4 "Cart")', async () => {
    await given(cheeseBallsInCart)
      .when({ type: 'ChangeAmount', line: 0, amount: 5 })
      .then({ events: [draft('ItemAmountChanged', { lineKey: cheeseBalls, amount: 5 })] });
    await given(cheeseBallsInCart)
      .when({ type: 'ChangeAmount', line: cheeseBalls, amount: 1 })
      .then({ events: [draft('ItemAmountChanged', { lineKey: cheeseBalls, amount: 1 })] });
  });

  it('refuses an amount below 1 (spec 000 §4 "An amount cannot go below 1.")', async () => {
    await given(cheeseBallsInCart)
      .when({ type: 'ChangeAmount', line: 0, amount: 0 })
      .then({ rejected: 'CART_AMOUNT_MIN' });
  });

  it('refuses a line that is not in the cart', async () => {
    await given(cheeseBallsInCart)
      .when({ type: 'ChangeAmount', line: 3, amount: 2 })
      .then({ rejected: 'CART_ITEM_UNKNOWN' });
  });
});
