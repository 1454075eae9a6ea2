// io-ts codecs walked into JSON Schema 2020-12 (the dialect of OpenAPI 3.1): io-ts's own combinators
// by their `_tag`, the contract's closed objects and bounded text by their classes, every other
// codec by the schema recorded where it is defined (annotations.ts). A codec it cannot describe
// fails the walk, naming the codec and where it was met, so a new codec never passes as `{}`.
// Named objects and unions (`t.type({…}, 'Cart')`, `closed('CartSubmitBody', …)`) become shared
// schemas referenced by name.
import type * as t from 'io-ts';
import { ClosedType } from '../closed.ts';
import { TextType } from '../primitives.ts';
import { annotationOf } from './annotations.ts';
import type { JsonSchema } from './json-schema.ts';

/** Where the named schemas are referenced from (an OpenAPI document's components). */
export const COMPONENTS_PATH = '#/components/schemas/';

/** A name given on purpose (io-ts makes up names such as `{ id: Id }` or `Array<Id>` otherwise). */
const GIVEN_NAME = /^[A-Z][A-Za-z0-9]*$/;
const SHARED_TAGS = new Set(['InterfaceType', 'PartialType', 'IntersectionType', 'UnionType', 'ExactType']);

/** What the walker reads inside io-ts's combinators (io-ts types them one class each). */
interface Inside {
  readonly _tag?: string;
  readonly name: string;
  readonly props?: t.Props;
  readonly types?: readonly t.Mixed[];
  readonly type?: t.Mixed;
  readonly value?: unknown;
  readonly keys?: Readonly<Record<string, unknown>>;
  readonly domain?: t.Mixed;
  readonly codomain?: t.Mixed;
}

export class CodecSchemaError extends Error {
  override readonly name = 'CodecSchemaError';
}

export interface SchemaSet {
  /** The schema of `codec`; `where` says where it is used, for the error (`restaurant.list response`). */
  schemaOf(codec: t.Mixed, where: string): JsonSchema;
  /** The named schemas met so far, sorted by name. */
  components(): Record<string, JsonSchema>;
}

const tagOf = (codec: t.Mixed): string | undefined => (codec as unknown as Inside)._tag;
const isUndefined = (codec: t.Mixed) => tagOf(codec) === 'UndefinedType' || tagOf(codec) === 'VoidType';

function isShared(codec: t.Mixed): boolean {
  if (!GIVEN_NAME.test(codec.name) || annotationOf(codec) !== undefined) return false;
  return codec instanceof ClosedType || SHARED_TAGS.has(tagOf(codec) ?? '');
}

function objectSchema(
  properties: Record<string, JsonSchema>,
  required: readonly string[],
  closed: boolean,
): JsonSchema {
  return {
    type: 'object',
    properties,
    ...(required.length > 0 ? { required } : {}),
    ...(closed ? { additionalProperties: false } : {}),
  };
}

/** Plain open objects (no combinator, no closing) merge into one; anything else needs allOf. */
function isMergeable(schema: JsonSchema): boolean {
  return (
    schema.type === 'object' &&
    Object.keys(schema).every((k) => k === 'type' || k === 'properties' || k === 'required')
  );
}

function merged(members: readonly JsonSchema[]): JsonSchema | null {
  if (!members.every(isMergeable)) return null;
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const member of members) {
    for (const [key, schema] of Object.entries(member.properties as Record<string, JsonSchema>)) {
      if (key in properties) return null;
      properties[key] = schema;
    }
    required.push(...((member.required as string[] | undefined) ?? []));
  }
  return objectSchema(properties, required, false);
}

