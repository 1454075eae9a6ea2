// The restaurant header (UI guide "Restaurant header"): name, rating, minimum order, payment
// methods, delivery time, the delivery fee with its cheaper steps and free delivery
// (domain/restaurant/fee-facts.ts) and the owner's notice.
import { memo } from 'react';
import { formatWon } from '../../../domain/money.ts';
import { deliveryFeeFacts } from '../../../domain/restaurant/fee-facts.ts';
import { deliveryTime, ownerNotice, paymentMethodLabels } from '../../../domain/restaurant/header-facts.ts';
import type { Restaurant } from '../../../domain/restaurant/types.ts';
import styles from './restaurant-header.module.css';
import { useRating } from './use-restaurant-reads.ts';

function Header({ restaurant, staff }: { readonly restaurant: Restaurant; readonly staff: boolean }) {
  const rating = useRating(restaurant);
  const average = rating.review_avg;
  const time = deliveryTime(restaurant);
  const notice = ownerNotice(restaurant);
  const payments = paymentMethodLabels(restaurant);
  const fee = deliveryFeeFacts(restaurant);
  return (
    <section className={styles.header} aria-labelledby="restaurant-name">
      <h1 id="restaurant-name" className={styles.name}>
        {restaurant.name}
      </h1>
      {staff && <p className={styles.staff}>직원 보기: 영업 시간과 배달 지역을 확인하지 않습니다</p>}
      <p className={styles.rating}>
        <span aria-hidden="true" className={styles.star}>
          ★
        </span>{' '}
        {average === null ? (
          '아직 별점이 없습니다'
        ) : (
          <>
            <span className="visually-hidden">별점 </span>
            <strong>{average.toFixed(1)}</strong>
            <span className={styles.muted}> · 리뷰 {rating.review_count.toLocaleString('ko-KR')}</span>
          </>
        )}
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>최소주문금액</dt>
          <dd>{formatWon(restaurant.min_order_amount)}</dd>
        </div>
        <div>
          <dt>결제방법</dt>
          <dd>{payments.length === 0 ? '없음' : payments.join(', ')}</dd>
        </div>
        {time !== null && (
          <div>
            <dt>배달시간</dt>
            <dd>{time}</dd>
          </div>
        )}
        <div>
          <dt>배달요금</dt>
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
          <h2 className={styles.noticeTitle}>사장님 알림</h2>
          <p className={styles.noticeText}>{notice}</p>
        </div>
      )}
    </section>
  );
}

/** Memoised: opening and closing the option dialog re-renders the screen, not the menu behind it. */
export const RestaurantHeader = memo(Header);
