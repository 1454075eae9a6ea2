// A command's decode errors as a script's author reads them. A field that takes one of a fixed
// list (a keyof codec: ChoosePayment's payment, an SMS context, a social provider) names the list
// and what the value was likely meant to be, with what each id stands for when the codec says it,
// instead of io-ts's bare `expected "creditcard" | "cash" | …`.
import type * as t from 'io-ts';
import { didYouMean } from '../../domain/closest-name.ts';
import { reportErrors } from '../../domain/codecs/report.ts';

function isKeyof(type: t.Decoder<unknown, unknown> | undefined): type is t.KeyofC<t.KeyofC<never>['keys']> {
  return (type as { _tag?: string } | undefined)?._tag === 'KeyofType';
}

/** `expected one of a, b, c, got "x"; did you mean "a" (what a is)?`, or null for another codec. */
export function oneOfMessage(type: t.Decoder<unknown, unknown> | undefined, value: unknown): string | null {
  if (!isKeyof(type)) return null;
  const keys = type.keys as Readonly<Record<string, unknown>>;
  const known = Object.keys(keys);
  const describe = (name: string) => {
    const what = keys[name];
    return typeof what === 'string' ? what : undefined;
  };
  const hint = typeof value === 'string' ? didYouMean(value, known, describe) : '';
  return `expected one of ${known.join(', ')}, got ${JSON.stringify(value) ?? 'nothing'}${hint}`;
}

/** One line per bad field, at most `limit`, as reportErrors gives them but for one-of fields. */
export function commandErrors(errors: t.Errors, limit = 3): string[] {
  return reportErrors(
    errors.map((error) => {
      const message = oneOfMessage(error.context[error.context.length - 1]?.type, error.value);
      return message === null ? error : { ...error, message };
    }),
    limit,
  );
}
