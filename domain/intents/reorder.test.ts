import { describe, expect, it } from 'vitest';
import type { MenuCategory } from '../menu/types.ts';
import type { OrderInfo } from '../ports/gateway.ts';
import { answered, failed } from '../ports/gateway-failure.ts';
import type { InMemoryCatalog } from '../ports/in-memory/gateway.ts';
import { baseRestaurant, chickenMenu, sampleCatalog } from '../ports/in-memory/sample-catalog.ts';
import type { Restaurant } from '../restaurant/types.ts';
import { draft } from '../store/decision.ts';
import { callNames, drive } from '../store/testing/drive.ts';
import { reorderFlow } from './reorder.ts';
import { itemAdded, line, locationSet, menuItem, restaurantOpened, stateOf } from './testing/facts.ts';
import { given } from './testing/given.ts';
import { cheeseBallsOrdered, ORDER } from './testing/order-facts.ts';

/** The sample catalogue with 역삼 황금치킨 as it is today. */
function today(
  restaurant: Partial<Restaurant>,
  menu: readonly MenuCategory[] = chickenMenu,
): InMemoryCatalog {
  return {
    ...sampleCatalog,
    restaurants: sampleCatalog.restaurants.map((r) =>
      r.restaurant.id === baseRestaurant.id ? { restaurant: { ...baseRestaurant, ...restaurant }, menu } : r,
    ),
  };
}

const cheaperCheeseBalls = chickenMenu.map((c) => ({
  ...c,
  items: c.items.map((i) => (i.id === 5002 ? { ...i, price: 5500 } : i)),
}));

