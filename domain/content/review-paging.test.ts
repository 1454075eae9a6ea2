import { describe, expect, it } from 'vitest';
import type { Review, ReviewsQuery } from '../ports/catalog-queries.ts';
import { answered } from '../ports/gateway-failure.ts';
import { inMemoryCatalogQueries } from '../ports/in-memory/catalog-queries.ts';
import { sampleCatalog } from '../ports/in-memory/sample-catalog.ts';
import {
  filterReviews,
  hasMoreReviews,
  loadNextReviews,
  requestReviewPage,
  reviewPageAnswered,
  startReviews,
} from './review-paging.ts';

const STOP = 'spec 000 §4 "Reviews load page by page. Loading stops when a page returns fewer than 10."';
const reviews = (n: number, photoEvery = 0) =>
  Array.from({ length: n }, (_, i): Review & { restaurant_id: number } => ({
    restaurant_id: 1001,
    id: i + 1,
    nickname: `손님${i + 1}`,
    rating: 5,
    comment: '맛있어요',
    created_at: '2026-11-20T12:00:00+09:00',
    review_images: photoEvery > 0 && i % photoEvery === 0 ? ['https://img.test/r.jpg'] : [],
    reply: null,
  }));

async function loadAll(count: number, photoEvery = 0, onlyPhoto = false) {
  const queries = inMemoryCatalogQueries({ ...sampleCatalog, reviews: reviews(count, photoEvery) });
  let list = startReviews(1001, onlyPhoto);
  const sizes: number[] = [];
  for (let i = 0; i < 5; i++) {
    list = (await loadNextReviews(queries, list)).list;
    sizes.push(list.reviews.length);
  }
  return { list, sizes, calls: queries.calls.get('reviews') };
}

describe('review paging', () => {
  it(`stops after a page of fewer than 10 (${STOP})`, async () => {
    const { list, sizes, calls } = await loadAll(25);
    expect(sizes).toEqual([10, 20, 25, 25, 25]);
    expect(calls).toBe(3);
    expect(hasMoreReviews(list)).toBe(false);
  });

  it(`asks once more after full pages and stops on the empty one (${STOP})`, async () => {
    const { sizes, calls } = await loadAll(20);
    expect(sizes).toEqual([10, 20, 20, 20, 20]);
    expect(calls).toBe(3);
  });

  it('asks 10 a page, newest first, and photo reviews only when filtered (spec 000 §7 "Reviews | GET /api/v1/reviews/{restaurant_id}/ | sort \'time\', count 10, page, only_photo_review.")', async () => {
    const next = requestReviewPage(startReviews(1001, true));
    expect(next?.query).toEqual({ restaurantId: 1001, page: 1, onlyPhotoReview: true });
    const { list } = await loadAll(30, 3, true);
    expect(list.reviews).toHaveLength(10);
    expect(list.reviews.every((r) => r.review_images.length > 0)).toBe(true);
  });

  it('starts over when photo-only is switched, and drops the old filter\'s answer (spec 000 §2 "The reviews tab can filter to photo reviews only.")', async () => {
    const queries = inMemoryCatalogQueries({ ...sampleCatalog, reviews: reviews(25, 2) });
    const loaded = (await loadNextReviews(queries, startReviews(1001))).list;
    const pending = requestReviewPage(loaded);
    if (pending === null) throw new Error('expected a request');
    const photos = filterReviews(pending.list, true);
    expect(photos).toMatchObject({ onlyPhoto: true, reviews: [], paging: { nextPage: 1, exhausted: false } });

    const stale = reviewPageAnswered(photos, pending.query, answered(reviews(10)));
    expect(stale.list).toBe(photos);
  });

  it('lets a failed page be asked again', async () => {
    const queries = inMemoryCatalogQueries({ ...sampleCatalog, reviews: reviews(12) });
    queries.failNext('reviews', { kind: 'timeout' });
    const failed = await loadNextReviews(queries, startReviews(1001));
    expect(failed.rejection?.code).toBe('SERVICE_PROBLEM');
    expect(hasMoreReviews(failed.list)).toBe(true);

    const asked: ReviewsQuery[] = [];
    const spy = {
      reviews: (q: ReviewsQuery) => {
        asked.push(q);
        return queries.reviews(q);
      },
    };
    const retried = await loadNextReviews(spy, failed.list);
    expect(asked.map((q) => q.page)).toEqual([1]);
    expect(retried.list.reviews).toHaveLength(10);
  });
});
