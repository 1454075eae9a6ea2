// What a client sends is bounded by its codec: every string of every call's path parameters, query
// and body is a TextType (a maximum length; no control characters or unpaired surrogates), and every
// number has a maximum. Answers keep the open codecs (a server's text is shown, not refused).
import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { callList } from './calls.ts';
import { ClosedType } from './closed.ts';
import { TextType } from './primitives.ts';

/** Leaves that are bounded by construction: literals, enumerations, patterns and ranges. */
const BOUNDED = new Set([
  'boolean',
  'null',
  'Id',
  'Quantity',
  'SmallCount',
  'Amount',
  'Latitude',
  'Longitude',
  'PhoneNumber',
  'SmsCode',
  'IsoDateTime',
  'IdParam',
  'CountParam',
  'LatParam',
  'LngParam',
  'PhoneParam',
  'BoolParam',
  'PointParam',
]);

/** Each leaf codec under `codec` with the path to it. */
function leaves(codec: t.Mixed, path: string): [string, t.Mixed][] {
  if (codec instanceof ClosedType)
    return Object.entries({ ...codec.required, ...codec.optional }).flatMap(([k, v]) =>
      leaves(v as t.Mixed, `${path}.${k}`),
    );
  if (codec instanceof t.InterfaceType || codec instanceof t.PartialType)
    return Object.entries(codec.props as t.Props).flatMap(([k, v]) => leaves(v, `${path}.${k}`));
  if (codec instanceof t.IntersectionType || codec instanceof t.UnionType)
    return (codec.types as t.Mixed[]).flatMap((c) => leaves(c, path));
  if (codec instanceof t.ArrayType || codec instanceof t.ReadonlyArrayType)
    return leaves(codec.type, `${path}[]`);
  if (codec instanceof t.ReadonlyType || codec instanceof t.ExactType || codec instanceof t.RefinementType)
    return leaves(codec.type, path);
  if (codec instanceof t.DictionaryType)
    return [...leaves(codec.domain, `${path}{key}`), ...leaves(codec.codomain, `${path}{}`)];
  return [[path, codec]];
}

const bounded = (codec: t.Mixed) =>
  codec instanceof TextType ||
  codec instanceof t.LiteralType ||
  codec instanceof t.KeyofType ||
  BOUNDED.has(codec.name);

describe('request codecs', () => {
  const inputs = callList.flatMap((call) => [
    ...leaves(call.params, `${call.name} params`),
    ...('query' in call ? leaves(call.query, `${call.name} query`) : []),
    ...('body' in call ? leaves(call.body, `${call.name} body`) : []),
  ]);

  it('bound every string and every number a client sends', () => {
    expect(inputs.length).toBeGreaterThan(200);
    const unbounded = inputs
      .filter(([, codec]) => !bounded(codec))
      .map(([path, codec]) => `${path}: ${codec.name}`);
    expect(unbounded).toEqual([]);
  });

  it('refuse NUL, other control characters, unpaired surrogates and overlong text, naming the limit', () => {
    const line = new TextType('Line', 10, 0);
    expect(line.is('서울 강남구\t1\n')).toBe(true);
    expect(line.is('😀')).toBe(true);
    for (const bad of ['a\u0000b', '\u001b[0m', '\ud800', 'x\udc00', '\u007f', 'x'.repeat(11), 3])
      expect(line.is(bad)).toBe(false);
    const result = line.decode('x'.repeat(11));
    expect(result._tag === 'Left' && result.left[0]?.message).toBe('expected at most 10 characters');
  });
});
