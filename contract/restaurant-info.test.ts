import { describe, expect, it } from 'vitest';
import { calls } from './calls.ts';
import { decodeResponse } from './decode.ts';
import { edit, leftOf, REMOVE, rightOf, sampleOf } from './testing/codec-helpers.ts';

describe('restaurant.info', () => {
  const call = calls['restaurant.info'];
  const sample = sampleOf('restaurant.info');

  it('decodes origin info, the owner introduction and the images', () => {
    const info = rightOf(decodeResponse(call, sample.response));
    expect(info.country_origin).toBe('닭고기: 국내산');
    expect(info.images).toHaveLength(2);
  });

  it('allows no introduction, but not an introduction without its text', () => {
    expect(
      rightOf(decodeResponse(call, edit(sample.response, ['introduction_by_owner'], null))),
    ).toBeTruthy();
    const body = edit(sample.response, ['introduction_by_owner', 'introduction_text'], REMOVE);
    expect(leftOf(decodeResponse(call, body)).path).toBe('$.introduction_by_owner.introduction_text');
  });
});
