import { describe, expect, it } from 'vitest';
import { calls } from './calls.ts';
import { decodeBody, decodeResponse } from './decode.ts';
import { edit, leftOf, REMOVE, rightOf, sampleOf } from './testing/codec-helpers.ts';

describe('stock.check', () => {
  const call = calls['stock.check'];
  const sample = sampleOf('stock.check');

  it('decodes the request and the shortage answer', () => {
    expect(rightOf(decodeBody(call, sample.body)).items[0]?.quantity).toBe(2);
    const answer = rightOf(decodeResponse(call, sample.response));
    expect(answer.success).toBe(false);
    expect(answer.items[0]?.stock_amount).toBe(1);
  });

  it('names a missing shortage field', () => {
    const body = edit(sample.response, ['items', 0, 'stock_amount'], REMOVE);
    expect(leftOf(decodeResponse(call, body)).path).toBe('$.items[0].stock_amount');
  });

  it('refuses a line with a zero quantity or a misspelt key', () => {
    expect(leftOf(decodeBody(call, edit(sample.body, ['items', 0, 'quantity'], 0))).path).toBe(
      '$.items[0].quantity',
    );
    const typo = edit(sample.body, ['items', 0, 'additionalIngredientSet'], []);
    expect(leftOf(decodeBody(call, typo))).toMatchObject({
      path: '$.items[0].additionalIngredientSet',
      message: 'unknown field, got []',
    });
  });
});
