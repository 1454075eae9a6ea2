import { isLeft, isRight } from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { parseJson } from './json-syntax.ts';

const errorOf = (text: string) => {
  const result = parseJson(text);
  return isLeft(result) ? result.left : undefined;
};

describe('parseJson', () => {
  it('parses valid JSON, ignoring a leading byte order mark', () => {
    expect(parseJson('\uFEFF{"a": [1, "두", null]}')).toEqual({
      _tag: 'Right',
      right: { a: [1, '두', null] },
    });
  });

  it.each([
    ['{"a": 1,}', 1, 9, "invalid JSON: a trailing comma before '}'"],
    ['[1, 2,\n]', 2, 1, "invalid JSON: a trailing comma before ']'"],
    ['{\n  "a": 1\n  "b": 2\n}', 3, 3, "invalid JSON: expected ',' or '}' after a property value, got '\"'"],
    ["{'a': 1}", 1, 2, "invalid JSON: expected a property name in double quotes, got '''"],
    [
      '{"name": "역삼 황금치킨", "price": 18,000}',
      1,
      33,
      "invalid JSON: expected a property name in double quotes, got '0'",
    ],
    ['{"a": "one\ntwo"}', 1, 11, 'invalid JSON: unterminated string (a line break inside a string)'],
    ['{"a": 01}', 1, 8, 'invalid JSON: a number may not start with 0'],
    ['{"a": tru}', 1, 7, "invalid JSON: unexpected 't'"],
    ['{"a": 1', 1, 8, 'invalid JSON: unexpected end of file'],
    ['', 1, 1, 'invalid JSON: unexpected end of file'],
    ['{} {}', 1, 4, "invalid JSON: unexpected '{' after the end of the JSON value"],
    ['{"a": "\\x"}', 1, 9, 'invalid JSON: invalid escape \\x'],
  ])('locates the error in %j at line %i, column %i', (text, line, column, message) => {
    expect(errorOf(text)).toEqual({ line, column, message });
  });

  it('counts columns in characters on the line, Korean text included', () => {
    expect(errorOf('[\n  "가나다" "라"\n]')).toMatchObject({ line: 2, column: 9 });
  });

  it('accepts every valid JSON form the scanner knows', () => {
    expect(isRight(parseJson('[-0.5e+3, 1E2, "\\u00e9\\n", true, false, null, {}, []]'))).toBe(true);
  });
});
