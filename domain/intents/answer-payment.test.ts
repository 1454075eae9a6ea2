// AnswerPayment and ReturnFromPayment: the provider's answer takes the web app's path back
// (domain/checkout/payment-return.ts): paid → the thank-you page's order; unpaid → the checkout
// opens again with a fresh server cart, so paying again with another method places a new order.
import { describe, expect, it } from 'vitest';
import { failed } from '../ports/gateway-failure.ts';
import { draft, type EventDraft } from '../store/decision.ts';
import { checkoutOpened, phoneEntered, phoneVerified } from './testing/facts.ts';
import { given } from './testing/given.ts';

const ORDER = '2611000009';
const placedWith = (redirectUrl: string | null, outcome: 'payment-url' | 'mobile-card' | 'thankyou') => [
  ...checkoutOpened('cart-1', 'sig-cart-1-15000'),
  draft('AddressDetailEntered', { detail: '101호' }),
  phoneEntered,
  phoneVerified,
  draft('PaymentChosen', { payment: outcome === 'mobile-card' ? 'smilepay' : 'pg_card' }),
  draft('OrderPlaced', { orderNumber: ORDER, total: 18000, outcome, redirectUrl }),
];
const atPg = placedWith(`/sandbox/pg/${ORDER}`, 'payment-url');
const atPopup = placedWith(`/sandbox/smilepay/popup?OrderId=${ORDER}&Moid=${ORDER}`, 'mobile-card');
const types = (events: readonly { readonly type: string }[]) => events.map((e) => e.type);
const order = {
  order_number: ORDER,
  restaurant_id: 1001,
  restaurant_name: '역삼 황금치킨',
  status: 'PAID',
  items: [{ name: '치즈볼', quantity: 3, price: 5000 }],
  total_order_amount: 15000,
  payment_amount: 18000,
  payment_method: 'onlycard',
  min_order_amount: 15000,
};

