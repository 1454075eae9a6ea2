// The tabs 메뉴 N / 리뷰 N / 정보 (UI guide "Restaurant header"), as the WAI-ARIA tabs pattern:
// a tablist whose tabs move with the arrow keys, Home and End, each controlling its tabpanel. A tab
// chosen while the page is scrolled down into the tabs shows its content from its top: the page is
// scrolled back to put the tab strip under the header, not left where the last tab's list ended.
import { type KeyboardEvent, lazy, memo, Suspense, useId, useLayoutEffect, useRef, useState } from 'react';
import { menuItemCount } from '../../../domain/menu/categories.ts';
import type { MenuCategory } from '../../../domain/menu/types.ts';
import type { Restaurant } from '../../../domain/restaurant/types.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { Loading, Skeleton } from '../../ui/skeleton.tsx';
import { MenuPanel } from './menu-panel.tsx';
import type { OpenItem } from './menu-row.tsx';
import { restaurantTexts } from './restaurant.texts.ts';
import styles from './restaurant-tabs.module.css';
import { useRating } from './use-restaurant-reads.ts';

const ReviewsPanel = lazy(() => import('./reviews-panel.tsx'));
const InfoPanel = lazy(() => import('./info-panel.tsx'));

type TabName = 'menu' | 'reviews' | 'info';
const TABS: readonly TabName[] = ['menu', 'reviews', 'info'];

export interface RestaurantTabsProps {
  readonly restaurant: Restaurant;
  readonly menu: readonly MenuCategory[];
  /** Opens the option dialog; absent while ordering is refused (closed, unreachable). */
  readonly onOpenItem: OpenItem | undefined;
}

function PanelLoading() {
  const t = useTexts(restaurantTexts);
  return (
    <Loading label={t.loading}>
      <Skeleton height="72px" />
      <Skeleton height="72px" />
    </Loading>
  );
}

/** Scrolls the window up so that `tabs` starts right under the sticky header, if it is scrolled past. */
function scrollToTabsTop(tabs: HTMLElement) {
  const root = getComputedStyle(document.documentElement);
  const header = Number.parseFloat(root.getPropertyValue('--header-height')) || 0;
  const border = Number.parseFloat(getComputedStyle(tabs).borderTopWidth) || 0;
  const top = tabs.getBoundingClientRect().top + window.scrollY + border - header;
  if (window.scrollY > top) window.scrollTo({ top });
}

function Tabs({ restaurant, menu, onOpenItem }: RestaurantTabsProps) {
  const [tab, setTabState] = useState<TabName>('menu');
  const box = useRef<HTMLDivElement>(null);
  // The tab the customer just switched to, until its content is in the document.
  const switchedTo = useRef<TabName | null>(null);
  const setTab = (next: TabName) => {
    if (next !== tab) switchedTo.current = next;
    setTabState(next);
  };
  // Before the new tab's content paints.
  useLayoutEffect(() => {
    if (switchedTo.current !== tab || box.current === null) return;
    switchedTo.current = null;
    scrollToTabsTop(box.current);
  }, [tab]);
  const rating = useRating(restaurant);
  const t = useTexts(restaurantTexts);
  const id = useId();
  const refs = useRef<Record<TabName, HTMLButtonElement | null>>({ menu: null, reviews: null, info: null });
  const labels: Record<TabName, string> = {
    menu: t.menuTab(menuItemCount(menu)),
    reviews: t.reviewsTab(rating.review_count),
    info: t.infoTab,
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = TABS.indexOf(tab);
    const next =
      event.key === 'ArrowRight'
        ? TABS[(at + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(at + TABS.length - 1) % TABS.length]
          : event.key === 'Home'
            ? TABS[0]
            : event.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    setTab(next);
    refs.current[next]?.focus();
  };

  return (
    <div ref={box} className={styles.tabs}>
      <div role="tablist" aria-label={t.tabsLabel} className={styles.list} onKeyDown={onKeyDown}>
        {TABS.map((name) => (
          <button
            key={name}
            ref={(el) => {
              refs.current[name] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-${name}-tab`}
            aria-selected={tab === name}
            aria-controls={`${id}-${name}-panel`}
            tabIndex={tab === name ? 0 : -1}
            className={styles.tab}
            onClick={() => setTab(name)}
          >
            {labels[name]}
          </button>
        ))}
      </div>
      {TABS.map((name) => (
        <div
          key={name}
          role="tabpanel"
          id={`${id}-${name}-panel`}
          aria-labelledby={`${id}-${name}-tab`}
          hidden={tab !== name}
          className={styles.panel}
        >
          {tab === name && name === 'menu' && (
            <MenuPanel restaurant={restaurant} menu={menu} onOpenItem={onOpenItem} />
          )}
          {tab === name && name === 'reviews' && (
            <Suspense fallback={<PanelLoading />}>
              <ReviewsPanel restaurantId={restaurant.id} />
            </Suspense>
          )}
          {tab === name && name === 'info' && (
            <Suspense fallback={<PanelLoading />}>
              <InfoPanel restaurant={restaurant} />
            </Suspense>
          )}
        </div>
      ))}
    </div>
  );
}

/** Memoised: opening and closing the option dialog re-renders the screen, not the menu behind it. */
export const RestaurantTabs = memo(Tabs);
