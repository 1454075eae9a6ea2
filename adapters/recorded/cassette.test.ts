import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import {
  type Cassette,
  decodeCassette,
  formatCassette,
  formatCassetteError,
  parseCassette,
} from './cassette.ts';

const cassette: Cassette = {
  version: 1,
  recorded_at: '2026-11-21T12:00:00+09:00',
  profile_origin: 'http://127.0.0.1:8080',
  interactions: [
    {
      call: 'review.rating',
      request: { method: 'GET', path: '/review/restaurant/1001/avgrating/', body: null },
      response: {
        status: 200,
        headers: { location: '/x', 'content-type': 'application/json' },
        body: { review_avg: 4.6, review_count: 14 },
      },
    },
  ],
};

const leftOf = <A>(r: E.Either<{ path: string; message: string }, A>) => {
  if (E.isRight(r)) throw new Error('expected a Left');
  return r.left;
};

describe('the cassette format', () => {
  it('decodes what it formats', () => {
    expect(parseCassette(formatCassette(cassette))).toEqual(E.right(cassette));
  });

  it('writes envelope keys in a fixed order and headers sorted, whatever order they came in', () => {
    const scrambled = JSON.parse(JSON.stringify(cassette)) as Record<string, unknown>;
    const reordered = {
      interactions: scrambled.interactions,
      recorded_at: scrambled.recorded_at,
      version: 1,
    };
    const text = formatCassette({ ...(reordered as unknown as Cassette), profile_origin: 'http://h' });
    expect(Object.keys(JSON.parse(text) as object)).toEqual([
      'version',
      'recorded_at',
      'profile_origin',
      'interactions',
    ]);
    expect(text.indexOf('"content-type"')).toBeLessThan(text.indexOf('"location"'));
    expect(text.endsWith('}\n')).toBe(true);
    expect(text).toContain('\n  "interactions": [\n');
  });

  it('names the JSON path of a bad value', () => {
    const bad = (edit: (c: Record<string, unknown>) => void) => {
      const copy = JSON.parse(formatCassette(cassette)) as Record<string, unknown>;
      edit(copy);
      return leftOf(decodeCassette(copy, 'x.json'));
    };
    const first = (c: Record<string, unknown>) =>
      (c.interactions as Record<string, Record<string, unknown>>[])[0];
    expect(bad((c) => Object.assign(c, { version: 2 })).path).toBe('$.version');
    expect(bad((c) => Object.assign(first(c) ?? {}, { call: 'order.sumbit' })).path).toBe(
      '$.interactions[0].call',
    );
    const status = bad((c) => Object.assign(first(c)?.response ?? {}, { status: 0 }));
    expect(status).toMatchObject({ path: '$.interactions[0].response.status', file: 'x.json' });
    expect(status.message).toContain('100..599');
    const typo = bad((c) => Object.assign(first(c)?.request ?? {}, { bdoy: null }));
    expect(typo.path).toBe('$.interactions[0].request.bdoy');
    expect(typo.message).toMatch(/^unknown field/);
    expect(bad((c) => Object.assign(first(c)?.request ?? {}, { path: 'api/x' })).path).toBe(
      '$.interactions[0].request.path',
    );
    const withoutBody = bad((c) => {
      const req = first(c)?.request;
      if (req !== undefined) delete req.body;
    });
    expect(withoutBody.path).toBe('$.interactions[0].request.body');
  });

  it('reports invalid JSON at $ with the file name', () => {
    const error = leftOf(parseCassette('{"version": 1,', 'broken.json'));
    expect(formatCassetteError(error)).toMatch(/^broken\.json: \$: invalid JSON: /);
  });

  it('accepts a byte-order mark and a null call for a path outside the contract', () => {
    const outside = { ...cassette, interactions: [{ ...cassette.interactions[0], call: null }] };
    expect(E.isRight(parseCassette(`\uFEFF${JSON.stringify(outside)}`))).toBe(true);
  });
});
