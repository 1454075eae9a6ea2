import { describe, expect, it } from 'vitest';
import { calls } from './calls.ts';
import { decodeQuery, decodeResponse } from './decode.ts';
import { edit, leftOf, rightOf, sampleOf } from './testing/codec-helpers.ts';

describe('poll calls', () => {
  it('decodes the choices', () => {
    const choices = rightOf(decodeResponse(calls['poll.choices'], sampleOf('poll.choices').response));
    expect(choices).toEqual([
      { number: 1, text: '맛있어서', has_text: false },
      { number: 9, text: '기타', has_text: true },
    ]);
  });

  it('names a choice whose has_text is not a boolean', () => {
    const body = edit(sampleOf('poll.choices').response, [1, 'has_text'], 1);
    expect(leftOf(decodeResponse(calls['poll.choices'], body)).path).toBe('$[1].has_text');
  });

  it('submit takes order_number, number, text and uniq_key as query strings', () => {
    const call = calls['poll.submit'];
    const sample = sampleOf('poll.submit');
    expect(rightOf(decodeQuery(call, sample.query)).number).toBe(9);
    expect(leftOf(decodeQuery(call, edit(sample.query, ['number'], 'nine'))).path).toBe('$.number');
    expect(leftOf(decodeQuery(call, { ...sample.query, uniq: 'x' })).path).toBe('$.uniq');
  });
});
