import { describe, expect, it } from 'vitest';
import type { OrderSummary } from '../ports/gateway.ts';
import { answered, failed } from '../ports/gateway-failure.ts';
import { draft } from '../store/decision.ts';
import { callNames, drive } from '../store/testing/drive.ts';
import { loadOrderHistoryFlow } from './load-order-history.ts';
import { memberLoggedIn, stateOf } from './testing/facts.ts';
import { given } from './testing/given.ts';
import { cheeseBallsOrdered, ORDER, progressAt } from './testing/order-facts.ts';

const elsewhere: OrderSummary = {
  order_number: '2611200007',
  restaurant_id: 1002,
  restaurant_name: '선릉 아침빵집',
  items: [{ name: '소금빵', quantity: 2 }],
  payment_amount: 9000,
  created_at: '2026-11-20T08:10:00+09:00',
  status: 'delivered',
};

describe('LoadOrderHistory (주문내역)', () => {
  it("lists a guest's orders from this device, and reads the status of those on their way", async () => {
    const { store, ports } = await given(cheeseBallsOrdered, {
      server: (p) => p.gateway.desk.receive(ORDER),
    })
      .when({ type: 'LoadOrderHistory' })
      .then({
        events: [draft('OrderStatusesRead', { statuses: [{ orderNumber: ORDER, status: 'received' }] })],
      });
    expect(store.projections().history.orders).toEqual([
      {
        orderNumber: ORDER,
        restaurantId: 1001,
        restaurantName: '역삼 황금치킨',
        items: [{ name: '치즈볼', quantity: 3 }],
        total: 15000,
        placedAt: '2026-11-21T12:00:00+09:00',
        status: 'received',
        statusText: '접수 대기',
        onDevice: true,
      },
    ]);
    // a guest has no history at the gateway
    expect(ports.gateway.calls.get('orderHistory') ?? 0).toBe(0);
  });

  it("adds a member's orders placed elsewhere, the newest first, and pages on", async () => {
    const { store } = await given([memberLoggedIn, ...cheeseBallsOrdered], {
      server: (p) => {
        p.gateway.desk.history.push(elsewhere, {
          ...elsewhere,
          order_number: '2611190003',
          created_at: '2026-11-19T19:00:00+09:00',
        });
        p.gateway.desk.move(ORDER, 'delivered');
      },
    })
      .when({ type: 'LoadOrderHistory', page: 1 })
      .run();
    const history = store.projections().history;
    expect(history.orders.map((o) => [o.orderNumber, o.statusText, o.onDevice])).toEqual([
      [ORDER, '배달 완료', true],
      ['2611200007', '배달 완료', false],
      ['2611190003', '배달 완료', false],
    ]);
    expect(history).toMatchObject({ page: 1, totalPages: 1, totalCount: 2, more: false });
  });

  it("says the member's history could not be read, and keeps what it read of the device's orders", async () => {
    await given([memberLoggedIn, ...cheeseBallsOrdered], {
      server: (p) => {
        p.gateway.desk.receive(ORDER);
        p.gateway.failNext('orderHistory', { kind: 'rejected', status: 400 });
      },
    })
      .when({ type: 'LoadOrderHistory' })
      .then({
        rejected: 'ORDER_HISTORY_LOAD_FAILED',
        events: [draft('OrderStatusesRead', { statuses: [{ orderNumber: ORDER, status: 'received' }] })],
      });
  });

  it('does not read again an order already delivered or cancelled', async () => {
    const { ports } = await given([
      ...cheeseBallsOrdered,
      draft('OrderStatusesRead', { statuses: [{ orderNumber: ORDER, status: 'delivered' }] }),
    ])
      .when({ type: 'LoadOrderHistory' })
      .then({ events: [] });
    expect(ports.gateway.calls.get('orderProgress') ?? 0).toBe(0);
  });
});

describe('LoadOrderHistory, its workflow driven with given answers', () => {
  it("asks the device's open orders and a member's page together, the orders first", () => {
    const state = stateOf([memberLoggedIn, ...cheeseBallsOrdered]);
    const { result, calls } = drive(loadOrderHistoryFlow({ type: 'LoadOrderHistory', page: 2 }, state), {
      'gateway.orderProgress': answered(progressAt('accepted', 2)),
      'gateway.orderHistory': failed({ kind: 'timeout' }),
    });
    expect(callNames(calls)).toEqual(['gateway.orderProgress', 'gateway.orderHistory']);
    expect(calls[1]?.args).toEqual([{ page: 2, page_size: 20 }]);
    expect(result).toMatchObject({
      events: [draft('OrderStatusesRead', { statuses: [{ orderNumber: ORDER, status: 'accepted' }] })],
      rejection: { code: 'SERVICE_PROBLEM' },
    });
  });
});
