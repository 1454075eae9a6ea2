// The header's address search (spec 001 §2 "Address search box"): a button in the header row, a pin
// over its visible name 주소 검색 (a magnifier alone read as a food search), that opens the search
// box with its dropdown below the header. Only the button is on the boot path; the box, the current
// location, the recent addresses and the results are a chunk loaded when it is first opened.
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { Route } from '../../domain/routes/route-table.ts';
import { useTexts } from '../i18n/use-texts.ts';
import styles from './header.module.css';
import { shellTexts } from './shell.texts.ts';

const HeaderSearchPanel = lazy(() => import('./header-search-panel.tsx'));

export function HeaderSearch({ route }: { readonly route: Route }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const t = useTexts(shellTexts);
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
        className={styles.addressSearch}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        {/* A pin, not a bare magnifier: the box finds an address, not food (spec 001 §2); food and
            restaurants are searched in the list's own box, "음식점이나 메뉴 검색". */}
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none">
          <path
            d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Z"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
          <circle cx="12" cy="10" r="2.3" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span className={styles.addressSearchLabel}>
          {t.addressButton}
          {t.addressButtonMore !== '' && <span className="visually-hidden">{t.addressButtonMore}</span>}
        </span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <HeaderSearchPanel id={id} cameFrom={route} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
