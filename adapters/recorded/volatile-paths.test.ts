import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import type { Json } from './json.ts';
import { learnedValues } from './learned-values.ts';
import { normaliseRequest, requestKey } from './normalise.ts';
import { maskBody, parseVolatilePath, parseVolatilePaths, type VolatilePath } from './volatile-paths.ts';

const paths = (...texts: string[]): VolatilePath[] => {
  const parsed = parseVolatilePaths(texts);
  if (E.isLeft(parsed)) throw new Error(parsed.left);
  return parsed.right;
};

describe('volatile paths', () => {
  it('refuse what is neither body.… nor query.name, saying the form', () => {
    const refusal = (text: string) => {
      const parsed = parseVolatilePath(text);
      return E.isLeft(parsed) ? parsed.left : null;
    };
    expect(refusal('delivery_info.user_comment')).toMatch(/start with body\. .* or query\./);
    expect(refusal('body.')).toMatch(/expected body\.name/);
    expect(refusal('body.a..b')).toMatch(/expected body\.name/);
    expect(refusal('query.a.b')).toMatch(/one name/);
    expect(refusal('query.*')).toMatch(/one name/);
    expect(refusal('body.items.*.note')).toBeNull();
  });

  it('mask the named fields whatever they hold (null, objects), and only present ones', () => {
    const body: Json = {
      delivery_info: { user_comment: 'run 1', phone: '01012345678' },
      items: [{ note: 'a', id: 1 }, { id: 2 }, { note: null, id: 3 }],
      extra: { nested: { deep: 1 } },
    };
    expect(
      maskBody(body, paths('body.delivery_info.user_comment', 'body.items.*.note', 'body.extra')),
    ).toEqual({
      delivery_info: { user_comment: '<volatile>', phone: '01012345678' },
      items: [{ note: '<volatile>', id: 1 }, { id: 2 }, { note: '<volatile>', id: 3 }],
      extra: '<volatile>',
    });
    expect(maskBody(body, paths('body.items.1.id'))).toMatchObject({
      items: [{ id: 1 }, { id: '<volatile>' }, { id: 3 }],
    });
    expect(maskBody('text', paths('body.a'))).toBe('text');
  });

  it('make two requests that differ only there the same question, on both sides', () => {
    const key = (comment: string, t: string, volatile: readonly VolatilePath[]) =>
      requestKey(
        normaliseRequest(
          { method: 'POST', path: `/order/submit?t=${t}&page=1`, body: { memo: comment, total: 22000 } },
          { call: null, learned: learnedValues(), volatile },
        ),
      );
    const named = paths('body.memo', 'query.t');
    expect(key('run 1', '111', named)).toBe(key('run 2', '222', named));
    expect(key('run 1', '111', [])).not.toBe(key('run 2', '222', []));
    // only the named field: the total still tells two orders apart
    expect(key('run 1', '111', paths('body.total'))).not.toBe(key('run 2', '111', paths('body.total')));
  });
});
