import { describe, expect, it } from 'vitest';
import { bakery, bakeryMenu } from '../ports/in-memory/sample-catalog.ts';
import { testStore } from '../store/testing/test-store.ts';
import {
  cheeseBallsInCart,
  itemAdded,
  line,
  locationSet,
  menuItem,
  restaurantOpened,
} from './testing/facts.ts';
import { given } from './testing/given.ts';

async function openedAtGoldenChicken() {
  const { store } = testStore();
  await store.dispatch({ type: 'SetLocation', address: '역삼동' });
  await store.dispatch({ type: 'OpenRestaurant', restaurantId: 1001 });
  return store;
}

describe('AddItem by name: a name that matches nothing is named, with the ones there are', () => {
  it('an unknown menu name lists the menu', async () => {
    const store = await openedAtGoldenChicken();
    expect(await store.dispatch({ type: 'AddItem', menu: '마라탕' })).toMatchObject({
      kind: 'rejected',
      rejection: {
        code: 'MENU_NAME_UNKNOWN',
        message: "'마라탕' 메뉴를 찾을 수 없습니다. 이 음식점의 메뉴: 후라이드치킨, 치즈볼, 반반치킨",
      },
    });
  });

  it('an unknown id keeps the spec text', async () => {
    const store = await openedAtGoldenChicken();
    expect(await store.dispatch({ type: 'AddItem', menuItemId: 1 })).toMatchObject({
      rejection: { code: 'MENU_NOT_SERVED', message: '현재 서비스되지 않는 메뉴입니다.' },
    });
  });

  it('an unknown option group or option lists the groups or the options', async () => {
    const store = await openedAtGoldenChicken();
    expect(
      await store.dispatch({ type: 'AddItem', menu: '후라이드치킨', options: { 맛맛: ['양념'] } }),
    ).toMatchObject({
      rejection: {
        code: 'OPTION_GROUP_NAME_UNKNOWN',
        message: "후라이드치킨에는 '맛맛' 옵션 그룹이 없습니다. 옵션 그룹: 맛 선택, 소스 추가",
      },
    });
    expect(
      await store.dispatch({ type: 'AddItem', menu: '후라이드치킨', options: { 맛: ['간장'] } }),
    ).toMatchObject({
      rejection: {
        code: 'OPTION_NAME_UNKNOWN',
        message: "맛 선택에는 '간장' 옵션이 없습니다. 옵션: 후라이드, 양념",
      },
    });
  });
});

describe('AddItem, given the restaurant is open', () => {
  it('records the line added with the restaurant it came from (spec 000 §4 "Cart")', async () => {
    await given([locationSet(), restaurantOpened()])
      .when({ type: 'AddItem', menu: '치즈볼', amount: 2 })
      .then({ events: [itemAdded(line(menuItem('치즈볼'), 2))] });
  });

  it('asks before replacing another restaurant\'s cart, and clears it once confirmed (spec 000 §4 "A cart from another restaurant is cleared after confirmation.")', async () => {
    const otherCart = [...cheeseBallsInCart, restaurantOpened(bakery, bakeryMenu)];
    await given(otherCart)
      .when({ type: 'AddItem', menuItemId: bakeryMenu[0]?.items[0]?.id ?? 0 })
      .then({ confirm: 'CART_OTHER_RESTAURANT' });
    const { outcome } = await given(otherCart)
      .when({ type: 'AddItem', menuItemId: bakeryMenu[0]?.items[0]?.id ?? 0, confirmed: true })
      .run();
    expect(outcome.events.map((e) => e.type)).toEqual(['CartCleared', 'ItemAdded']);
  });

  it('refuses a sold-out item (spec 000 §4 "Sold out items cannot be added")', async () => {
    await given([locationSet(), restaurantOpened()])
      .when({ type: 'AddItem', menu: '반반치킨' })
      .then({ rejected: 'MENU_SOLD_OUT' });
  });

  it('refuses before any restaurant is open', async () => {
    await given([locationSet()]).when({ type: 'AddItem', menu: '치즈볼' }).then({ rejected: 'MENU_UNKNOWN' });
  });
});
