// @vitest-environment happy-dom
// A restaurant card's tap (domain/restaurant/card-tap.ts) as the list shows it: an open one follows
// its link to the restaurant page; a closed one shows the spec's popup over the list, with when it
// opens, and the customer stays on the list (issue: a closed card led to a skeleton, a popup and
// home). The browser test (web/e2e/restaurant-list.test.ts) keeps the list's scroll and focus.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { baseRestaurant } from '../../../domain/ports/in-memory/sample-catalog.ts';
import { testStore } from '../../../domain/store/testing/test-store.ts';
import { renderWithStore } from '../../testing/render-with-store.tsx';
import { RestaurantCard } from './restaurant-card.tsx';

const NOON = Date.parse('2026-11-21T12:00:00+09:00');
const LIST = '#/서울/06236/치킨/';

beforeEach(() => {
  window.location.hash = LIST;
});
afterEach(cleanup);

function card(restaurant: typeof baseRestaurant) {
  renderWithStore(testStore().store, <RestaurantCard restaurant={restaurant} now={NOON} />);
  return screen.getByRole('link', { name: new RegExp(restaurant.name) });
}

describe('a restaurant card', () => {
  it("opens an open restaurant's page", () => {
    fireEvent.click(card(baseRestaurant));
    expect(window.location.hash).toBe(`#/${baseRestaurant.id}/`);
  });

  it('shows the closed popup over the list with when it opens, and stays on the list', async () => {
    const closed = { ...baseRestaurant, open: false, open_hours: [{ from: '18:00', to: '04:00' }] };
    const link = card(closed);
    expect(link.textContent).toContain('오후 6:00 오픈');
    fireEvent.click(link);
    const popup = await screen.findByRole('alertdialog');
    expect(popup.textContent).toContain('현재 배달 서비스가 제공 되지않는 음식점입니다.');
    expect(popup.textContent).toContain('오후 6:00 오픈');
    expect(decodeURIComponent(window.location.hash)).toBe(LIST);
  });
});
