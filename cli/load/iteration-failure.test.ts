import { describe, expect, it } from 'vitest';
import type { LineResult } from '../script/run-script.ts';
import { iterationFailure } from './iteration-failure.ts';

const line = (n: number, type: string, more: Partial<LineResult> = {}): LineResult => ({
  script: 's.jsonl',
  line: n,
  type,
  ok: true,
  events: [],
  ...more,
});
const skipped = (n: number) => line(n, 'SubmitOrder', { ok: false, skipped: true });

describe('iterationFailure', () => {
  it('is null when every line held', () => {
    expect(iterationFailure([line(1, 'AddItem'), line(2, 'assert')])).toBeNull();
  });

  it('names the rejection code of the command that failed', () => {
    const rejected = line(3, 'AddItem', {
      ok: false,
      rejection: { code: 'MENU_SOLD_OUT', message: '메뉴가 품절이에요' },
      failure: 'expected ok, was rejected MENU_SOLD_OUT — 메뉴가 품절이에요',
    });
    expect(iterationFailure([line(1, 'OpenRestaurant'), rejected, skipped(4)])).toEqual({
      kind: 'rejected MENU_SOLD_OUT',
      example: 's.jsonl:3 AddItem: expected ok, was rejected MENU_SOLD_OUT — 메뉴가 품절이에요',
    });
  });

  it('tells an assertion from a step that did not do what was expected', () => {
    const assertion = line(5, 'assert', { ok: false, failure: 'cart.total: expected 1, was 2' });
    expect(iterationFailure([assertion, skipped(6)])?.kind).toBe('assertion failed');
    const noCode = line(7, 'VerifySmsCode', { ok: false, failure: 'no SMS code in the sandbox outbox' });
    expect(iterationFailure([noCode])).toEqual({
      kind: 'expectation failed',
      example: 's.jsonl:7 VerifySmsCode: no SMS code in the sandbox outbox',
    });
  });
});
