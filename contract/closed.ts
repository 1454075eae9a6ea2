// Closed objects for request payloads (bodies, queries, path params): like t.type + t.partial, but
// an unknown key is an error at its own path (`$.customer.adress: unknown field`), so the reference
// gateway can answer 400 naming a typo instead of silently dropping it (t.exact would strip it).
import * as t from 'io-ts';

type Required<R extends t.Props> = t.TypeOf<t.TypeC<R>>;
type Optional<O extends t.Props> = t.TypeOf<t.PartialC<O>>;
type RequiredOut<R extends t.Props> = t.OutputOf<t.TypeC<R>>;
type OptionalOut<O extends t.Props> = t.OutputOf<t.PartialC<O>>;

export type NoProps = Record<never, t.Mixed>;

export class ClosedType<R extends t.Props, O extends t.Props> extends t.Type<
  Required<R> & Optional<O>,
  RequiredOut<R> & OptionalOut<O>,
  unknown
> {
  readonly _tag = 'ClosedType' as const;
  /** All declared keys, as t.type has them (decode.ts uses them to pick a union member). */
  readonly props: t.Props;
  constructor(
    name: string,
    readonly required: R,
    readonly optional: O,
  ) {
    const req = t.type(required);
    const opt = t.partial(optional);
    const known = new Set([...Object.keys(required), ...Object.keys(optional)]);
    const unknownKeys = (u: Record<string, unknown>) => Object.keys(u).filter((k) => !known.has(k));
    super(
      name,
      (u): u is Required<R> & Optional<O> =>
        t.UnknownRecord.is(u) && req.is(u) && opt.is(u) && unknownKeys(u).length === 0,
      (u, c) => {
        const record = t.UnknownRecord.validate(u, c);
        if (record._tag === 'Left') return record;
        const errors: t.ValidationError[] = [];
        const a = req.validate(record.right, c);
        if (a._tag === 'Left') errors.push(...a.left);
        const b = opt.validate(record.right, c);
        if (b._tag === 'Left') errors.push(...b.left);
        for (const key of unknownKeys(record.right)) {
          const actual = record.right[key];
          errors.push({
            value: actual,
            context: [...c, { key, type: t.never, actual }],
            message: 'unknown field',
          });
        }
        if (errors.length > 0 || a._tag === 'Left' || b._tag === 'Left') return t.failures(errors);
        // Built from the decoded parts: t.type({}) hands back its input, raw strings and all.
        const decoded: Record<string, unknown> = {};
        const fromRequired: Record<string, unknown> = a.right;
        const fromOptional: Record<string, unknown> = b.right;
        for (const key of Object.keys(required)) decoded[key] = fromRequired[key];
        for (const key of Object.keys(optional)) {
          if (fromOptional[key] !== undefined) decoded[key] = fromOptional[key];
        }
        return t.success(decoded as Required<R> & Optional<O>);
      },
      (value) => {
        const out: Record<string, unknown> = {};
        const source: Record<string, unknown> = value;
        for (const [key, codec] of Object.entries(required)) out[key] = codec.encode(source[key]);
        for (const [key, codec] of Object.entries(optional)) {
          if (source[key] !== undefined) out[key] = codec.encode(source[key]);
        }
        return out as RequiredOut<R> & OptionalOut<O>;
      },
    );
    this.props = { ...required, ...optional };
  }
}

/** A closed object: `required` keys must be present, `optional` ones may be, nothing else. */
export function closed<R extends t.Props, O extends t.Props = NoProps>(
  name: string,
  required: R,
  optional?: O,
): ClosedType<R, O> {
  return new ClosedType(name, required, optional ?? ({} as O));
}

/** No payload: GET calls without a query, paths without parameters, POSTs without a body. */
export const Empty = closed('Empty', {});
