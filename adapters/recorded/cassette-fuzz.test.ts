// The cassette decoder over arbitrary input: it never throws, and what is not a cassette is a Left
// with a JSON path.
import * as fc from 'fast-check';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { edit, pathsOf } from '../../contract/testing/codec-helpers.ts';
import { type CassetteError, decodeCassette, formatCassette, parseCassette } from './cassette.ts';
import { readCassetteFile } from './cassette-file.ts';

const RUNS = 500;

const fixture = readCassetteFile(
  new URL('../../fixtures/cassettes/cash-order.json', import.meta.url).pathname,
);
const valid: unknown = E.isRight(fixture) ? JSON.parse(formatCassette(fixture.right)) : null;

function expectWellFormed(error: CassetteError) {
  expect(error.path).toMatch(/^\$/);
  expect(error.message.length).toBeGreaterThan(0);
}

describe('decoding arbitrary cassettes', () => {
  it('never throws on any JSON value, and answers a Left', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const result = decodeCassette(value);
        expect(E.isLeft(result)).toBe(true);
        if (E.isLeft(result)) expectWellFormed(result.left);
      }),
      { numRuns: RUNS },
    );
  });

  it('never throws on any text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = parseCassette(text);
        if (E.isLeft(result)) expectWellFormed(result.left);
      }),
      { numRuns: RUNS },
    );
  });

  it('never throws on the real cassette with one value replaced, and a Left is well formed', () => {
    expect(valid).not.toBeNull();
    const paths = pathsOf(valid).filter((p) => p.length > 0);
    fc.assert(
      fc.property(fc.constantFrom(...paths), fc.jsonValue(), (path, replacement) => {
        const result = decodeCassette(edit(valid, path, replacement));
        if (E.isLeft(result)) expectWellFormed(result.left);
        else expect(result.right.version).toBe(1);
      }),
      { numRuns: RUNS },
    );
  });
});
