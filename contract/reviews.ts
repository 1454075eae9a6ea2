// Reviews, the aggregated rating and the two report calls (spec 000 §3 "Review", §7).
import * as t from 'io-ts';
import { get } from './call-def.ts';
import { closed } from './closed.ts';
import { Count, Id, Integer, IsoDateTime, nullable, withOptional } from './primitives.ts';
import { BoolParam, CountParam, IdParam } from './query-params.ts';
import { RestaurantIdParams } from './restaurants.ts';

/** Designed beyond review_images and reply: the fields SEED-FORMAT.md gives a review. */
export const Review = withOptional(
  'Review',
  {
    id: Id,
    nickname: t.string,
    rating: t.number,
    comment: t.string,
    created_at: IsoDateTime,
    review_images: t.array(t.string),
    reply: nullable(t.type({ comment: t.string, created_at: IsoDateTime }, 'ReviewReply')),
  },
  { menu_summary: t.string },
);

/** A page of reviews, newest first; fewer than `count` (10) means the last page. */
export const Reviews = t.array(Review, 'Reviews');

export const ReviewsQuery = closed(
  'ReviewsQuery',
  { sort: t.literal('time'), count: CountParam, page: IdParam },
  { only_photo_review: BoolParam },
);

/** Designed: "Review info: aggregated rating" as the average (null without reviews) and the count. */
export const ReviewRating = t.type({ review_avg: nullable(t.number), review_count: Count }, 'ReviewRating');

/** Both report calls: error_code null on success, 401 when not logged in (spec 000 §8). */
export const ReportResult = t.type({ message: t.string, error_code: nullable(Integer) }, 'ReportResult');

const ReplyIdParams = closed('ReplyIdParams', { reply_id: IdParam });

export const reviewCalls = [
  get('review.list', 'api', '/api/v1/reviews/:restaurant_id/', {
    params: RestaurantIdParams,
    query: ReviewsQuery,
    response: Reviews,
  }),
  get('review.rating', 'api', '/review/restaurant/:restaurant_id/avgrating/', {
    params: RestaurantIdParams,
    response: ReviewRating,
  }),
  get('review.report', 'api', '/api/v1/create_review_report/:reply_id/', {
    params: ReplyIdParams,
    response: ReportResult,
  }),
  get('review.report-reply', 'api', '/api/v1/create_review_reply_report/:reply_id/', {
    params: ReplyIdParams,
    response: ReportResult,
  }),
] as const;
