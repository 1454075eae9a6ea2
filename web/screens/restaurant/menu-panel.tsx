// The menu tab: the menu search and the categories, which open and fold by the domain's rules
// (spec 000 §4 "Menu categories"). A big menu's list is windowed, its search results too (one
// list stays mounted while the rows change); the windowing code loads only for such a menu.
import {
  lazy,
  type Ref,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
} from 'react';
import { menuItemCount, openCategorySlugs } from '../../../domain/menu/categories.ts';
import { searchMenu } from '../../../domain/menu/search.ts';
import type { MenuCategory, MenuItem } from '../../../domain/menu/types.ts';
import type { Restaurant } from '../../../domain/restaurant/types.ts';
import styles from './menu-panel.module.css';
import { MenuRowView, type OpenItem, type RowHandlers } from './menu-row.tsx';
import { type MenuRow, menuRows, searchRows, WINDOW_FROM_ROWS } from './menu-rows.ts';
import { MenuSearchBox } from './menu-search.tsx';
import { focusRowElement, type RowsHandle, rowElement } from './row-focus.ts';

const loadVirtualRows = () => import('./virtual-rows.tsx');
const VirtualRows = lazy(loadVirtualRows);

export interface MenuPanelProps {
  readonly restaurant: Restaurant;
  readonly menu: readonly MenuCategory[];
  readonly onOpenItem: OpenItem | undefined;
}

function PlainRows({
  rows,
  handlers,
  ref,
}: {
  readonly rows: readonly MenuRow[];
  readonly handlers: RowHandlers;
  readonly ref?: Ref<RowsHandle>;
}) {
  const list = useRef<HTMLUListElement>(null);
  useImperativeHandle(
    ref,
    () => ({
      focusRow: (key) => {
        const row = rowElement(list.current, key);
        if (row !== null) focusRowElement(row);
      },
    }),
    [],
  );
  return (
    <ul ref={list} className={styles.rows}>
      {rows.map((row) => (
        <li key={row.key}>
          <MenuRowView row={row} handlers={handlers} />
        </li>
      ))}
    </ul>
  );
}

export function MenuPanel({ restaurant, menu, onOpenItem }: MenuPanelProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() =>
    openCategorySlugs(menu, {
      perMenuDiscount: restaurant.discounts?.additional?.delivery?.is_per_menu ?? false,
    }),
  );
  const [keyword, setKeyword] = useState('');
  const settled = useDeferredValue(keyword);
  const search = useMemo(() => searchMenu(menu, settled), [menu, settled]);
  const big = menuItemCount(menu) > WINDOW_FROM_ROWS;
  useEffect(() => {
    if (big) void loadVirtualRows();
  }, [big]);

  const onToggle = useCallback((slug: string) => {
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(slug)) next.add(slug);
      return next;
    });
  }, []);
  const onChooseCategory = useCallback((slug: string) => {
    setKeyword('');
    setOpen((current) => new Set(current).add(slug));
    requestAnimationFrame(() => document.getElementById(`menu-category-${slug}`)?.scrollIntoView());
  }, []);
  // The dialog's opener is remembered by its row key: on close, focus goes to that row as it is then.
  const list = useRef<RowsHandle>(null);
  const onOpenRow = useCallback(
    (item: MenuItem, rowKey: string) => onOpenItem?.(item, () => list.current?.focusRow(rowKey)),
    [onOpenItem],
  );
  const handlers = useMemo<RowHandlers>(
    () => ({ onToggle, onChooseCategory, onOpenItem: onOpenItem === undefined ? undefined : onOpenRow }),
    [onToggle, onChooseCategory, onOpenItem, onOpenRow],
  );

  // The menu's rows keep their identity while the search is inactive (its first character, a
  // cleared box): the list behind the box is not drawn again for a key that changes nothing in it.
  const categoryRows = useMemo(() => menuRows(menu, open), [menu, open]);
  const foundRows = useMemo(() => (search.active ? searchRows(search) : null), [search]);
  const rows = foundRows ?? categoryRows;
  // The same element while the rows are the same: a keystroke re-renders the box, not the list.
  const drawnRows = useMemo(
    () =>
      big ? (
        <Suspense fallback={<PlainRows ref={list} rows={rows.slice(0, 20)} handlers={handlers} />}>
          <VirtualRows ref={list} rows={rows} handlers={handlers} />
        </Suspense>
      ) : (
        <PlainRows ref={list} rows={rows} handlers={handlers} />
      ),
    [big, rows, handlers],
  );
  return (
    <div className={styles.panel}>
      <MenuSearchBox value={keyword} onChange={setKeyword} />
      <div
        className={styles.list}
        data-menu-list={search.active ? 'search' : 'menu'}
        data-keyword={search.active ? search.keyword : ''}
      >
        {drawnRows}
      </div>
    </div>
  );
}
