// @vitest-environment happy-dom
// The menu tab's rows as a customer meets them (spec 000 §4 "Menu categories", §9 "top_items shown:
// first 5 entries"): a category's heading counts the rows it shows, and a sold-out item says 품절 and
// does not open the option sheet. The browser tests keep focus and the windowed list.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCategory, anItem } from '../../../domain/menu/testing/menu-builders.ts';
import { baseRestaurant } from '../../../domain/ports/in-memory/sample-catalog.ts';
import { MenuPanel } from './menu-panel.tsx';

afterEach(cleanup);

const chicken = [1, 2, 3, 4, 5, 6].map((n) => anItem({ id: n, name: `치킨 ${n}호`, slug: `chicken-${n}` }));
const soldOut = anItem({ id: 7, name: '참치김밥', slug: 'tuna-gimbap', soldout: true });
const menu = [
  aCategory({ slug: 'top_items', name: '인기 메뉴', items: chicken }),
  aCategory({ slug: 'chicken', name: '치킨', items: chicken }),
  aCategory({
    slug: 'gimbap',
    name: '김밥',
    items: [soldOut, anItem({ id: 8, name: '야채김밥', slug: 'gimbap' })],
  }),
];

describe('the menu rows', () => {
  it('count in a heading the rows shown under it: 인기 메뉴 shows and counts its first 5', () => {
    render(<MenuPanel restaurant={baseRestaurant} menu={menu} onOpenItem={() => undefined} />);
    expect(screen.getByRole('button', { name: '인기 메뉴 5' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '치킨 6' })).toBeTruthy();
    // 치킨 6호 is the 6th of the top items: shown once, in its own category only
    expect(screen.getAllByRole('button', { name: /^치킨 6호/ })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /^치킨 1호/ })).toHaveLength(2);
  });

  it('keep a sold-out item from opening the option sheet, saying 품절 in its name', () => {
    const onOpenItem = vi.fn();
    render(<MenuPanel restaurant={baseRestaurant} menu={menu} onOpenItem={onOpenItem} />);
    const row = screen.getByRole('button', { name: /^참치김밥\s*품절/ }) as HTMLButtonElement;
    expect(row.disabled).toBe(true);
    fireEvent.click(row);
    expect(onOpenItem).not.toHaveBeenCalled();

    fireEvent.click(screen.getAllByRole('button', { name: /^치킨 1호/ })[0] as HTMLElement);
    expect(onOpenItem).toHaveBeenCalledWith(chicken[0], expect.any(Function));
  });
});
