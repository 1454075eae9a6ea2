// The header's address search (spec 001 §2): a button in the header row that opens the search box
// with its dropdown below the header. Only the button is on the boot path; the box, the current
// location, the recent addresses and the results are a chunk loaded when it is first opened.
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { Route } from '../../domain/routes/route-table.ts';
import styles from './header.module.css';

const HeaderSearchPanel = lazy(() => import('./header-search-panel.tsx'));

export function HeaderSearch({ route }: { readonly route: Route }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  // A new screen (a location chosen, or any navigation) closes the dropdown.
  const screen = JSON.stringify(route);
  useEffect(() => {
    if (screen !== '') setOpen(false);
  }, [screen]);
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    <>
      <button
        ref={toggle}
        type="button"
        className={styles.iconButton}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none">
          <circle cx="10.5" cy="10.5" r="6.5" stroke="currentColor" strokeWidth="2" />
          <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">주소 검색</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <HeaderSearchPanel id={id} cameFrom={route} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
