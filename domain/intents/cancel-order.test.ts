import { describe, expect, it } from 'vitest';
import { answered, failed } from '../ports/gateway-failure.ts';
import type { InMemoryPorts } from '../ports/in-memory/ports.ts';
import { draft } from '../store/decision.ts';
import { callNames, drive } from '../store/testing/drive.ts';
import { cancelOrderFlow } from './cancel-order.ts';
import { cheeseBallsInCart, stateOf } from './testing/facts.ts';
import { given } from './testing/given.ts';
import { ORDER, progressAt } from './testing/order-facts.ts';

const received = draft('OrderProgressLoaded', { progress: progressAt('received', 1) });
const placed = (ports: InMemoryPorts) => ports.gateway.desk.receive(ORDER);

describe('CancelOrder (the customer cancels while the order is received)', () => {
  it('asks to confirm first, and sends nothing', async () => {
    const { ports } = await given([received], { server: placed })
      .when({ type: 'CancelOrder', orderNumber: ORDER })
      .then({ confirm: 'ORDER_CANCEL_CONFIRM' });
    expect(ports.gateway.calls.get('cancelOrder') ?? 0).toBe(0);
  });

  it("cancels a received order: the customer's cancel, the refund under way, the cart as it was", async () => {
    // given an order received, and since then 치즈볼 × 3 put in the cart again
    const { store } = await given([received, ...cheeseBallsInCart], { server: placed })
      .when({ type: 'CancelOrder', orderNumber: ORDER, reason: '주소를 잘못 입력했어요', confirmed: true })
      .run();
    const { order, cart } = store.projections();
    expect(order).toMatchObject({
      status: 'cancelled',
      statusText: '주문 취소',
      cancellable: false,
      finished: true,
      cancellation: { by: 'customer', reason: '주소를 잘못 입력했어요', refund: 'pending' },
      cancellationText: '주문이 취소되었습니다. 결제하신 금액은 환불 처리됩니다.',
    });
    expect(cart.items.map((l) => [l.name, l.amount])).toEqual([['치즈볼', 3]]);
  });

  it("is refused with the gateway's message once the restaurant accepted, and shows why", async () => {
    // given the page still shows received, but the restaurant has just accepted the order
    const { outcome } = await given([received, ...cheeseBallsInCart], {
      server: (p) => {
        p.gateway.desk.receive(ORDER);
        p.gateway.desk.move(ORDER, 'accepted', { minutes: 30 });
      },
    })
      .when({ type: 'CancelOrder', orderNumber: ORDER, confirmed: true })
      .then({
        rejected: 'ORDER_NOT_CANCELLABLE',
        events: [
          draft('OrderProgressLoaded', {
            progress: progressAt('accepted', 2, {
              steps: [
                { status: 'received', at: '2026-11-21T12:00:00+09:00' },
                { status: 'accepted', at: '2026-11-21T12:00:00+09:00' },
              ],
              estimated_minutes: 30,
              estimated_arrival: '2026-11-21T12:30:00+09:00',
            }),
          }),
        ],
      });
    expect(outcome.kind === 'rejected' && outcome.rejection.message).toBe(
      '이미 음식점에서 접수한 주문은 취소할 수 없습니다. 음식점에 전화로 문의해주세요.',
    );
  });

  it('refuses without asking the gateway when the order is known to be past received', async () => {
    const accepted = draft('OrderProgressLoaded', { progress: progressAt('accepted', 2) });
    const { ports } = await given([accepted])
      .when({ type: 'CancelOrder', orderNumber: ORDER, confirmed: true })
      .then({ rejected: 'ORDER_NOT_CANCELLABLE' });
    expect(ports.gateway.calls.get('cancelOrder') ?? 0).toBe(0);
    const cancelled = draft('OrderProgressLoaded', { progress: progressAt('cancelled', 2) });
    await given([cancelled])
      .when({ type: 'CancelOrder', orderNumber: ORDER })
      .then({ rejected: 'ORDER_ALREADY_CANCELLED' });
  });

  it("reads an unknown or another customer's order as missing", async () => {
    await given()
      .when({ type: 'CancelOrder', orderNumber: '2611219999', confirmed: true })
      .then({ rejected: 'ORDER_INFO_MISSING' });
  });
});

describe('CancelOrder, its workflow driven with given answers', () => {
  const state = stateOf([received]);
  const confirmed = { type: 'CancelOrder', orderNumber: ORDER, confirmed: true } as const;

  it("reads the progress again only after the gateway's refusal, and records it when newer", () => {
    const { result, calls } = drive(cancelOrderFlow(confirmed, state), {
      'gateway.cancelOrder': failed({ kind: 'rejected', status: 409, message: '이미 접수된 주문입니다.' }),
      'gateway.orderProgress': answered(progressAt('accepted', 2)),
    });
    expect(callNames(calls)).toEqual(['gateway.cancelOrder', 'gateway.orderProgress']);
    expect(result).toMatchObject({
      events: [draft('OrderProgressLoaded', { progress: progressAt('accepted', 2) })],
      rejection: { code: 'ORDER_NOT_CANCELLABLE', message: '이미 접수된 주문입니다.' },
    });
  });

  it('asks nothing more when the cancel failed otherwise', () => {
    const { result, calls } = drive(cancelOrderFlow(confirmed, state), {
      'gateway.cancelOrder': failed({ kind: 'timeout' }),
    });
    expect(callNames(calls)).toEqual(['gateway.cancelOrder']);
    expect(result).toMatchObject({ events: [], rejection: { code: 'SERVICE_PROBLEM' } });
  });

  it('asks to confirm before any call', () => {
    const { result, calls } = drive(cancelOrderFlow({ type: 'CancelOrder', orderNumber: ORDER }, state));
    expect(calls).toEqual([]);
    expect(result).toMatchObject({ events: [], confirm: { code: 'ORDER_CANCEL_CONFIRM' } });
  });
});