describe('AnswerPayment', () => {
  it("approve: the provider's thank-you page loads the paid order and clears the cart", async () => {
    const { ports, store } = await given(atPg, { server: (p) => p.gateway.orders.set(ORDER, order) })
      .when({ type: 'AnswerPayment', answer: 'approve' })
      .then({
        events: [draft('OrderLoaded', { order }), draft('CartCleared', { reason: 'order-complete' })],
        navigate: `/checkout/thankyou!!/?order_number=${ORDER}`,
      });
    expect(ports.paymentAnswers).toEqual([{ page: `/sandbox/pg/${ORDER}`, answer: 'approve' }]);
    expect(store.projections().checkout.order?.status).toBe('PAID');
  });

  it('decline: the checkout opens again with a fresh server cart and the provider message', async () => {
    const { outcome, store } = await given(atPg).when({ type: 'AnswerPayment', answer: 'decline' }).run();
    expect(outcome.kind).toBe('accepted');
    expect(types(outcome.events).slice(0, 3)).toEqual(['PaymentReturned', 'CheckoutStarted', 'CartInserted']);
    const { checkout, cart } = store.projections();
    expect(checkout.stage).toBe('inserted');
    expect(checkout.paymentReturn).toEqual({
      orderNumber: ORDER,
      code: 'PAYMENT_FAILED',
      message: '결제가 실패하였습니다. 다른 결제수단을 이용해 주세요.',
    });
    // the cart and the form as they were: the verified phone, the address detail, the method
    expect(cart.items).toHaveLength(1);
    expect(checkout.phone.status).toBe('verified');
    expect(checkout.addressDetail).toBe('101호');
    expect(checkout.payment).toBe('pg_card');
  });

  it('decline, then cash: a new order is placed from the fresh cart', async () => {
    const { store } = await given(atPg).when({ type: 'AnswerPayment', answer: 'decline' }).run();
    expect(await store.dispatch({ type: 'ChoosePayment', payment: 'cash' })).toMatchObject({
      kind: 'accepted',
    });
    const submitted = await store.dispatch({ type: 'SubmitOrder' });
    expect(submitted.kind, JSON.stringify(submitted)).toBe('accepted');
    const { checkout } = store.projections();
    expect(checkout.stage).toBe('placed');
    expect(checkout.orderNumber).not.toBe(ORDER);
    expect(checkout.paymentReturn).toBeNull();
  });

  it('close: the mobile-card popup closed is the customer cancel, without asking the provider', async () => {
    const { ports, store, outcome } = await given(atPopup)
      .when({ type: 'AnswerPayment', answer: 'close' })
      .run();
    expect(outcome.kind).toBe('accepted');
    expect(ports.paymentAnswers).toEqual([]);
    expect(store.projections().checkout.paymentReturn?.code).toBe('PAYMENT_CANCELLED');
    expect(store.projections().checkout.stage).toBe('inserted');
  });

  it('refuses to close a page that is not a popup, and any answer with no payment page', async () => {
    await given(atPg)
      .when({ type: 'AnswerPayment', answer: 'close' })
      .then({ rejected: 'PAYMENT_PAGE_NOT_POPUP' });
    await given(placedWith(null, 'thankyou'))
      .when({ type: 'AnswerPayment', answer: 'approve' })
      .then({ rejected: 'PAYMENT_PAGE_NONE' });
    await given(checkoutOpened())
      .when({ type: 'AnswerPayment', answer: 'approve' })
      .then({ rejected: 'PAYMENT_PAGE_NONE' });
  });

  it('refuses what the provider refused: an order already settled, one it does not know, a page it is not', async () => {
    const answering = (status: number, code?: string) =>
      given(atPg, {
        server: (p) => {
          p.paymentReturnTo = () =>
            failed({ kind: 'rejected', status, ...(code === undefined ? {} : { code }) });
        },
      }).when({ type: 'AnswerPayment', answer: 'approve' });
    await answering(409).then({ rejected: 'PAYMENT_ALREADY_SETTLED' });
    await answering(404).then({ rejected: 'ORDER_INFO_MISSING' });
    await answering(0, 'PAYMENT_PAGE_UNKNOWN').then({ rejected: 'PAYMENT_PAGE_UNKNOWN' });
  });

  it('refuses a provider that did not answer with the service text, and changes nothing', async () => {
    const { store } = await given(atPg, {
      server: (p) => {
        p.paymentReturnTo = () => failed({ kind: 'timeout' });
      },
    })
      .when({ type: 'AnswerPayment', answer: 'decline' })
      .then({ rejected: 'SERVICE_PROBLEM' });
    expect(store.projections().checkout.stage).toBe('placed');
  });
});

describe('ReturnFromPayment (the web app back at checkout with ?code=…)', () => {
  it('opens the unpaid order again, keeping the message the provider sent', async () => {
    const { store } = await given(atPg)
      .when({ type: 'ReturnFromPayment', code: 'PAYMENT_CANCELLED', message: '사용자 취소' })
      .run();
    expect(store.projections().checkout).toMatchObject({
      stage: 'inserted',
      paymentReturn: { orderNumber: ORDER, code: 'PAYMENT_CANCELLED', message: '사용자 취소' },
    });
  });

  it('changes nothing once the checkout is open again (the same address read again), or for another code', async () => {
    const reopened: EventDraft[] = [
      ...atPg,
      draft('PaymentReturned', { orderNumber: ORDER, code: 'PAYMENT_FAILED', message: 'x' }),
      draft('CheckoutStarted', { restaurantId: 1001 }),
    ];
    await given(reopened).when({ type: 'ReturnFromPayment', code: 'PAYMENT_FAILED' }).then({ events: [] });
    await given(atPg).when({ type: 'ReturnFromPayment', code: 'SOMETHING_ELSE' }).then({ events: [] });
  });

  it('records the unpaid return even when the checkout cannot open again, and says why', async () => {
    const { outcome } = await given(atPg, {
      gateway: { submitCart: async () => failed({ kind: 'timeout' }) },
    })
      .when({ type: 'ReturnFromPayment', code: 'PAYMENT_FAILED' })
      .run();
    expect(outcome.kind).toBe('rejected');
    expect(types(outcome.events)[0]).toBe('PaymentReturned');
  });
});
