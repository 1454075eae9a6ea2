import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import {
  decodeFaultConfig,
  describeFaultConfigError,
  formatFaultConfigError,
  parseFaultConfig,
} from './fault-config.ts';

describe('the fault config', () => {
  it('takes one rule or a list, by call name or path pattern', () => {
    expect(parseFaultConfig('{"match":"order.submit","fault":"timeout"}')).toEqual(
      E.right([{ match: 'order.submit', fault: 'timeout' }]),
    );
    expect(
      decodeFaultConfig([
        { match: '/api/v1/restaurants/:id/menu/', fault: 'malformed', times: 2, body: '{"x":' },
        { match: 'cart.submit', fault: 'reset' },
      ]),
    ).toEqual(
      E.right([
        { match: '/api/v1/restaurants/:id/menu/', fault: 'malformed', times: 2, body: '{"x":' },
        { match: 'cart.submit', fault: 'reset' },
      ]),
    );
  });

  it('names the JSON path of what is wrong', () => {
    const left = (u: unknown) => {
      const r = decodeFaultConfig(u);
      if (E.isRight(r)) throw new Error('expected a Left');
      return r.left;
    };
    expect(left({ match: 'order.sumbit', fault: 'timeout' })).toMatchObject({ path: '$.match' });
    expect(left({ match: 'order.submit', fault: 'slow' }).path).toBe('$.fault');
    expect(left([{ match: 'order.submit', fault: 'timeout', times: 0 }]).path).toBe('$[0].times');
    expect(left({ match: 'order.submit', fault: 'timeout', time: 2 }).path).toBe('$.time');
    const text = parseFaultConfig('{"match":');
    expect(E.isLeft(text) && formatFaultConfigError(text.left)).toMatch(/^fault config: \$: invalid JSON/);
  });
});

describe('a faults file with a mistake', () => {
  const error = (text: string) => {
    const r = parseFaultConfig(text);
    if (E.isRight(r)) throw new Error('expected a Left');
    return r.left;
  };

  it('names the kinds there are, and the line', () => {
    expect(error('[\n  {"match": "order.submit", "fault": "slow"}\n]')).toEqual({
      path: '$[0].fault',
      message: 'expected one of timeout | status500 | status0 | malformed | reset, got "slow"',
      line: 2,
    });
  });

  it('names a stray key with "did you mean" and the fields a rule has', () => {
    const e = error(
      '[\n  {"match": "order.submit", "fault": "timeout"},\n  {"match": "cart.submit",\n   "fault": "reset", "time": 2}\n]',
    );
    expect(e).toEqual({
      path: '$[1].time',
      message: 'unknown field "time"; did you mean "times"? (a rule has match, fault, times, body)',
      line: 4,
    });
    expect(describeFaultConfigError('faults.json', e)).toBe(
      'faults.json:4: $[1].time: unknown field "time"; did you mean "times"? (a rule has match, fault, times, body)',
    );
  });
});

describe('a faults file with a required field mistyped', () => {
  it('names the stray key, its line and the field meant, not the field as missing', () => {
    const r = parseFaultConfig('[\n  {"match": "order.submit",\n   "falut": "reset"}\n]');
    expect(r).toEqual(
      E.left({
        path: '$[0].falut',
        message: 'unknown field "falut"; did you mean "fault"? (a rule has match, fault, times, body)',
        line: 3,
      }),
    );
    expect(parseFaultConfig('{"mtach": "order.submit", "fault": "reset"}')).toMatchObject({
      left: {
        path: '$.mtach',
        message: expect.stringMatching(/^unknown field "mtach"; did you mean "match"\?/),
      },
    });
  });
});

describe('a mistyped call name', () => {
  it('is refused with the call it was likely meant to be, and the line', () => {
    expect(parseFaultConfig('[\n  {"match": "order.submt", "fault": "timeout"}\n]')).toEqual(
      E.left({
        path: '$[0].match',
        message:
          'expected a call name (e.g. order.submit) or a path pattern starting with /, got "order.submt"; did you mean "order.submit"?',
        line: 2,
      }),
    );
    expect(E.isLeft(parseFaultConfig('{"match": "submit", "fault": "reset"}'))).toBe(true);
    const left = parseFaultConfig('{"match": "stock", "fault": "reset"}');
    expect(E.isLeft(left) && left.left.message).toBe(
      'expected a call name (e.g. order.submit) or a path pattern starting with /, got "stock"; did you mean "stock.check"?',
    );
  });
});
