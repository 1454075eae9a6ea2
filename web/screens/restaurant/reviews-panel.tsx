// The reviews tab: 10 at a time until a page returns fewer (spec 000 §4, §9), the photo-only
// filter, and the age labels of spec 000 §9. Paging is the domain's (review-paging.ts).
import { useCallback, useEffect, useRef, useState } from 'react';
import { reviewAgeLabel } from '../../../domain/content/review-age.ts';
import {
  filterReviews,
  hasMoreReviews,
  type ReviewList,
  requestReviewPage,
  reviewPageAnswered,
  startReviews,
} from '../../../domain/content/review-paging.ts';
import type { Review } from '../../../domain/ports/catalog-queries.ts';
import { useWebStore } from '../../store/store-context.tsx';
import { Button } from '../../ui/button.tsx';
import { Loading, Skeleton } from '../../ui/skeleton.tsx';
import styles from './reviews-panel.module.css';

function ReviewItem({ review, now }: { readonly review: Review; readonly now: number }) {
  return (
    <li className={styles.review}>
      <p className={styles.meta}>
        <strong>{review.nickname}</strong>
        <span className={styles.stars} role="img" aria-label={`별점 ${review.rating}점`}>
          {'★'.repeat(review.rating)}
          <span className={styles.off}>{'★'.repeat(5 - review.rating)}</span>
        </span>
        <span className={styles.age}>{reviewAgeLabel(review.created_at, now)}</span>
      </p>
      {review.menu_summary !== undefined && review.menu_summary !== '' && (
        <p className={styles.menu}>{review.menu_summary}</p>
      )}
      {review.review_images.length > 0 && (
        <ul className={styles.photos}>
          {review.review_images.map((src, n) => (
            <li key={src + String(n)}>
              <img src={src} alt={`리뷰 사진 ${n + 1}`} width={96} height={96} loading="lazy" />
            </li>
          ))}
        </ul>
      )}
      {review.comment !== '' && <p className={styles.comment}>{review.comment}</p>}
      {review.reply !== null && (
        <div className={styles.reply}>
          <p className={styles.replyTitle}>
            사장님 댓글 <span className={styles.age}>{reviewAgeLabel(review.reply.created_at, now)}</span>
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
  const [error, setError] = useState<string | null>(null);
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
      if (loaded.rejection !== undefined) setError(loaded.rejection.message);
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
        사진 리뷰만 보기
      </label>
      {list.reviews.length > 0 && (
        <ul className={styles.list} aria-label="리뷰 목록">
          {list.reviews.map((review) => (
            <ReviewItem key={review.id} review={review} now={now} />
          ))}
        </ul>
      )}
      {list.paging.loading && (
        <Loading label="리뷰를 불러오는 중입니다">
          <Skeleton height="96px" />
        </Loading>
      )}
      {!list.paging.loading && list.reviews.length === 0 && error === null && list.paging.exhausted && (
        <p className={styles.empty}>{list.onlyPhoto ? '사진 리뷰가 없습니다.' : '아직 리뷰가 없습니다.'}</p>
      )}
      {error !== null && (
        <div className={styles.error}>
          <p role="alert">{error}</p>
          <Button tone="secondary" onClick={() => void loadMore(current.current)}>
            다시 시도
          </Button>
        </div>
      )}
      {error === null && hasMoreReviews(list) && !list.paging.loading && list.reviews.length > 0 && (
        <Button tone="secondary" className={styles.more} onClick={() => void loadMore(current.current)}>
          리뷰 더 보기
        </Button>
      )}
    </div>
  );
}
