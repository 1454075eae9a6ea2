// @vitest-environment happy-dom
// The cart's arithmetic as the cart shows it (spec 000 §4 "Cart", §5 "Minimum order"), over the
// real store: equal combinations merged into one line and another kept apart, each line's price
// times its amount, the delivery fee, the shortfall to the minimum order and the total, and the
// amounts changed and lines removed through the steppers. The browser test (web/e2e/cart.test.ts)
// keeps the phone page reached from the cart bar, axe, the desktop column and what a reload keeps.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testStore } from '../../../domain/store/testing/test-store.ts';
import { renderWithStore } from '../../testing/render-with-store.tsx';
import { CartContents } from './cart-contents.tsx';

afterEach(cleanup);

/** 역삼 황금치킨 of the sample catalogue: 후라이드치킨 18,000원 (양념 +1,000), 치즈볼 5,000원,
 * delivery 3,000원, minimum order 15,000원. */
async function atGoldenChicken() {
  const { store } = testStore();
  await store.dispatch({ type: 'SetLocation', address: '역삼동' });
  await store.dispatch({ type: 'OpenRestaurant', restaurantId: 1001 });
  return store;
}

/** The breakdown's rows as the customer reads them: label → amount. */
function priceRows(): Record<string, string> {
  const list = document.querySelector('dl');
  return Object.fromEntries(
    [...(list?.querySelectorAll('div') ?? [])].map((row) => [
      row.querySelector('dt')?.textContent ?? '',
      row.querySelector('dd')?.textContent ?? '',
    ]),
  );
}

const linePrices = () => screen.getAllByRole('listitem').map((li) => li.textContent ?? '');
const amounts = () => screen.getAllByRole('status', { name: '후라이드치킨 수량' }).map((o) => o.textContent);
const total = () => screen.getByText('합계').parentElement?.textContent ?? '';

