// GET /api/v1/create_review_report/{id}/ and /api/v1/create_review_reply_report/{id}/ (spec 000 §7,
// §8 "Review report: error_code 401 offers to go to login"; spec 001 §6 "Reporting reviews needs
// login"). As the contract's sample answers it, "not logged in" is a 200 with error_code 401, so the
// client reads one shape. The path parameter is the review's id (the reply belongs to its review).
// Decisions: a member reports a review (or its reply) once; a repeat is answered kindly, not
// counted again. An unknown review, or a reply report for a review without a reply, is a 404.
import type { FastifyInstance } from 'fastify';
import { calls } from '../../contract/calls.ts';
import { messages } from '../../domain/messages.ts';
import type { GatewayContext } from '../context.ts';
import { answer, serveCall } from '../http/serve-call.ts';
import { loggedInMember } from './member-check.ts';
import { notFound } from './refusals.ts';

// Worded here (the spec shows no texts for these answers).
export const REPORT_ACCEPTED = '신고가 접수되었습니다. 검토 후 조치하겠습니다.';
export const REPORT_REPEATED = '이미 신고하신 리뷰입니다.';
export const REVIEW_NOT_FOUND = '리뷰를 찾을 수 없습니다.';

type Target = 'review' | 'reply';

export function registerReviewReports(app: FastifyInstance, ctx: GatewayContext): void {
  const report = async (reviewId: number, target: Target, customerId: string | null) => {
    if (customerId === null) return answer({ message: messages.REVIEW_REPORT_LOGIN, error_code: 401 });
    const rows = await ctx.db.query<{ has_reply: boolean }>(
      "SELECT (doc->'reply') IS NOT NULL AND jsonb_typeof(doc->'reply') = 'object' AS has_reply FROM reviews WHERE id = $1",
      [reviewId],
    );
    const review = rows[0];
    if (review === undefined || (target === 'reply' && !review.has_reply)) return notFound(REVIEW_NOT_FOUND);
    const inserted = await ctx.db.query(
      `INSERT INTO review_reports (review_id, target, customer_id, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING RETURNING review_id`,
      [reviewId, target, customerId, new Date(ctx.clock.now())],
    );
    return answer({ message: inserted.length > 0 ? REPORT_ACCEPTED : REPORT_REPEATED, error_code: null });
  };
  serveCall(app, ctx.serve, calls['review.report'], async ({ params, auth }) =>
    report(params.reply_id, 'review', await loggedInMember(ctx.db, auth)),
  );
  serveCall(app, ctx.serve, calls['review.report-reply'], async ({ params, auth }) =>
    report(params.reply_id, 'reply', await loggedInMember(ctx.db, auth)),
  );
}
