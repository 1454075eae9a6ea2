// The store after an order (spec 000 §8, §9): one order per cart, a new order priced afresh, the
// phone kept verified for the next one, and an online order that came back unpaid tried again.
import { describe, expect, it } from 'vitest';
import { handlers } from '../intents/index.ts';
import { reactions } from '../reactions/index.ts';
import { replay } from './replay.ts';
import { createStore } from './store.ts';
import { checkoutWithVerifiedPhone, run } from './testing/store-steps.ts';
import { testStore } from './testing/test-store.ts';

describe('the store after an order', () => {
  it('submits an order once per cart: a repeated submit is refused and the gateway sees one key', async () => {
    const { store, ports } = testStore();
    await checkoutWithVerifiedPhone(store, ports.gateway.outbox);
    await store.dispatch({ type: 'ChoosePayment', payment: 'cash' });
    const [first, second] = await Promise.all([
      store.dispatch({ type: 'SubmitOrder' }),
      store.dispatch({ type: 'SubmitOrder' }),
    ]);
    expect(first?.kind).toBe('accepted');
    expect(second).toMatchObject({ kind: 'rejected', rejection: { code: 'ORDER_ALREADY_PLACED' } });
    expect(ports.gateway.orders.size).toBe(1);
  });

  it('starts a new order after one was placed: adding an item and checking out again price afresh', async () => {
    const { store, ports } = testStore();
    await checkoutWithVerifiedPhone(store, ports.gateway.outbox);
    await run(store, [{ type: 'ChoosePayment', payment: 'cash' }, { type: 'SubmitOrder' }]);
    expect(store.projections().checkout).toMatchObject({ stage: 'placed', total: 18000 });

    // when the customer adds to the same cart and checks out again, past the phone's 10 minutes
    ports.clock.advance(11 * 60_000);
    expect((await store.dispatch({ type: 'AddItem', menu: '치즈볼' })).kind).toBe('accepted');
    expect((await store.dispatch({ type: 'GoToCheckout' })).kind).toBe('accepted');
    // then the new order is priced from the cart, keeps the delivery details, and verifies the phone again
    expect(store.projections().checkout).toMatchObject({
      stage: 'inserted',
      orderNumber: null,
      itemsTotal: 20000,
      total: 23000,
      addressDetail: '101호',
      payment: 'cash',
      phone: { number: '01012345678', status: 'unverified' },
    });
    expect(replay(store.log())).toEqual(store.projections());
  });

  it('keeps the phone verified for the next order within its 10 minutes (spec 000 §9; UI guide "Few taps")', async () => {
    const { store, ports } = testStore();
    await checkoutWithVerifiedPhone(store, ports.gateway.outbox);
    await run(store, [{ type: 'ChoosePayment', payment: 'cash' }, { type: 'SubmitOrder' }]);
    ports.clock.advance(5 * 60_000);
    expect((await store.dispatch({ type: 'AddItem', menu: '치즈볼' })).kind).toBe('accepted');
    expect((await store.dispatch({ type: 'GoToCheckout' })).kind).toBe('accepted');
    expect(store.projections().checkout).toMatchObject({
      stage: 'inserted',
      phone: { number: '01012345678', status: 'verified' },
      comment: '',
    });
  });

  it('tries an online order that came back unpaid again without verifying the phone again (spec 000 §8)', async () => {
    const { ports } = testStore();
    // given a gateway that hands a card order to its PG page
    const gateway = {
      ...ports.gateway,
      submitOrder: async (req: Parameters<typeof ports.gateway.submitOrder>[0]) => {
        const answer = await ports.gateway.submitOrder(req);
        if (!answer.ok || answer.value.kind !== 'placed') return answer;
        const number = answer.value.result.order_number;
        return {
          ...answer,
          value: {
            ...answer.value,
            result: { ...answer.value.result, payment_url: `/sandbox/pg/${number}` },
          },
        };
      },
    };
    const store = createStore({ ports: { ...ports, gateway }, handlers, reactions });
    await checkoutWithVerifiedPhone(store, ports.gateway.outbox);
    await run(store, [
      { type: 'SetComment', comment: '문 앞에 놓아주세요' },
      { type: 'EnterCouponCode', code: 'WELCOME3000' },
      { type: 'ChoosePayment', payment: 'pg_card' },
      { type: 'SubmitOrder', confirmed: true },
    ]);
    expect(store.projections().checkout).toMatchObject({ stage: 'placed' });

    // when the PG declines and the checkout opens again
    expect((await store.dispatch({ type: 'GoToCheckout' })).kind).toBe('accepted');
    // then the form is as it was, the phone still verified, and the order can be paid again
    expect(store.projections().checkout).toMatchObject({
      stage: 'inserted',
      orderNumber: null,
      addressDetail: '101호',
      comment: '문 앞에 놓아주세요',
      couponInput: 'WELCOME3000',
      payment: 'pg_card',
      phone: { number: '01012345678', status: 'verified' },
    });
    expect((await store.dispatch({ type: 'SubmitOrder', confirmed: true })).kind).toBe('accepted');
    expect(ports.gateway.orders.size).toBe(2);
    expect(replay(store.log())).toEqual(store.projections());
  });
});