describe('the cart', () => {
  it('merges an equal combination, keeps another as its own line, and adds up lines, fee and total', async () => {
    // given 양념 twice and 후라이드 once
    const store = await atGoldenChicken();
    await store.dispatch({ type: 'AddItem', menu: '후라이드치킨', options: { '맛 선택': ['양념'] } });
    await store.dispatch({ type: 'AddItem', menu: '후라이드치킨', options: { '맛 선택': ['양념'] } });
    await store.dispatch({ type: 'AddItem', menu: '후라이드치킨', options: { '맛 선택': ['후라이드'] } });
    renderWithStore(store, <CartContents />);

    // then two lines: 양념 ×2 at 38,000원 and 후라이드 ×1 at 18,000원
    expect(screen.getByText('역삼 황금치킨')).toBeDefined();
    expect(amounts()).toEqual(['2', '1']);
    const [yangnyeom, plain] = linePrices();
    expect(yangnyeom).toContain('맛 선택: 양념');
    expect(yangnyeom).toContain('38,000원');
    expect(plain).toContain('맛 선택: 후라이드');
    expect(plain).toContain('18,000원');
    // and the breakdown: 56,000원 of items is past the free-delivery threshold (40,000원)
    expect(priceRows()).toEqual({ 주문금액: '56,000원', 배달요금: '0원' });
    expect(total()).toContain('56,000원');
    expect(screen.queryByText(/더 담으면 배달요금/)).toBeNull();

    // when the second line goes up and the first down, the prices and the total follow
    fireEvent.click(screen.getAllByRole('button', { name: '후라이드치킨 수량 늘리기' })[1] as HTMLElement);
    await waitFor(() => expect(amounts()).toEqual(['2', '2']));
    fireEvent.click(screen.getAllByRole('button', { name: '후라이드치킨 수량 줄이기' })[0] as HTMLElement);
    await waitFor(() => expect(amounts()).toEqual(['1', '2']));
    expect(priceRows()).toEqual({ 주문금액: '55,000원', 배달요금: '0원' });
    expect(total()).toContain('55,000원');
    // an amount of 1 goes no lower
    expect(
      (screen.getAllByRole('button', { name: '후라이드치킨 수량 줄이기' })[0] as HTMLButtonElement).disabled,
    ).toBe(true);

    // when the first line is removed, only the other stays, under the threshold: the fee comes back
    fireEvent.click(screen.getAllByRole('button', { name: '후라이드치킨 삭제' })[0] as HTMLElement);
    await waitFor(() => expect(amounts()).toEqual(['2']));
    expect(screen.queryByText('맛 선택: 양념')).toBeNull();
    expect(priceRows()).toEqual({ 주문금액: '36,000원', 배달요금: '3,000원' });
    expect(total()).toContain('39,000원');
    // and how much more food makes it free again
    expect(screen.getByText('4,000원 더 담으면 배달요금 무료')).toBeDefined();
  });

  it('says a shortfall that blocks ordering apart from the total, and on the button, until it is met', async () => {
    // given one 치즈볼 (5,000원) where the minimum order is 15,000원: 10,000원 short, over 2,000원
    const store = await atGoldenChicken();
    await store.dispatch({ type: 'AddItem', menu: '치즈볼' });
    renderWithStore(store, <CartContents />);
    // then the shortfall is its own line, the rows and 합계 are what the food and delivery cost
    expect(screen.getByText('최소주문금액까지 10,000원 더 담아주세요.')).toBeDefined();
    expect(priceRows()).toEqual({ 주문금액: '5,000원', 배달요금: '3,000원' });
    expect(total()).toContain('8,000원');
    // and the button says why it cannot order yet
    expect(screen.queryByRole('button', { name: '주문하기' })).toBeNull();
    expect(screen.getByRole('button', { name: '최소주문금액 15,000원부터 주문 가능' })).toBeDefined();

    // when two more make 15,000원, the line goes and the button orders
    const row = screen.getByRole('listitem');
    const amount = () => within(row).getByRole('status', { name: '치즈볼 수량' }).textContent;
    fireEvent.click(within(row).getByRole('button', { name: '치즈볼 수량 늘리기' }));
    await waitFor(() => expect(amount()).toBe('2'));
    fireEvent.click(within(row).getByRole('button', { name: '치즈볼 수량 늘리기' }));
    await waitFor(() => expect(amount()).toBe('3'));
    expect(screen.queryByText(/최소주문금액/)).toBeNull();
    expect(priceRows()).toEqual({ 주문금액: '15,000원', 배달요금: '3,000원' });
    expect(total()).toContain('18,000원');
    expect(screen.getByRole('button', { name: '주문하기' })).toBeDefined();
  });

  it('charges a shortfall of 2,000원 or less as its own row of 합계, and orders', async () => {
    // given two 소금빵 (7,000원) where the minimum order is 8,000원: 1,000원 short
    const { store } = testStore();
    await store.dispatch({ type: 'SetLocation', address: '역삼동' });
    await store.dispatch({ type: 'OpenRestaurant', restaurantId: 1002 });
    await store.dispatch({ type: 'AddItem', menu: '소금빵', amount: 2 });
    renderWithStore(store, <CartContents />);
    // then the shortfall is a row of the total, said as what it is
    expect(priceRows()).toEqual({
      주문금액: '7,000원',
      배달요금: '2,000원',
      '최소주문금액 부족분': '1,000원',
    });
    expect(total()).toContain('10,000원');
    expect(
      screen.getByText('최소주문금액까지 1,000원 남았습니다. 이대로 주문하면 부족분이 합계에 더해집니다.'),
    ).toBeDefined();
    expect(screen.getByRole('button', { name: '주문하기' })).toBeDefined();
  });

  it('says the cart is empty when nothing is in it', async () => {
    renderWithStore(await atGoldenChicken(), <CartContents />);
    expect(screen.getByText('주문표에 담긴 메뉴가 없습니다.')).toBeDefined();
  });
});
