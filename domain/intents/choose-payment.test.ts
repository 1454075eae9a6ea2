import { describe, expect, it } from 'vitest';
import type { PaymentMethod } from '../checkout/payment.ts';
import { ChoosePayment } from '../commands/commands.ts';
import { failed } from '../ports/gateway-failure.ts';
import { draft, type EventDraft } from '../store/decision.ts';
import { callNames, drive } from '../store/testing/drive.ts';
import { choosePaymentFlow } from './choose-payment.ts';
import { checkoutOpened, insertServerCart, stateOf } from './testing/facts.ts';
import { given } from './testing/given.ts';

describe('ChoosePayment', () => {
  it('records the method and refreshes the server cart for paying on site (spec 000 §4 "Payment")', async () => {
    await given(checkoutOpened('cart-1', 'sig-1'), {
      server: (ports) => insertServerCart(ports, 'online'),
    })
      .when({ type: 'ChoosePayment', payment: 'cash' })
      .then({
        events: [
          draft('PaymentChosen', { payment: 'cash' }),
          draft('CartInserted', {
            uuid: 'cart-1',
            signature: 'sig-cart-1-15000',
            admCode: '1168064000',
            paymentKind: 'offline',
          }),
        ],
      });
  });

  it('takes no method that is not one: its codec refuses it before any handler runs', async () => {
    expect(ChoosePayment.is({ type: 'ChoosePayment', payment: 'cash' })).toBe(true);
    expect(ChoosePayment.is({ type: 'ChoosePayment', payment: 'card' })).toBe(false);
    await expect(
      given(checkoutOpened())
        .when({ type: 'ChoosePayment', payment: 'bitcoin' as PaymentMethod })
        .run(),
    ).rejects.toThrow('not a command');
  });
});

describe('ChoosePayment, its workflow driven with given answers', () => {
  const cash = { type: 'ChoosePayment', payment: 'cash' } as const;
  const flow = (events: readonly EventDraft[] = checkoutOpened()) => choosePaymentFlow(cash, stateOf(events));

  it('refuses the switch when the server refused to refresh the cart (spec 000 §8 "Refresh failure on payment-method change")', () => {
    const { result: decision } = drive(flow(), {
      'gateway.refreshCart': failed({ kind: 'rejected', status: 409 }),
    });
    expect(decision.rejection?.code).toBe('PAYMENT_SWITCH_FAILED');
    expect(decision.events).toEqual([]);
  });

  it('says the service failed when the refresh found it down, not that the choice was wrong (spec 000 §8 "General")', () => {
    for (const failure of [
      { kind: 'timeout' },
      { kind: 'network' },
      { kind: 'unavailable', status: 0 },
      { kind: 'rejected', status: 503 },
    ] as const) {
      const { result: decision } = drive(flow(), { 'gateway.refreshCart': failed(failure) });
      expect(decision.rejection).toMatchObject({
        code: 'SERVICE_PROBLEM',
        message: '서비스에 문제가 발생했습니다. 잠시뒤 다시 시도해주세요.',
      });
      expect(decision.events).toEqual([]);
    }
  });

  it('records the method alone, asking nothing, when the server cart is already for paying on site', () => {
    const offline = draft('CartInserted', {
      uuid: 'cart-1',
      signature: 'sig-1',
      admCode: '1168064000',
      paymentKind: 'offline',
    });
    const { result: decision, calls } = drive(flow([...checkoutOpened(), offline]));
    expect(callNames(calls)).toEqual([]);
    expect(decision.events).toEqual([draft('PaymentChosen', { payment: 'cash' })]);
  });
});
