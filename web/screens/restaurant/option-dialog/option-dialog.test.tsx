// @vitest-environment happy-dom
// The option dialog's rules as a customer meets them (spec 000 §5 "Menu options"), over the real
// store: the groups' labels and badges, radio or checkbox by the normalisation rule, the add button
// waiting for each mandatory group with the reason beside it, a pick past a group's maximum refused
// and undone, the running total, and AddItem putting the picks in the cart. The browser test
// (web/e2e/option-dialog.test.ts) keeps what needs a browser: the modal, focus, axe, the cart bar.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MenuItem } from '../../../../domain/menu/types.ts';
import { baseRestaurant, sampleCatalog } from '../../../../domain/ports/in-memory/sample-catalog.ts';
import { testStore } from '../../../../domain/store/testing/test-store.ts';
import seed1002 from '../../../../fixtures/seed/restaurants/1002.json';
import { renderWithStore } from '../../../testing/render-with-store.tsx';
import { OptionDialog } from './option-dialog.tsx';

afterEach(cleanup);

/** The seed's 페퍼로니 피자 (of 1002), as the browser test meets it, at a pizzeria of its own. */
const pizza = (seed1002 as unknown as { menu: { items: MenuItem[] }[] }).menu
  .flatMap((c) => c.items)
  .find((i) => i.name === '페퍼로니 피자') as MenuItem;

async function openedPizzeria() {
  const { store } = testStore({
    ...sampleCatalog,
    restaurants: [
      ...sampleCatalog.restaurants,
      {
        restaurant: { ...baseRestaurant, id: 1090, name: '선릉 화덕피자' },
        menu: [{ slug: 'pizza', name: '피자', items: [pizza] }],
      },
    ],
  });
  await store.dispatch({ type: 'SetLocation', address: '역삼동' });
  await store.dispatch({ type: 'OpenRestaurant', restaurantId: 1090 });
  return store;
}

const option = (group: HTMLElement, role: 'radio' | 'checkbox', name: string) =>
  within(group).getByRole(role, { name: new RegExp(`^${name}(\\s|\\+|$)`) });

/** The reason the add button gives for being disabled: its accessible description. */
const reason = () => {
  const add = screen.getByRole('button', { name: '주문표에 추가' });
  return document.getElementById(add.getAttribute('aria-describedby') ?? '')?.textContent ?? null;
};

const total = () => screen.getByText('총 주문금액').parentElement?.textContent ?? '';

