// The list under its header "음식점 N곳" and the sort menu: section groups of cards, more pages as
// the customer nears the bottom (or at once when the page is too short to scroll), skeletons while
// a page loads, and the failure text with a retry.
import { useEffect, useId } from 'react';
import { sectionGroups } from '../../../domain/content/list-sections.ts';
import {
  type RestaurantListFilter,
  restaurantCountTitle,
  shouldLoadMoreRestaurants,
} from '../../../domain/content/restaurant-list-paging.ts';
import { serverLabel } from '../../../domain/content/server-labels.ts';
import { isSortOrder, type SortOrder, sortOptions } from '../../../domain/shell/sort-options.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { RetryBanner } from '../../ui/retry-banner.tsx';
import { Loading } from '../../ui/skeleton.tsx';
import { useRestaurantPages } from './list-pages.ts';
import styles from './list-results.module.css';
import { RestaurantCard, RestaurantCardSkeleton } from './restaurant-card.tsx';
import { restaurantListTexts } from './restaurant-list.texts.ts';

function scrollMetrics() {
  return {
    scrollTop: window.scrollY,
    windowHeight: window.innerHeight,
    documentHeight: document.documentElement.scrollHeight,
  };
}

function Skeletons({ count }: { readonly count: number }) {
  const t = useTexts(restaurantListTexts);
  return (
    <Loading label={t.loading}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <RestaurantCardSkeleton key={i} />
      ))}
    </Loading>
  );
}

export function ListResults({
  filter,
  onOrder,
}: {
  readonly filter: RestaurantListFilter;
  readonly onOrder: (order: SortOrder) => void;
}) {
  const { paging, error, loadMore } = useRestaurantPages(filter);
  const sortId = useId();
  const titleId = useId();
  const language = useLanguage();
  const t = useTexts(restaurantListTexts);
  const say = useMessages();

  useEffect(() => {
    // A failed page waits for the retry button instead of being asked again on every scroll.
    if (error !== null) return undefined;
    const check = () => {
      if (shouldLoadMoreRestaurants(paging, scrollMetrics())) loadMore();
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [paging, error, loadMore]);

  const firstPage = paging.pagination === null;
  const now = Date.now();
  return (
    <section aria-labelledby={titleId} className={styles.results}>
      <div className={styles.header}>
        <h1 id={titleId} className={styles.count} aria-live="polite">
          {restaurantCountTitle(paging, language)}
        </h1>
        <label htmlFor={sortId} className="visually-hidden">
          {t.sort}
        </label>
        <select
          id={sortId}
          className={styles.sort}
          value={filter.order}
          onChange={(e) => {
            if (isSortOrder(e.target.value)) onOrder(e.target.value);
          }}
        >
          {sortOptions(language).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>

      {filter.keyword !== null && !firstPage && (
        <p className={styles.searching}>{t.resultsFor(filter.keyword)}</p>
      )}

      {sectionGroups(paging.restaurants).map((group) => (
        <div key={`${group.section ?? ''}-${group.items[0]?.id}`} className={styles.group}>
          {group.section !== null && (
            <h2 className={styles.section}>{serverLabel(group.section, language)}</h2>
          )}
          <ul className={styles.cards}>
            {group.items.map((r) => (
              <li key={r.id}>
                <RestaurantCard restaurant={r} now={now} />
              </li>
            ))}
          </ul>
        </div>
      ))}

      {paging.loading && <Skeletons count={firstPage ? 5 : 2} />}

      {error !== null && <RetryBanner message={say.rejection(error)} onRetry={loadMore} />}

      {paging.complete && paging.restaurants.length === 0 && (
        <p className={styles.empty}>{filter.keyword === null ? t.noneHere : t.noResults}</p>
      )}
    </section>
  );
}