describe('Reorder (재주문)', () => {
  it("puts the past order's lines in the cart and goes to it, when nothing changed", async () => {
    const { store } = await given(cheeseBallsOrdered)
      .when({ type: 'Reorder', orderNumber: ORDER })
      .then({
        events: [
          restaurantOpened(),
          itemAdded(line(menuItem('치즈볼'), 3)),
          draft('Reordered', { orderNumber: ORDER, changes: [] }),
        ],
        navigate: '/cart/',
      });
    expect(store.projections().cart).toMatchObject({ restaurantId: 1001, total: 15000, count: 3 });
  });

  it("says a price now different before the cart changes, and reorders at today's price once confirmed", async () => {
    const { outcome } = await given(cheeseBallsOrdered, { catalog: today({}, cheaperCheeseBalls) })
      .when({ type: 'Reorder', orderNumber: ORDER })
      .then({ confirm: 'REORDER_CHANGES_CONFIRM' });
    expect(outcome.kind === 'needs-confirmation' && outcome.rejection.message).toBe(
      '지난 주문과 달라진 점이 있습니다.\n· 치즈볼: 가격이 5,000원에서 5,500원으로 바뀌었습니다.\n달라진 대로 주문표에 담으시겠습니까?',
    );
    const { store } = await given(cheeseBallsOrdered, { catalog: today({}, cheaperCheeseBalls) })
      .when({ type: 'Reorder', orderNumber: ORDER, confirmed: true })
      .run();
    expect(store.projections().cart.total).toBe(16500);
    expect(store.projections().history.lastReorder).toEqual({
      orderNumber: ORDER,
      changes: ['치즈볼: 가격이 5,000원에서 5,500원으로 바뀌었습니다.'],
    });
  });

  it('asks before replacing a cart that holds other lines', async () => {
    const fried = line(menuItem('후라이드치킨'));
    const withCart = [...cheeseBallsOrdered, itemAdded({ ...fried, subchoices: {} })];
    await given(withCart)
      .when({ type: 'Reorder', orderNumber: ORDER })
      .then({ confirm: 'REORDER_REPLACE_CONFIRM' });
    const { store } = await given(withCart)
      .when({ type: 'Reorder', orderNumber: ORDER, confirmed: true })
      .run();
    expect(store.projections().cart.items.map((l) => l.name)).toEqual(['치즈볼']);
  });

  it('refuses a closed restaurant and one not delivering here, and loses nothing in the cart', async () => {
    const cart = [...cheeseBallsOrdered, itemAdded(line(menuItem('치즈볼'), 1))];
    const closed = await given(cart, { catalog: today({ open: false }) })
      .when({ type: 'Reorder', orderNumber: ORDER, confirmed: true })
      .then({ rejected: 'REORDER_RESTAURANT_CLOSED', events: [] });
    expect(closed.store.projections().cart.count).toBe(1);
    await given(cart, { catalog: today({ reachable: false }) })
      .when({ type: 'Reorder', orderNumber: ORDER, confirmed: true })
      .then({ rejected: 'REORDER_OUTSIDE_DELIVERY', events: [] });
  });

  it('says nothing of the past order can be ordered now', async () => {
    const soldOut = chickenMenu.map((c) => ({
      ...c,
      items: c.items.map((i) => (i.id === 5002 ? { ...i, soldout: true } : i)),
    }));
    const { outcome } = await given(cheeseBallsOrdered, { catalog: today({}, soldOut) })
      .when({ type: 'Reorder', orderNumber: ORDER, confirmed: true })
      .then({ rejected: 'REORDER_NOTHING_LEFT' });
    expect(outcome.kind === 'rejected' && outcome.rejection.message).toBe(
      '지난 주문의 메뉴를 지금은 주문할 수 없습니다.\n· 치즈볼: 품절되어 빠졌습니다.',
    );
  });

  it("reorders a member's order placed elsewhere from its order info, by ids", async () => {
    const info: OrderInfo = {
      order_number: '2611200007',
      restaurant_id: 1001,
      restaurant_name: '역삼 황금치킨',
      status: 'DELIVERED',
      items: [
        {
          name: '후라이드치킨',
          quantity: 1,
          price: 19000,
          menu_item_id: 5001,
          options: [{ group: '맛 선택', group_id: 7001, option_id: 7102, name: '양념', price: 1000 }],
        },
      ],
      total_order_amount: 22000,
      payment_amount: 22000,
      payment_method: 'cash',
      min_order_amount: 15000,
    };
    const { store } = await given([locationSet()], {
      server: (p) => p.gateway.orders.set(info.order_number, info),
    })
      .when({ type: 'Reorder', orderNumber: '2611200007' })
      .then({
        events: [
          restaurantOpened(),
          expect.objectContaining({ type: 'ItemAdded' }) as never,
          draft('Reordered', { orderNumber: '2611200007', changes: [] }),
        ],
        navigate: '/cart/',
      });
    expect(store.projections().cart.items).toMatchObject([
      { name: '후라이드치킨', price: 19000, options: { '맛 선택': ['양념'] } },
    ]);
  });

  it("reads an unknown or another customer's order as missing, and needs a delivery address", async () => {
    await given([locationSet()])
      .when({ type: 'Reorder', orderNumber: '2611219999' })
      .then({ rejected: 'ORDER_INFO_MISSING' });
    await given(cheeseBallsOrdered.filter((e) => e.type !== 'LocationSet'))
      .when({ type: 'Reorder', orderNumber: ORDER })
      .then({ rejected: 'LOCATION_UNKNOWN', navigate: '/location/' });
  });
});

describe('Reorder, its workflow driven with given answers', () => {
  const reorder = { type: 'Reorder', orderNumber: ORDER } as const;

  it("asks today's restaurant and menu together for the device's own order, and no order info", () => {
    const { result, calls } = drive(reorderFlow(reorder, stateOf(cheeseBallsOrdered)), {
      'gateway.restaurant': answered(baseRestaurant),
      'gateway.menu': answered(chickenMenu),
    });
    expect(callNames(calls)).toEqual(['gateway.restaurant', 'gateway.menu']);
    expect(result).toMatchObject({ navigate: '/cart/' });
  });

  it('asks nothing more when the order info could not be read', () => {
    const { result, calls } = drive(reorderFlow(reorder, stateOf([locationSet()])), {
      'gateway.orderInfo': failed({ kind: 'rejected', status: 404 }),
    });
    expect(callNames(calls)).toEqual(['gateway.orderInfo']);
    expect(result).toMatchObject({ events: [], rejection: { code: 'ORDER_INFO_MISSING' } });
  });

  it('refuses without a delivery address before any call', () => {
    const { result, calls } = drive(reorderFlow(reorder, stateOf([])));
    expect(calls).toEqual([]);
    expect(result).toMatchObject({ rejection: { code: 'LOCATION_UNKNOWN' }, navigate: '/location/' });
  });
});
