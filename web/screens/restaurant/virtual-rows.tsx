// A long menu drawn windowed: only the rows near the screen are in the document, positioned in a
// box as tall as the whole list; rows are measured as they render (descriptions vary). A row asked
// to take focus that is not drawn (scrolled away while the option dialog was open) is scrolled to
// first, and focused once drawn.
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type Ref, useImperativeHandle, useLayoutEffect, useRef, useState } from 'react';
import styles from './menu-panel.module.css';
import { MenuRowView, type RowHandlers } from './menu-row.tsx';
import type { MenuRow } from './menu-rows.ts';
import { focusRowElement, type RowsHandle, rowElement } from './row-focus.ts';

const estimate = (row: MenuRow | undefined) =>
  row?.kind === 'item' ? 122 : row?.kind === 'category' ? 64 : 44;

export default function VirtualRows({
  rows,
  handlers,
  ref,
}: {
  readonly rows: readonly MenuRow[];
  readonly handlers: RowHandlers;
  readonly ref?: Ref<RowsHandle>;
}) {
  const list = useRef<HTMLUListElement>(null);
  // The key of a row to focus once it is drawn.
  const focusPending = useRef<string | null>(null);
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    const top = list.current?.getBoundingClientRect().top ?? 0;
    setMargin(top + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (index) => estimate(rows[index]),
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 6,
    scrollMargin: margin,
  });
  useImperativeHandle(
    ref,
    () => ({
      focusRow: (key) => {
        const drawn = rowElement(list.current, key);
        if (drawn !== null) {
          focusRowElement(drawn);
          return;
        }
        const index = rows.findIndex((row) => row.key === key);
        if (index === -1) return;
        focusPending.current = key;
        virtualizer.scrollToIndex(index, { align: 'center' });
      },
    }),
    [rows, virtualizer],
  );
  // After each render: the row waited for is drawn now?
  useLayoutEffect(() => {
    const key = focusPending.current;
    if (key === null) return;
    const drawn = rowElement(list.current, key);
    if (drawn === null) return;
    focusPending.current = null;
    focusRowElement(drawn);
  });
  return (
    <ul
      ref={list}
      className={styles.rows}
      style={{ position: 'relative', height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((v) => {
        const row = rows[v.index];
        if (row === undefined) return null;
        return (
          <li
            key={v.key}
            data-index={v.index}
            ref={virtualizer.measureElement}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              transform: `translateY(${v.start - margin}px)`,
            }}
          >
            <MenuRowView row={row} handlers={handlers} />
          </li>
        );
      })}
    </ul>
  );
}
