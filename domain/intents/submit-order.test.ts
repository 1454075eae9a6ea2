import { describe, expect, it } from 'vitest';
import { answered } from '../ports/gateway-failure.ts';
import { inMemoryPorts } from '../ports/in-memory/ports.ts';
import { sampleCatalog } from '../ports/in-memory/sample-catalog.ts';
import { reactions } from '../reactions/index.ts';
import { draft } from '../store/decision.ts';
import { createStore } from '../store/store.ts';
import { drive } from '../store/testing/drive.ts';
import { checkoutWithVerifiedPhone } from '../store/testing/store-steps.ts';
import { handlers } from './index.ts';
import { submitOrderFlow } from './submit-order.ts';
import { checkoutOpened, insertServerCart, phoneEntered, phoneVerified, stateOf } from './testing/facts.ts';
import { given } from './testing/given.ts';

async function atCheckout(refusal: { errors: [string, string | null, ...unknown[]][]; stock_info: null }) {
  const ports = inMemoryPorts(sampleCatalog);
  const store = createStore({
    ports: {
      ...ports,
      gateway: {
        ...ports.gateway,
        submitOrder: () => Promise.resolve(answered({ kind: 'refused', ...refusal })),
      },
    },
    handlers,
    reactions,
  });
  await checkoutWithVerifiedPhone(store, ports.gateway.outbox);
  await store.dispatch({ type: 'ChoosePayment', payment: 'cash' });
  return store;
}

describe('a refused order submission (spec 000 §8 "Cart submit errors")', () => {
  it("shows the message of the first entry in the spec's type order, not the first sent", async () => {
    const store = await atCheckout({
      errors: [
        ['payment', '결제 수단을 확인해주세요.'],
        ['zip_code', '배달 지역이 아닙니다.'],
      ],
      stock_info: null,
    });
    expect(await store.dispatch({ type: 'SubmitOrder' })).toMatchObject({
      kind: 'rejected',
      rejection: {
        code: 'ORDER_NOT_PROCESSED',
        message: '배달 지역이 아닙니다.',
        details: { type: 'zip_code' },
      },
    });
    expect(store.projections().checkout.orderNumber).toBeNull();
  });

  it("passes error_stock's stock info to the stock popup, and defaults a missing message", async () => {
    const stock = [{ vendor_product_id: 5002, name: '치즈볼', stock_amount: 1, quantity: 3 }];
    const store = await atCheckout({ errors: [['error_stock', null, stock]], stock_info: null });
    expect(await store.dispatch({ type: 'SubmitOrder' })).toMatchObject({
      rejection: {
        message: '주문을 처리하지 못했습니다. 다시 시도해주세요.',
        details: { type: 'error_stock', stock_info: stock },
      },
    });
  });
});

describe('SubmitOrder, given a checkout ready to order', () => {
  const ready = [
    ...checkoutOpened('cart-1', 'sig-cart-1-15000'),
    draft('AddressDetailEntered', { detail: '101호' }),
    phoneEntered,
    phoneVerified,
    draft('PaymentChosen', { payment: 'cash' }),
  ];
  it('records the order placed and goes to the thank-you page (spec 000 §4 "Submit outcome")', async () => {
    await given(ready, {
      server: (ports) => insertServerCart(ports, 'offline'),
    })
      .when({ type: 'SubmitOrder' })
      .then({
        events: [
          draft('OrderPlaced', {
            orderNumber: '2611000002',
            total: 18000,
            outcome: 'thankyou',
            redirectUrl: null,
          }),
        ],
        navigate: '/checkout/thankyou!!/?order_number=2611000002',
      });
  });

  it('refuses a blocked customer (spec 000 §5 "Blocked user")', async () => {
    const { outcome } = await given(ready, { blocked: ['guest-1:01012345678'] })
      .when({ type: 'SubmitOrder' })
      .run();
    expect(outcome.kind).toBe('rejected');
    expect(outcome.events).toEqual([]);
  });

  it("decides a refused submission from the server's answer", () => {
    const { result: decision } = drive(submitOrderFlow({ type: 'SubmitOrder' }, stateOf(ready)), {
      'blocklist.isBlocked': false,
      'gateway.submitOrder': answered({
        kind: 'refused',
        errors: [['zip_code', '배달 지역이 아닙니다.']],
        stock_info: null,
      }),
    });
    expect(decision.rejection).toMatchObject({ message: '배달 지역이 아닙니다.' });
  });

  it('refuses an order without an address detail before any call', () => {
    const { result: decision, calls } = drive(
      submitOrderFlow({ type: 'SubmitOrder' }, stateOf(checkoutOpened())),
    );
    expect(calls).toEqual([]);
    expect(decision.rejection).toBeDefined();
  });
});
