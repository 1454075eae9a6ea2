import { describe, expect, it } from 'vitest';
import type { OrderInfo } from '../ports/gateway.ts';
import { answered, failed } from '../ports/gateway-failure.ts';
import { draft } from '../store/decision.ts';
import { drive } from '../store/testing/drive.ts';
import { loadOrderFlow } from './load-order.ts';
import { cheeseBallsInCart, itemAdded, line, memberLoggedIn, menuItem, stateOf } from './testing/facts.ts';
import { given } from './testing/given.ts';
import { cheeseBallsOrdered, ORDER } from './testing/order-facts.ts';

const order: OrderInfo = {
  order_number: 'A-1',
  restaurant_id: 1001,
  restaurant_name: '역삼 황금치킨',
  status: 'accepted',
  items: [{ name: '치즈볼', quantity: 3, price: 5000 }],
  total_order_amount: 15000,
  payment_amount: 15000,
  payment_method: 'cash',
  min_order_amount: 15000,
};

describe('LoadOrder', () => {
  it('records the order and clears the cart (spec 000 §4 "Order complete")', async () => {
    await given(cheeseBallsInCart, { server: (ports) => ports.gateway.orders.set('A-1', order) })
      .when({ type: 'LoadOrder', orderNumber: 'A-1' })
      .then({
        events: [draft('OrderLoaded', { order }), draft('CartCleared', { reason: 'order-complete' })],
      });
  });

  it('clears the cart the order was just placed from, before anything new was added to it', async () => {
    const placed = cheeseBallsOrdered.filter((e) => e.type !== 'CartCleared');
    await given(placed, {
      server: (ports) => ports.gateway.orders.set(ORDER, { ...order, order_number: ORDER }),
    })
      .when({ type: 'LoadOrder', orderNumber: ORDER })
      .then({
        events: [
          draft('OrderLoaded', { order: { ...order, order_number: ORDER } }),
          draft('CartCleared', { reason: 'order-complete' }),
        ],
      });
  });

  it('keeps a cart filled since, when a past order of this device is opened again (주문내역)', async () => {
    // the order placed and shown, then a new cart: the same menu again, as a reorder would fill it
    const later = [...cheeseBallsOrdered, itemAdded(line(menuItem('치즈볼'), 3))];
    const { store } = await given(later, {
      server: (ports) => ports.gateway.orders.set(ORDER, { ...order, order_number: ORDER }),
    })
      .when({ type: 'LoadOrder', orderNumber: ORDER })
      .then({ events: [draft('OrderLoaded', { order: { ...order, order_number: ORDER } })] });
    expect(store.projections().cart.count).toBe(3);
  });

  it('keeps the order loaded for the guest once the guest has logged in, without reading it again', async () => {
    // given the guest's order loaded, then a login: the member's token would read the guest's order
    // as missing (the in-memory server holds no order A-1)
    const guest = draft('CustomerIdentified', { customerId: 'anon-1', anonymous: true });
    const { ports } = await given([guest, draft('OrderLoaded', { order }), memberLoggedIn])
      .when({ type: 'LoadOrder', orderNumber: ' A-1 ' })
      .then({ events: [] });
    expect(ports.gateway.calls.get('orderInfo') ?? 0).toBe(0);
  });

  it('reads the order again for the customer it was loaded for (a reload, a status polled)', async () => {
    const guest = draft('CustomerIdentified', { customerId: 'anon-1', anonymous: true });
    const paid = { ...order, status: 'ACCEPTED' };
    await given([guest, draft('OrderLoaded', { order: { ...order, status: 'PAYMENT_PENDING' } })], {
      server: (ports) => ports.gateway.orders.set('A-1', paid),
    })
      .when({ type: 'LoadOrder', orderNumber: 'A-1' })
      .then({ events: [draft('OrderLoaded', { order: paid })] });
  });

  it('refuses an order the server does not know, and goes home', async () => {
    await given()
      .when({ type: 'LoadOrder', orderNumber: 'A-9' })
      .then({ rejected: 'ORDER_INFO_MISSING', navigate: '/' });
  });
});

describe('LoadOrder, its workflow driven with given answers', () => {
  const command = { type: 'LoadOrder', orderNumber: 'A-1' } as const;
  it('records the order alone when the cart is already empty', () => {
    expect(
      drive(loadOrderFlow(command, stateOf([])), { 'gateway.orderInfo': answered(order) }).result.events,
    ).toEqual([draft('OrderLoaded', { order })]);
  });

  it('refuses with the load failure when the server fails otherwise than 404', () => {
    const decision = drive(loadOrderFlow(command, stateOf([])), {
      'gateway.orderInfo': failed({ kind: 'timeout' }),
    }).result;
    expect(decision.rejection).toBeDefined();
    expect(decision.rejection?.code).not.toBe('ORDER_INFO_MISSING');
  });
});
