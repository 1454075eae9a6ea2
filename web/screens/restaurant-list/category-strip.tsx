// The category block of the list (spec 001 §2 "Category order"): every category in the shell's
// order, the current one selected; it scrolls sideways on a phone.
import { useEffect, useRef } from 'react';
import { type ListRoute, listCategory, listRouteWithCategory } from '../../../domain/routes/list-route.ts';
import { CATEGORIES } from '../../../domain/shell/categories.ts';
import { RouteLink } from '../../shell/route-link.tsx';
import styles from './category-strip.module.css';

export function CategoryStrip({ route }: { readonly route: ListRoute }) {
  const current = listCategory(route);
  const strip = useRef<HTMLElement>(null);
  useEffect(() => {
    // The selected category is in view even when it sits far to the right of the strip.
    const nav = strip.current;
    const chip = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (nav && chip)
      nav.scrollLeft = Math.max(0, chip.offsetLeft - nav.clientWidth / 2 + chip.offsetWidth / 2);
  }, []);
  return (
    <nav ref={strip} aria-label="음식 분류" className={styles.strip}>
      <ul className={styles.list}>
        {CATEGORIES.map((category) => {
          const isCurrent = category === current;
          return (
            <li key={category}>
              <RouteLink
                to={listRouteWithCategory(route, category)}
                aria-current={isCurrent ? 'page' : undefined}
                className={`${styles.chip} ${isCurrent ? styles.current : ''}`}
              >
                {category}
              </RouteLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