describe('the option dialog', () => {
  it('labels each group, refuses a pick past the maximum and undoes it, and adds at the running total', async () => {
    // given the pizza's dialog at a restaurant the customer opened
    const store = await openedPizzeria();
    let closed = false;
    renderWithStore(store, <OptionDialog restaurantId={1090} item={pizza} onClose={() => (closed = true)} />);

    // each group with its spec label and a 필수/선택 badge; radio or checkbox by the normalisation rule
    const size = screen.getByRole('group', { name: /사이즈.*\(필수 선택\).*필수/ });
    const dough = screen.getByRole('group', { name: /도우.*\(필수 선택\).*필수/ });
    const toppings = screen.getByRole('group', { name: /토핑 추가.*\(최대 3개 선택 가능\).*선택/ });
    expect(option(size, 'radio', 'L')).toBeDefined();
    expect(option(toppings, 'checkbox', '페퍼로니')).toBeDefined();
    expect(screen.getByText('+5,000원')).toBeDefined();

    // the add button waits for every mandatory group, with the reason beside it
    const add = screen.getByRole('button', { name: '주문표에 추가' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect(reason()).toBe('사이즈를 선택해주세요.');
    fireEvent.click(option(size, 'radio', 'L'));
    expect(reason()).toBe('도우를 선택해주세요.');
    fireEvent.click(option(dough, 'radio', '치즈크러스트'));
    expect(add.disabled).toBe(false);

    // a fourth topping is refused with the spec's text and the pick is undone
    const boxes = within(toppings).getAllByRole('checkbox') as HTMLInputElement[];
    for (const box of boxes.slice(0, 3)) fireEvent.click(box);
    fireEvent.click(boxes[3] as HTMLInputElement);
    expect(within(toppings).getByRole('alert').textContent).toBe('최대 3개 까지 선택 가능합니다.');
    expect(boxes.map((b) => b.checked)).toEqual([true, true, true, false, false]);

    // the running total: 19,900 + 5,000 (L) + 3,000 (치즈크러스트) + 2,000 + 2,000 + 1,000, times the amount
    expect(total()).toContain('32,900원');
    fireEvent.click(screen.getByRole('button', { name: '페퍼로니 피자 수량 늘리기' }));
    expect(total()).toContain('65,800원');
    fireEvent.click(screen.getByRole('button', { name: '페퍼로니 피자 수량 줄이기' }));
    expect(
      (screen.getByRole('button', { name: '페퍼로니 피자 수량 줄이기' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(total()).toContain('32,900원');

    // when it is added, the store's cart holds the line at that price and the dialog closes
    fireEvent.click(add);
    await waitFor(() => expect({ closed, reason: reason() }).toEqual({ closed: true, reason: null }));
    const cart = store.projections().cart;
    expect(cart.items).toMatchObject([
      {
        name: '페퍼로니 피자',
        amount: 1,
        price: 32_900,
        options: { 사이즈: ['L'], 도우: ['치즈크러스트'], '토핑 추가': ['페퍼로니', '베이컨', '올리브'] },
      },
    ]);
  });

  it('asks for exactly N in a mandatory multiple group', async () => {
    // given the sample chicken place's 후라이드치킨 with its sauces made a "choose exactly 2" group
    const { store } = testStore();
    await store.dispatch({ type: 'SetLocation', address: '역삼동' });
    await store.dispatch({ type: 'OpenRestaurant', restaurantId: 1001 });
    const chicken = sampleCatalog.restaurants[0]?.menu[0]?.items[0] as MenuItem;
    const halfHalf: MenuItem = {
      ...chicken,
      name: '반반치킨',
      subchoices: [
        {
          ...(chicken.subchoices[1] as MenuItem['subchoices'][number]),
          name: '반반 맛 선택',
          mandatory: true,
        },
      ],
    };
    renderWithStore(store, <OptionDialog restaurantId={1001} item={halfHalf} onClose={() => undefined} />);
    const group = screen.getByRole('group', { name: /반반 맛 선택.*\(필수 2개 선택\)/ });
    const add = screen.getByRole('button', { name: '주문표에 추가' }) as HTMLButtonElement;

    fireEvent.click(option(group, 'checkbox', '허니머스타드'));
    expect(add.disabled).toBe(true);
    expect(reason()).toBe('반반 맛 선택을 선택해주세요.');
    fireEvent.click(option(group, 'checkbox', '핫소스'));
    expect(add.disabled).toBe(false);
    fireEvent.click(option(group, 'checkbox', '갈릭소스'));
    expect(within(group).getByRole('alert').textContent).toBe('최대 2개 까지 선택 가능합니다.');
  });

  it('adds once when 주문표에 추가 is tapped twice before the add has answered', async () => {
    // given the sample chicken place's 후라이드치킨, its flavour (a mandatory group) picked
    const { store } = testStore();
    await store.dispatch({ type: 'SetLocation', address: '역삼동' });
    await store.dispatch({ type: 'OpenRestaurant', restaurantId: 1001 });
    const chicken = sampleCatalog.restaurants[0]?.menu[0]?.items[0] as MenuItem;
    let closes = 0;
    renderWithStore(store, <OptionDialog restaurantId={1001} item={chicken} onClose={() => closes++} />);

    fireEvent.click(option(screen.getByRole('group', { name: /맛 선택/ }), 'radio', '후라이드'));

    // two taps in the same moment, before any render (the button greys out only in a later one):
    // the DOM's own clicks, which testing-library's act() does not flush between
    const add = screen.getByRole('button', { name: '주문표에 추가' });
    add.click();
    add.click();

    // one line of one, and the dialog closed once, also once every dispatch has answered
    await waitFor(() => expect(closes).toBe(1));
    await new Promise((settled) => setTimeout(settled, 50));
    expect({ closes, amounts: store.projections().cart.items.map((line) => line.amount) }).toEqual({
      closes: 1,
      amounts: [1],
    });
  });
});
