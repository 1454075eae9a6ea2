// GET /api/v1/reviews/{restaurant_id}/ and GET /review/restaurant/{restaurant_id}/avgrating/
// (spec 000 §7): reviews newest first, `count` a page (the client asks 10; up to 50 accepted),
// pages from 1, optionally photo reviews only; the rating is the restaurant's review_avg and
// review_count (the seed's figures win over the listed reviews, as on the restaurant).
import type { FastifyInstance } from 'fastify';
import type * as t from 'io-ts';
import { calls } from '../../contract/calls.ts';
import type { Review } from '../../contract/reviews.ts';
import { messages } from '../../domain/messages.ts';
import type { GatewayContext } from '../context.ts';
import { answer, serveCall } from '../http/serve-call.ts';
import { badField, notFound } from './refusals.ts';
import { findRestaurant } from './restaurant-store.ts';

export const MAX_REVIEW_PAGE = 50;

export function registerReviews(app: FastifyInstance, ctx: GatewayContext): void {
  serveCall(app, ctx.serve, calls['review.list'], async ({ params, query }) => {
    if (query.count > MAX_REVIEW_PAGE) {
      return badField('review.list', 'count', `expected at most ${MAX_REVIEW_PAGE}, got ${query.count}`);
    }
    const restaurant = await findRestaurant(ctx.db, params.restaurant_id);
    if (restaurant === null) return notFound(messages.RESTAURANT_LOAD_FAILED);
    const photoOnly = query.only_photo_review === true;
    const rows = await ctx.db.query<{ doc: t.TypeOf<typeof Review> }>(
      `SELECT doc FROM reviews WHERE restaurant_id = $1 AND (has_photo OR NOT $2::boolean)
       ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
      [params.restaurant_id, photoOnly, query.count, (query.page - 1) * query.count],
    );
    return answer(rows.map((r) => r.doc));
  });

  serveCall(app, ctx.serve, calls['review.rating'], async ({ params }) => {
    const restaurant = await findRestaurant(ctx.db, params.restaurant_id);
    if (restaurant === null) return notFound(messages.RESTAURANT_LOAD_FAILED);
    return answer({ review_avg: restaurant.doc.review_avg, review_count: restaurant.doc.review_count });
  });
}
