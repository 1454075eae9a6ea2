// The restaurant header (UI guide "Restaurant header"): name, rating, minimum order, payment
// methods, delivery time, the delivery fee with its cheaper steps and free delivery
// (domain/restaurant/fee-facts.ts) and the owner's notice.
import { memo } from 'react';
import { deliveryFeeFacts } from '../../../domain/restaurant/fee-facts.ts';
import { deliveryTime, ownerNotice, paymentMethodLabels } from '../../../domain/restaurant/header-facts.ts';
import type { Restaurant } from '../../../domain/restaurant/types.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { useLocale, useTexts } from '../../i18n/use-texts.ts';
import { restaurantTexts } from './restaurant.texts.ts';
import styles from './restaurant-header.module.css';
import { useRating } from './use-restaurant-reads.ts';

function Header({ restaurant, staff }: { readonly restaurant: Restaurant; readonly staff: boolean }) {
  const t = useTexts(restaurantTexts);
  const language = useLanguage();
  const { won } = useLocale();
  const rating = useRating(restaurant);
  const average = rating.review_avg;
  const time = deliveryTime(restaurant, language);
  const notice = ownerNotice(restaurant);
  const payments = paymentMethodLabels(restaurant, language);
  const fee = deliveryFeeFacts(restaurant, language);
  return (
    <section className={styles.header} aria-labelledby="restaurant-name">
      <h1 id="restaurant-name" className={styles.name}>
        {restaurant.name}
      </h1>
      {staff && <p className={styles.staff}>{t.staffView}</p>}
      <p className={styles.rating}>
        <span aria-hidden="true" className={styles.star}>
          ★
        </span>{' '}
        {average === null ? (
          t.noRating
        ) : (
          <>
            <span className="visually-hidden">{t.ratingHidden}</span>
            <strong>{average.toFixed(1)}</strong>
            <span className={styles.muted}>{t.reviewCount(rating.review_count)}</span>
          </>
        )}
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>{t.minOrder}</dt>
          <dd>{won(restaurant.min_order_amount)}</dd>
        </div>
        <div>
          <dt>{t.paymentMethods}</dt>
          <dd>{payments.length === 0 ? t.noPaymentMethods : payments.join(', ')}</dd>
        </div>
        {time !== null && (
          <div>
            <dt>{t.deliveryTime}</dt>
            <dd>{time}</dd>
          </div>
        )}
        <div>
          <dt>{t.deliveryFee}</dt>
          <dd>
            {fee.base}
            {fee.steps.length > 0 && (
              <ul className={styles.feeSteps}>
                {fee.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
      {notice !== null && (
        <div className={styles.notice}>
          <h2 className={styles.noticeTitle}>{t.ownerNotice}</h2>
          <p className={styles.noticeText}>{notice}</p>
        </div>
      )}
    </section>
  );
}

/** Memoised: opening and closing the option dialog re-renders the screen, not the menu behind it. */
export const RestaurantHeader = memo(Header);
