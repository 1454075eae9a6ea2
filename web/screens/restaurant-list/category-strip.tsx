// The category block of the list (spec 001 §2 "Category order"): every category in the shell's
// order, the current one selected. Below 992 px it collapses into one row that scrolls sideways
// (the stylesheet's breakpoint is CATEGORY_BREAKPOINT_PX); from 992 px every category shows on one
// row across the content's width; after 178 px of scroll it is fixed under
// the header, a spacer of its height keeping the list where it was.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type ListRoute, listCategory, listRouteWithCategory } from '../../../domain/routes/list-route.ts';
import { CATEGORIES } from '../../../domain/shell/categories.ts';
import { categoryName } from '../../../domain/shell/category-names.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { RouteLink } from '../../shell/route-link.tsx';
import { useCategoryBarFixed } from '../../shell/use-category-bar-fixed.ts';
import styles from './category-strip.module.css';
import { restaurantListTexts } from './restaurant-list.texts.ts';

export function CategoryStrip({ route }: { readonly route: ListRoute }) {
  const current = listCategory(route);
  const language = useLanguage();
  const t = useTexts(restaurantListTexts);
  const strip = useRef<HTMLElement>(null);
  const fixed = useCategoryBarFixed();
  const [height, setHeight] = useState(0);
  useLayoutEffect(() => {
    // The spacer keeps the bar's height while the bar itself is out of the flow.
    if (!fixed && strip.current) setHeight(strip.current.offsetHeight);
  }, [fixed]);
  useEffect(() => {
    // The selected category is in view even when it sits far to the right of the strip.
    const nav = strip.current;
    const chip = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (nav && chip)
      nav.scrollLeft = Math.max(0, chip.offsetLeft - nav.clientWidth / 2 + chip.offsetWidth / 2);
  }, []);
  return (
    <>
      {fixed && <div aria-hidden="true" style={{ height }} />}
      <nav
        ref={strip}
        aria-label={t.categories}
        className={`${styles.strip} ${fixed ? styles.fixed : ''}`}
        data-fixed={fixed ? 'true' : undefined}
      >
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
                  {categoryName(category, language)}
                </RouteLink>
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
