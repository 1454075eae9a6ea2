// One restaurant in the list (UI guide "Restaurant card"): what it says comes from the domain's
// card facts; this lays it out. A closed restaurant is greyed out, says 준비중 and, where an open one
// says its delivery time, when it opens; a tap on it shows the closed popup over the list.

import { restaurantCardFacts } from '../../../domain/restaurant/card-facts.ts';
import { cardTap } from '../../../domain/restaurant/card-tap.ts';
import type { Restaurant } from '../../../domain/restaurant/types.ts';
import { useDialogs } from '../../dialogs/dialogs.tsx';
import { useLanguage } from '../../i18n/language-store.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { RouteLink } from '../../shell/route-link.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import styles from './restaurant-card.module.css';
import { restaurantListTexts } from './restaurant-list.texts.ts';

export function RestaurantCard({
  restaurant,
  now,
}: {
  readonly restaurant: Restaurant;
  readonly now: number;
}) {
  const language = useLanguage();
  const t = useTexts(restaurantListTexts);
  const facts = restaurantCardFacts(restaurant, now, language);
  const dialogs = useDialogs();
  const logo = restaurant.logo_url ?? null;
  const tap = cardTap(restaurant, now, language);
  return (
    <RouteLink
      to={{ name: 'restaurant', restaurantId: restaurant.id }}
      className={`${styles.card} ${facts.closed ? styles.closed : ''}`}
      onClick={(event) => {
        // The popup over the list: the customer stays where they were (domain/restaurant/card-tap.ts).
        if (tap.kind !== 'popup') return;
        event.preventDefault();
        void dialogs.alert(tap.text);
      }}
    >
      {logo === null ? (
        <span aria-hidden="true" className={`${styles.logo} ${styles.noLogo}`}>
          {restaurant.name.slice(0, 1)}
        </span>
      ) : (
        <img className={styles.logo} src={`/${logo}`} alt="" width={72} height={72} loading="lazy" />
      )}
      <span className={styles.body}>
        <span className={styles.titleRow}>
          <h3 className={styles.name}>{restaurant.name}</h3>
          {facts.closed && <span className={styles.closedTag}>{t.closed}</span>}
          {facts.appOnly && <span className={styles.tag}>{t.appOnly}</span>}
        </span>
        <span className={styles.meta}>
          {facts.rating !== null && (
            <>
              <span className={styles.rating}>
                <span className="visually-hidden">{t.rating}</span>
                {facts.rating}
              </span>
              <span aria-hidden="true"> · </span>
            </>
          )}
          <span>{facts.reviews}</span>
          {facts.onlinePayment && <span className={styles.online}>{t.payOnline}</span>}
        </span>
        <span className={styles.meta}>
          {facts.minOrder}
          <span aria-hidden="true"> · </span>
          {facts.fee}
        </span>
        {(facts.badges.length > 0 || facts.deliveryTime !== null || facts.opening !== null) && (
          <span className={styles.badgeRow}>
            {facts.badges.map((b) => (
              <span key={b} className={styles.badge}>
                {b}
              </span>
            ))}
            {facts.deliveryTime !== null && (
              <span className={styles.time}>
                <span className="visually-hidden">{t.deliveryTime}</span>
                {facts.deliveryTime}
              </span>
            )}
            {facts.opening !== null && <span className={styles.opening}>{facts.opening}</span>}
          </span>
        )}
      </span>
    </RouteLink>
  );
}

/** A card-shaped placeholder while a page loads (UI guide: skeletons shaped like the cards). */
export function RestaurantCardSkeleton() {
  return (
    <span className={styles.card}>
      <Skeleton width="72px" height="72px" />
      <span className={styles.body}>
        <Skeleton height="20px" width="55%" />
        <Skeleton height="16px" width="40%" />
        <Skeleton height="16px" width="70%" />
      </span>
    </span>
  );
}
