import { describe, expect, it } from 'vitest';
import type { OrderInfo } from '../ports/gateway.ts';
import { viewCheckout } from '../projections/checkout-view.ts';
import { draft } from '../store/decision.ts';
import { POLLS_KEPT } from '../store/state.ts';
import { stateOf } from './testing/facts.ts';
import { given } from './testing/given.ts';

const orderInfo = (orderNumber: string): OrderInfo => ({
  order_number: orderNumber,
  restaurant_id: 1001,
  restaurant_name: '역삼 황금치킨',
  status: 'ACCEPTED',
  items: [{ name: '치즈볼', quantity: 3, price: 5000 }],
  total_order_amount: 18000,
  payment_amount: 18000,
  payment_method: 'cash',
  min_order_amount: 15000,
});
const loaded = (orderNumber: string) => draft('OrderLoaded', { order: orderInfo(orderNumber) });
const pollDue = (events: Parameters<typeof stateOf>[0]) => viewCheckout(stateOf(events)).pollDue;

describe('CloseExitPoll (the exit poll is offered once per order)', () => {
  it('records the loaded order’s poll as closed', async () => {
    await given([loaded('A-1')])
      .when({ type: 'CloseExitPoll' })
      .then({ events: [draft('ExitPollClosed', { orderNumber: 'A-1' })] });
  });

  it('records nothing without a loaded order, or when the poll is already done', async () => {
    await given().when({ type: 'CloseExitPoll' }).then({ events: [] });
    await given([loaded('A-1'), draft('ExitPollClosed', { orderNumber: 'A-1' })])
      .when({ type: 'CloseExitPoll' })
      .then({ events: [] });
    await given([loaded('A-1'), draft('PollAnswered', { orderNumber: 'A-1', number: 1, text: '' })])
      .when({ type: 'CloseExitPoll' })
      .then({ events: [] });
  });
});

describe('checkout.pollDue', () => {
  it('is due for a loaded order until its poll is closed or answered, and stays so when the page loads it again', () => {
    expect(pollDue([])).toBe(false);
    expect(pollDue([loaded('A-1')])).toBe(true);
    // a reload of the thank-you page loads the order again: the poll stays done
    expect(pollDue([loaded('A-1'), draft('ExitPollClosed', { orderNumber: 'A-1' }), loaded('A-1')])).toBe(
      false,
    );
    expect(
      pollDue([
        loaded('A-1'),
        draft('PollAnswered', { orderNumber: 'A-1', number: 2, text: '' }),
        loaded('A-1'),
      ]),
    ).toBe(false);
  });

  it('is due again for the next order, the earlier order’s poll still done after the checkout starts over', () => {
    const placed = draft('OrderPlaced', {
      orderNumber: 'A-1',
      total: 18000,
      outcome: 'thankyou',
      redirectUrl: null,
    });
    const first = [placed, loaded('A-1'), draft('ExitPollClosed', { orderNumber: 'A-1' })];
    // the next checkout starts over from the placed order (evolve's newOrder)
    const next = [...first, draft('CheckoutStarted', { restaurantId: 1001 }), loaded('A-2')];
    expect(stateOf(next).checkout.order).toBeNull();
    expect(pollDue(next)).toBe(true);
    expect(pollDue([...next, loaded('A-1')])).toBe(false);
  });

  it('remembers the most recent orders only', () => {
    const many = Array.from({ length: POLLS_KEPT + 1 }, (_, i) => [
      loaded(`A-${i}`),
      draft('ExitPollClosed', { orderNumber: `A-${i}` }),
    ]).flat();
    expect(stateOf(many).checkout.pollsDone).toHaveLength(POLLS_KEPT);
    expect(pollDue([...many, loaded('A-0')])).toBe(true);
    expect(pollDue([...many, loaded(`A-${POLLS_KEPT}`)])).toBe(false);
  });
});
