// The reviews tab: 10 at a time until a page returns fewer (spec 000 §4, §9), the photo-only
// filter, and the age labels of spec 000 §9. Paging is the domain's (review-paging.ts). In English
// the age labels are the catalogue's English, and a date is Intl's in Seoul's zone ("Nov 3, 2026").
import { useCallback, useEffect, useRef, useState } from 'react';
import { type ReviewAge, reviewAge, reviewAgeText } from '../../../domain/content/review-age.ts';
import {
  filterReviews,
  hasMoreReviews,
  type ReviewList,
  requestReviewPage,
  reviewPageAnswered,
  startReviews,
} from '../../../domain/content/review-paging.ts';
import type { Instant } from '../../../domain/content/seoul-time.ts';
import type { Review } from '../../../domain/ports/catalog-queries.ts';
import type { Rejection } from '../../../domain/result.ts';
import type { Language } from '../../../domain/shell/language.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { type Messages, useMessages } from '../../i18n/use-messages.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { useWebStore } from '../../store/store-context.tsx';
import { Button } from '../../ui/button.tsx';
import { Loading, Skeleton } from '../../ui/skeleton.tsx';
import { uiTexts } from '../../ui/ui.texts.ts';
import { restaurantTexts } from './restaurant.texts.ts';
import styles from './reviews-panel.module.css';

let englishDates: Intl.DateTimeFormat | undefined;

/** A Seoul calendar date in English: "Nov 3, 2026" (noon in Seoul, so the zone keeps the day). */
function englishDate(year: number, month: number, day: number): string {
  englishDates ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Seoul',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
  return englishDates.format(Date.UTC(year, month - 1, day, 3));
}

function englishAge(age: ReviewAge, say: Messages): string {
  switch (age.kind) {
    case 'now':
      return say.message('REVIEW_AGE_NOW');
    case 'minutes':
      return say.message('REVIEW_AGE_MINUTES', { n: age.n });
    case 'hours':
      return say.message('REVIEW_AGE_HOURS', { n: age.n });
    case 'yesterday':
      return say.message('REVIEW_AGE_YESTERDAY');
    case 'days':
      return say.message('REVIEW_AGE_DAYS', { n: age.n });
    case 'week':
      return say.message('REVIEW_AGE_WEEK');
    case 'date':
      return englishDate(age.year, age.month, age.day);
    case 'unknown':
      return '';
    default: {
      const unreachable: never = age;
      return unreachable;
    }
  }
}

/** The label under a review or a reply, in the customer's language. */
function ageLabel(createdAt: Instant, now: number, language: Language, say: Messages): string {
  const age = reviewAge(createdAt, now);
  return language === 'ko' ? reviewAgeText(age) : englishAge(age, say);
}

function ReviewItem({ review, now }: { readonly review: Review; readonly now: number }) {
  const t = useTexts(restaurantTexts);
  const language = useLanguage();
  const say = useMessages();
  return (
    <li className={styles.review}>
      <p className={styles.meta}>
        <strong>{review.nickname}</strong>
        <span className={styles.stars} role="img" aria-label={t.stars(review.rating)}>
          {'★'.repeat(review.rating)}
          <span className={styles.off}>{'★'.repeat(5 - review.rating)}</span>
        </span>
        <span className={styles.age}>{ageLabel(review.created_at, now, language, say)}</span>
      </p>
      {review.menu_summary !== undefined && review.menu_summary !== '' && (
        <p className={styles.menu}>{review.menu_summary}</p>
      )}
      {review.review_images.length > 0 && (
        <ul className={styles.photos}>
          {review.review_images.map((src, n) => (
            <li key={src + String(n)}>
              <img src={src} alt={t.reviewPhoto(n + 1)} width={96} height={96} loading="lazy" />
            </li>
          ))}
        </ul>
      )}
      {review.comment !== '' && <p className={styles.comment}>{review.comment}</p>}
      {review.reply !== null && (
        <div className={styles.reply}>
          <p className={styles.replyTitle}>
            {t.ownerReply}{' '}
            <span className={styles.age}>{ageLabel(review.reply.created_at, now, language, say)}</span>
          </p>
          <p>{review.reply.comment}</p>
        </div>
      )}
    </li>
  );
}

export default function ReviewsPanel({ restaurantId }: { readonly restaurantId: number }) {
  const { gateway } = useWebStore();
  const [list, setList] = useState<ReviewList>(() => startReviews(restaurantId));
  const t = useTexts(restaurantTexts);
  const ui = useTexts(uiTexts);
  const say = useMessages();
  const [error, setError] = useState<Rejection | null>(null);
  const current = useRef(list);
  current.current = list;

  const loadMore = useCallback(
    async (from: ReviewList) => {
      const next = requestReviewPage(from);
      if (next === null) return;
      setError(null);
      setList(next.list);
      const answer = await gateway.reviews(next.query);
      const loaded = reviewPageAnswered(current.current, next.query, answer);
      setList(loaded.list);
      if (loaded.rejection !== undefined) setError(loaded.rejection);
    },
    [gateway],
  );

  // The first page of a filter (the tab opened, or the photo-only switch changed).
  const firstLoad =
    list.reviews.length === 0 && list.paging.nextPage === 1 && !list.paging.loading && !list.paging.exhausted;
  useEffect(() => {
    if (firstLoad && error === null) void loadMore(current.current);
  }, [firstLoad, error, loadMore]);

  const now = Date.now();
  return (
    <div className={styles.panel}>
      <label className={styles.filter}>
        <input
          type="checkbox"
          checked={list.onlyPhoto}
          onChange={(event) => setList((l) => filterReviews(l, event.target.checked))}
        />
        {t.photoReviewsOnly}
      </label>
      {list.reviews.length > 0 && (
        <ul className={styles.list} aria-label={t.reviewList}>
          {list.reviews.map((review) => (
            <ReviewItem key={review.id} review={review} now={now} />
          ))}
        </ul>
      )}
      {list.paging.loading && (
        <Loading label={t.loadingReviews}>
          <Skeleton height="96px" />
        </Loading>
      )}
      {!list.paging.loading && list.reviews.length === 0 && error === null && list.paging.exhausted && (
        <p className={styles.empty}>{list.onlyPhoto ? t.noPhotoReviews : t.noReviews}</p>
      )}
      {error !== null && (
        <div className={styles.error}>
          <p role="alert">{say.rejection(error)}</p>
          <Button tone="secondary" onClick={() => void loadMore(current.current)}>
            {ui.retry}
          </Button>
        </div>
      )}
      {error === null && hasMoreReviews(list) && !list.paging.loading && list.reviews.length > 0 && (
        <Button tone="secondary" className={styles.more} onClick={() => void loadMore(current.current)}>
          {t.moreReviews}
        </Button>
      )}
    </div>
  );
}
