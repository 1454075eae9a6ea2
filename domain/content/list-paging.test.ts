import { describe, expect, it } from 'vitest';
import {
  initialReviewPaging,
  nextRestaurantPage,
  RESTAURANT_PAGE_SIZE,
  type ReviewPaging,
  type ReviewPagingEvent,
  reviewPageQuery,
  reviewPaging,
  shouldLoadMoreRestaurants,
} from './list-paging.ts';

const LOADS_MORE =
  'spec 000 §2 "The list loads more when scrolled within 200 px of the bottom, or when the page is shorter than window height plus 50."';
const page = { current_page: 1, total_pages: 3 };

describe('restaurant list load-more', () => {
  it(`loads more within 200 px of the bottom (${LOADS_MORE})`, () => {
    expect(
      shouldLoadMoreRestaurants({ scrollTop: 1800, windowHeight: 800, documentHeight: 2800 }, page, false),
    ).toBe(true);
    expect(
      shouldLoadMoreRestaurants({ scrollTop: 1799, windowHeight: 800, documentHeight: 2800 }, page, false),
    ).toBe(false);
  });

  it(`loads more when the page is shorter than the window plus 50 (${LOADS_MORE})`, () => {
    expect(
      shouldLoadMoreRestaurants({ scrollTop: 0, windowHeight: 800, documentHeight: 849 }, page, false),
    ).toBe(true);
    expect(
      shouldLoadMoreRestaurants({ scrollTop: 0, windowHeight: 800, documentHeight: 1001 }, page, false),
    ).toBe(false);
  });

  it(`does not load while a page is loading (${LOADS_MORE})`, () => {
    expect(
      shouldLoadMoreRestaurants({ scrollTop: 0, windowHeight: 800, documentHeight: 500 }, page, true),
    ).toBe(false);
  });

  it(`stops on the last page (spec 000 §7 "Returns restaurants and pagination {current_page, total_pages}.")`, () => {
    const last = { current_page: 3, total_pages: 3 };
    expect(
      shouldLoadMoreRestaurants({ scrollTop: 0, windowHeight: 800, documentHeight: 500 }, last, false),
    ).toBe(false);
    expect(nextRestaurantPage(last)).toBeNull();
    expect(nextRestaurantPage(page)).toBe(2);
    expect(nextRestaurantPage(null)).toBe(1);
  });

  it('asks 60 a page (spec 000 §9 "List page size | 60")', () => {
    expect(RESTAURANT_PAGE_SIZE).toBe(60);
  });
});

const run = (events: readonly ReviewPagingEvent[], from: ReviewPaging = initialReviewPaging) =>
  events.reduce(reviewPaging, from);

describe('review paging', () => {
  const STOPS = 'spec 000 §4 "Reviews load page by page. Loading stops when a page returns fewer than 10."';

  it(`moves to the next page after a full page (${STOPS})`, () => {
    const state = run([{ type: 'ReviewPageRequested' }, { type: 'ReviewPageLoaded', count: 10 }]);
    expect(state).toEqual({ nextPage: 2, loading: false, exhausted: false });
  });

  it(`stops after a page of fewer than 10 (${STOPS})`, () => {
    const state = run([{ type: 'ReviewPageRequested' }, { type: 'ReviewPageLoaded', count: 9 }]);
    expect(state.exhausted).toBe(true);
    expect(run([{ type: 'ReviewPageRequested' }], state)).toBe(state);
  });

  it(`ignores a second request while one is loading (${STOPS})`, () => {
    const loading = run([{ type: 'ReviewPageRequested' }]);
    expect(run([{ type: 'ReviewPageRequested' }], loading)).toBe(loading);
  });

  it(`lets a failed page be asked again (${STOPS})`, () => {
    const state = run([{ type: 'ReviewPageRequested' }, { type: 'ReviewPageFailed' }]);
    expect(state).toEqual({ nextPage: 1, loading: false, exhausted: false });
  });

  it('starts over when the photo filter changes (spec 000 §2 "The reviews tab can filter to photo reviews only.")', () => {
    const state = run([{ type: 'ReviewPageRequested' }, { type: 'ReviewPageLoaded', count: 3 }]);
    expect(run([{ type: 'ReviewFilterChanged' }], state)).toEqual(initialReviewPaging);
  });

  it(`asks 10 a page, sorted by time (spec 000 §7 "sort 'time', count 10, page, only_photo_review")`, () => {
    expect(reviewPageQuery({ nextPage: 3, loading: false, exhausted: false }, true)).toEqual({
      sort: 'time',
      count: 10,
      page: 3,
      only_photo_review: true,
    });
  });
});
