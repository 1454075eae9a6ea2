import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { contentText, parseHar } from './har-file.ts';
import { callEntry, fileEntry, harText } from './testing/har-of.ts';

const left = (text: string) => {
  const parsed = parseHar(text);
  if (E.isRight(parsed)) throw new Error('decoded');
  return parsed.left;
};

describe('a HAR file', () => {
  it('that is not JSON is refused with the line and column where it stopped', () => {
    expect(left('{\n  "log": {\n    "entries": [,]\n  }\n}')).toBe(
      "line 3, column 17: not JSON: Unexpected token ','",
    );
  });

  it('that ends too early is refused at its end', () => {
    expect(left('{"log":\n{"entries": [')).toMatch(
      /^line 2, column 14: not JSON: Unexpected end of JSON input/,
    );
  });

  it('that is JSON but no HAR says what is missing', () => {
    expect(left('{"entries": []}')).toMatch(/^not a HAR file \(no log.entries list\): \$\.log/);
  });

  it('names an entry that does not decode by its index and field', () => {
    const broken = { ...callEntry('restaurant.menu'), request: { method: 'GET', headers: [] } };
    expect(left(harText([fileEntry('/'), broken]))).toMatch(/entry 1: \$\.request\.url: /);
  });

  it('reads its entries and who wrote it', () => {
    const har = parseHar(harText([fileEntry('/'), callEntry('restaurant.menu')]));
    expect(E.isRight(har) && har.right).toMatchObject({ creator: 'Test 1', entries: { length: 2 } });
  });

  it('reads an answer stored as base64', () => {
    expect(contentText({ text: Buffer.from('{"a":"양념"}').toString('base64'), encoding: 'base64' })).toBe(
      '{"a":"양념"}',
    );
    expect(contentText({})).toBeNull();
  });
});
