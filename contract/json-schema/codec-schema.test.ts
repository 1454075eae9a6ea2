import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { callList } from '../calls.ts';
import { closed } from '../closed.ts';
import { Id, nonEmptyText, nullable, TextType, withOptional } from '../primitives.ts';
import { IdParam } from '../query-params.ts';
import { withSchema } from './annotations.ts';
import { CodecSchemaError, schemaSet } from './codec-schema.ts';

describe('schemaSet', () => {
  it('walks an open object: a field that may be undefined is not required, a null one is', () => {
    const set = schemaSet();
    const codec = t.type({ a: t.string, b: t.union([t.number, t.undefined]), c: nullable(t.boolean) });
    expect(set.schemaOf(codec, 'test')).toEqual({
      type: 'object',
      properties: {
        a: { type: 'string' },
        b: { type: 'number' },
        c: { anyOf: [{ type: 'boolean' }, { type: 'null' }] },
      },
      required: ['a', 'c'],
    });
  });

  it('closes a closed object and shares it by name', () => {
    const set = schemaSet();
    const body = closed('NoteBody', { note: nonEmptyText(20) }, { id: Id });
    expect(set.schemaOf(t.array(body), 'test')).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/NoteBody' },
    });
    const note = set.components().NoteBody;
    expect(note).toMatchObject({
      type: 'object',
      properties: {
        note: { type: 'string', minLength: 1, maxLength: 20 },
        id: { type: 'integer', minimum: 1 },
      },
      required: ['note'],
      additionalProperties: false,
    });
  });

  it('merges the required and optional halves of an open object into one', () => {
    const set = schemaSet();
    expect(set.schemaOf(t.array(withOptional('Pair', { a: t.string }, { b: t.string })), 'test')).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/Pair' },
    });
    expect(set.components().Pair).toEqual({
      type: 'object',
      properties: { a: { type: 'string' }, b: { type: 'string' } },
      required: ['a'],
    });
  });

  it('keeps allOf for an intersection with a union, and literals, keyofs, tuples and records', () => {
    const set = schemaSet();
    const codec = t.intersection([
      t.type({ kind: t.literal('x') }),
      t.union([t.type({ a: t.string }), t.type({ b: t.string })]),
    ]);
    expect(set.schemaOf(codec, 'test')).toMatchObject({ allOf: [{ type: 'object' }, { anyOf: [{}, {}] }] });
    expect(set.schemaOf(t.keyof({ vd: null, od: null }), 'test')).toEqual({
      type: 'string',
      enum: ['vd', 'od'],
    });
    expect(set.schemaOf(t.tuple([t.string, t.null]), 'test')).toEqual({
      type: 'array',
      prefixItems: [{ type: 'string' }, { type: 'null' }],
      minItems: 2,
      maxItems: 2,
    });
    expect(set.schemaOf(t.record(t.string, t.number), 'test')).toEqual({
      type: 'object',
      additionalProperties: { type: 'number' },
    });
  });

  it('gives a query-parameter codec the schema of the value it carries', () => {
    expect(schemaSet().schemaOf(IdParam, 'test')).toMatchObject({ type: 'integer', minimum: 1 });
  });

  it('fails on a codec it cannot see into, naming it and where it was met', () => {
    const opaque = new t.Type<string, string, unknown>(
      'Opaque',
      (u): u is string => typeof u === 'string',
      (u, c) => (typeof u === 'string' ? t.success(u) : t.failure(u, c)),
      t.identity,
    );
    expect(() => schemaSet().schemaOf(t.type({ x: opaque }), 'thing.get response')).toThrowError(
      new CodecSchemaError(
        'no JSON Schema for codec Opaque (thing.get response.x): the walker cannot see inside it: give its schema with withSchema (contract/json-schema/annotations.ts) where it is defined',
      ),
    );
    expect(schemaSet().schemaOf(withSchema(opaque, { type: 'string' }), 'test')).toEqual({ type: 'string' });
  });

  it('fails on text with a rule of its own unless its schema is given', () => {
    const slug = new TextType('Slug', 10, 1, { accept: (s) => !s.includes(' '), message: 'no spaces' });
    expect(() => schemaSet().schemaOf(slug, 'test')).toThrow(/codec Slug \(test\): its rule is a function/);
  });

  it('fails when two codecs of one name differ', () => {
    const set = schemaSet();
    set.schemaOf(t.type({ a: t.string }, 'Thing'), 'first');
    expect(() => set.schemaOf(t.type({ b: t.string }, 'Thing'), 'second')).toThrow(
      /codec Thing \(second\): another codec is named Thing too, with another shape/,
    );
  });

  it('describes every codec of the call table', () => {
    const set = schemaSet();
    for (const call of callList) {
      const payload = call.method === 'GET' ? call.query : call.body;
      for (const codec of [call.params, payload, call.response, call.failure])
        expect(set.schemaOf(codec, call.name)).toBeTypeOf('object');
    }
    expect(Object.keys(set.components()).length).toBeGreaterThan(100);
  });
});
