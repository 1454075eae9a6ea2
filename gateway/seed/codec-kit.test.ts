import { isLeft } from 'fp-ts/Either';
import type * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { list, nullable, oneOf, optional, strictStruct, withDefault } from './codec-kit.ts';
import { NonEmptyString, Won } from './primitives.ts';
import { reportErrors } from './report-errors.ts';

const Option = strictStruct('an option', { name: NonEmptyString, price: Won });
const Item = strictStruct('a menu item', {
  name: NonEmptyString,
  price: Won,
  discounted_price: withDefault(nullable(Won), null),
  note: optional(NonEmptyString),
  kind: withDefault(oneOf(['main', 'side']), 'main'),
  options: withDefault(list(Option), []),
});

function problems<A>(codec: t.Type<A, unknown, unknown>, value: unknown): string[] {
  const result = codec.decode(value);
  return isLeft(result) ? reportErrors(result.left).map((e) => `${e.path}: ${e.message}`) : [];
}

describe('strictStruct', () => {
  it('decodes the declared fields and fills the defaults of those left out', () => {
    expect(Item.decode({ name: '짜장면', price: 7000 })).toEqual({
      _tag: 'Right',
      right: { name: '짜장면', price: 7000, discounted_price: null, kind: 'main', options: [] },
    });
  });

  it('refuses an unknown field at its own path instead of stripping it', () => {
    expect(problems(Item, { name: '짜장면', price: 7000, colour: 'black' })).toEqual([
      '$.colour: unknown field',
    ]);
  });

  it('suggests the declared field an unknown one is a typo of', () => {
    expect(problems(Item, { name: '짜장면', price: 7000, optoins: [] })).toEqual([
      '$.optoins: unknown field (did you mean "options"?)',
    ]);
  });

  it('reports every bad field, nested ones with their index, in the order of the input', () => {
    expect(
      problems(Item, {
        price: -100,
        discounted_price: '6000',
        options: [
          { name: '곱빼기', price: 1000 },
          { name: '', price: 1.5, extra: true },
        ],
      }),
    ).toEqual([
      '$.price: expected an integer number of won, 0 or more, got -100',
      '$.discounted_price: expected an integer number of won or null, got "6000"',
      '$.options[1].name: expected a non-empty string, got ""',
      '$.options[1].price: expected an integer number of won, got 1.5',
      '$.options[1].extra: unknown field',
      '$.name: missing; expected a non-empty string',
    ]);
  });

  it('refuses a value that is not an object', () => {
    expect(problems(Item, [1, 2])).toEqual(['$: expected a menu item, got a list of 2']);
    expect(problems(list(Item, 'a list of items'), { name: 'x' })).toEqual([
      '$: expected a list of items, got an object',
    ]);
  });

  it('quotes a key that is not an identifier in the path', () => {
    expect(problems(Item, { name: '짜장면', price: 7000, 가격: 7000 })).toEqual(['$["가격"]: unknown field']);
  });

  it('agrees with decode in `is`', () => {
    expect(Item.is({ name: '짜장면', price: 7000, discounted_price: null, kind: 'side', options: [] })).toBe(
      true,
    );
    expect(Item.is({ name: '짜장면', price: 7000, extra: 1 })).toBe(false);
  });
});

describe('oneOf', () => {
  it('names the allowed values in the error', () => {
    expect(problems(oneOf(['vd', 'od']), 'delivery')).toEqual(['$: expected "vd" or "od", got "delivery"']);
  });
});
