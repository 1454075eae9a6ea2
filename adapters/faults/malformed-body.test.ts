import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { callNames, calls } from '../../contract/calls.ts';
import { decodeFailure, decodeResponse } from '../../contract/decode.ts';
import { malformedBody } from './malformed-body.ts';

describe('the malformed body', () => {
  it('is valid JSON that decodes neither as the answer nor as the failure, for every JSON call', () => {
    for (const name of callNames) {
      const call = calls[name];
      if (call.responseType === 'text') continue;
      const body: unknown = JSON.parse(malformedBody(name));
      expect(E.isLeft(decodeResponse(call, body)), name).toBe(true);
      expect(E.isLeft(decodeFailure(call, body)), name).toBe(true);
    }
  });

  it('keeps the first field of the real answer where it can', () => {
    expect(malformedBody('restaurant.list')).toBe('{"restaurants":"oops"}');
    expect(malformedBody(null)).toBe('{"oops":true}');
  });
});