export function schemaSet(): SchemaSet {
  const shared = new Map<string, { readonly codec: t.Mixed; schema: JsonSchema | null }>();

  function fail(codec: t.Mixed, where: string, why: string): never {
    throw new CodecSchemaError(`no JSON Schema for codec ${codec.name} (${where}): ${why}`);
  }

  /** A field's schema, and whether the field may be left out (a union with undefined). */
  function field(codec: t.Mixed, where: string): { schema: JsonSchema; optional: boolean } {
    if (isUndefined(codec)) return { schema: {}, optional: true };
    const inside = codec as unknown as Inside;
    if (inside._tag === 'UnionType' && inside.types?.some(isUndefined)) {
      const rest = inside.types.filter((member) => !isUndefined(member));
      const schemas = rest.map((member, i) => walk(member, `${where} | ${i}`));
      return { schema: schemas.length === 1 && schemas[0] ? schemas[0] : { anyOf: schemas }, optional: true };
    }
    return { schema: walk(codec, where), optional: false };
  }

  function fields(props: t.Props, where: string, allRequired: boolean) {
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const [key, codec] of Object.entries(props)) {
      const { schema, optional } = field(codec, `${where}.${key}`);
      properties[key] = schema;
      if (allRequired && !optional) required.push(key);
    }
    return { properties, required };
  }

  function inline(codec: t.Mixed, where: string): JsonSchema {
    const annotated = annotationOf(codec);
    if (annotated !== undefined) return annotated;
    if (codec instanceof ClosedType) {
      const req = fields(codec.required, where, true);
      const opt = fields(codec.optional, where, false);
      // a key in both halves must be there: io-ts checks it with both codecs, the required one decides
      const properties = { ...req.properties };
      for (const [key, schema] of Object.entries(opt.properties)) properties[key] ??= schema;
      return objectSchema(properties, req.required, true);
    }
    if (codec instanceof TextType) {
      if (codec.rule !== undefined)
        fail(codec, where, 'its rule is a function: give its schema with withSchema where it is defined');
      return {
        type: 'string',
        ...(codec.minLength > 0 ? { minLength: codec.minLength } : {}),
        maxLength: codec.maxLength,
      };
    }
    const inside = codec as unknown as Inside;
    const member = (c: t.Mixed | undefined, suffix: string) =>
      c === undefined ? fail(codec, where, 'its inner codec is missing') : walk(c, `${where}${suffix}`);
    switch (inside._tag) {
      case 'StringType':
        return { type: 'string' };
      case 'NumberType':
        return { type: 'number' };
      case 'BooleanType':
        return { type: 'boolean' };
      case 'NullType':
        return { type: 'null' };
      case 'UnknownType':
      case 'AnyType':
        return {};
      case 'UnknownRecordType':
      case 'AnyDictionaryType':
        return { type: 'object' };
      case 'UnknownArrayType':
      case 'AnyArrayType':
        return { type: 'array' };
      case 'NeverType':
        return { not: {} };
      case 'LiteralType':
        return { const: inside.value };
      case 'KeyofType':
        return { type: 'string', enum: Object.keys(inside.keys ?? {}) };
      case 'InterfaceType': {
        const { properties, required } = fields(inside.props ?? {}, where, true);
        return objectSchema(properties, required, false);
      }
      case 'PartialType':
        return objectSchema(fields(inside.props ?? {}, where, false).properties, [], false);
      case 'ExactType':
      case 'StrictType':
      case 'ReadonlyType':
      case 'RecursiveType':
        return member(inside.type, '');
      case 'RefinementType':
        // io-ts's own Int; any other predicate cannot be said in JSON Schema: annotate it to say more
        return inside.name === 'Int' ? { type: 'integer' } : member(inside.type, '');
      case 'ArrayType':
      case 'ReadonlyArrayType':
        return { type: 'array', items: member(inside.type, '[]') };
      case 'TupleType': {
        const items = (inside.types ?? []).map((c, i) => member(c, `[${i}]`));
        return { type: 'array', prefixItems: items, minItems: items.length, maxItems: items.length };
      }
      case 'DictionaryType': {
        const codomain = member(inside.codomain, '[*]');
        const domain = inside.domain;
        if (domain !== undefined && tagOf(domain) === 'KeyofType') {
          const keys = Object.keys((domain as unknown as Inside).keys ?? {});
          return objectSchema(Object.fromEntries(keys.map((k) => [k, codomain])), keys, false);
        }
        if (domain === undefined || tagOf(domain) === 'StringType')
          return { type: 'object', additionalProperties: codomain };
        return { type: 'object', propertyNames: member(domain, ' key'), additionalProperties: codomain };
      }
      case 'IntersectionType': {
        const members = (inside.types ?? []).map((c, i) => member(c, ` & ${i}`));
        return merged(members) ?? { allOf: members };
      }
      case 'UnionType': {
        if (inside.types?.some(isUndefined)) fail(codec, where, 'undefined is only for optional fields');
        return { anyOf: (inside.types ?? []).map((c, i) => member(c, ` | ${i}`)) };
      }
      case 'UndefinedType':
      case 'VoidType':
        return fail(codec, where, 'undefined is only for optional fields');
      default:
        return fail(
          codec,
          where,
          'the walker cannot see inside it: give its schema with withSchema (contract/json-schema/annotations.ts) where it is defined',
        );
    }
  }

  function walk(codec: t.Mixed, where: string): JsonSchema {
    if (!isShared(codec)) return inline(codec, where);
    const ref = { $ref: `${COMPONENTS_PATH}${codec.name}` };
    const known = shared.get(codec.name);
    if (known === undefined) {
      // recorded before its fields are walked, so a recursive codec meets its own reference
      const entry: { readonly codec: t.Mixed; schema: JsonSchema | null } = { codec, schema: null };
      shared.set(codec.name, entry);
      entry.schema = inline(codec, where);
      return ref;
    }
    if (known.codec !== codec) {
      const mine = JSON.stringify(inline(codec, where));
      if (known.schema === null || mine !== JSON.stringify(known.schema))
        fail(codec, where, `another codec is named ${codec.name} too, with another shape: rename one`);
    }
    return ref;
  }

  return {
    schemaOf: walk,
    components: () =>
      Object.fromEntries(
        [...shared.entries()]
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([name, entry]) => [name, entry.schema ?? {}]),
      ),
  };
}
