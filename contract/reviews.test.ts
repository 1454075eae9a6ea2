import { describe, expect, it } from 'vitest';
import { calls } from './calls.ts';
import { decodeQuery, decodeResponse } from './decode.ts';
import { edit, leftOf, rightOf, sampleOf } from './testing/codec-helpers.ts';

describe('review.list', () => {
  const call = calls['review.list'];
  const sample = sampleOf('review.list');

  it('decodes a page of reviews with images and the owner reply', () => {
    const reviews = rightOf(decodeResponse(call, sample.response));
    expect(reviews[0]?.reply?.comment).toBe('감사합니다!');
    expect(reviews[1]?.reply).toBeNull();
  });

  it('names a bad reply date', () => {
    const body = edit(sample.response, [0, 'reply', 'created_at'], 'yesterday');
    expect(leftOf(decodeResponse(call, body)).path).toBe('$[0].reply.created_at');
  });

  it('takes sort time, count and page; nothing else sorts', () => {
    expect(rightOf(decodeQuery(call, sample.query))).toMatchObject({ sort: 'time', count: 10, page: 1 });
    expect(leftOf(decodeQuery(call, { ...sample.query, sort: 'rating' })).path).toBe('$.sort');
  });
});

describe('review.rating and the report calls', () => {
  it('decodes the aggregate rating', () => {
    const rating = rightOf(decodeResponse(calls['review.rating'], sampleOf('review.rating').response));
    expect(rating).toEqual({ review_avg: 4.7, review_count: 2 });
    const bad = edit(sampleOf('review.rating').response, ['review_count'], -1);
    expect(leftOf(decodeResponse(calls['review.rating'], bad)).path).toBe('$.review_count');
  });

  it('decodes the report answers; error_code is a number or null', () => {
    const reply = rightOf(
      decodeResponse(calls['review.report-reply'], sampleOf('review.report-reply').response),
    );
    expect(reply.error_code).toBe(401);
    const bad = edit(sampleOf('review.report').response, ['error_code'], '401');
    expect(leftOf(decodeResponse(calls['review.report'], bad)).path).toBe('$.error_code');
  });
});
